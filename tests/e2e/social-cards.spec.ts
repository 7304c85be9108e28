import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { insertArticles } from "../support/articles";
import { slugify } from "../../app/features/articles/slug";
import { dataDir, expect, gotoReady, test, uniqueTitle } from "./fixtures";

async function cardOf(page: Page) {
  return page.locator('head meta[property="og:image"]').getAttribute("content");
}

test("an article and the home page name a 1200×630 card that answers; a draft's is not found", async ({
  page,
  request,
  javaScriptOn,
}) => {
  // An uploaded cover, as the editor stores it.
  const cover = `${crypto.randomBytes(16).toString("hex")}.jpg`;
  fs.mkdirSync(path.join(dataDir(), "uploads"), { recursive: true });
  await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2e7d32" } })
    .jpeg()
    .toFile(path.join(dataDir(), "uploads", cover));
  const title = uniqueTitle("Scheda social");
  const draft = uniqueTitle("Bozza con scheda");
  insertArticles(dataDir(), [
    { title, slug: slugify(title), featuredImageUrl: `/uploads/${cover}` },
    { title: draft, slug: slugify(draft), status: "draft" },
  ]);

  for (const address of [`/blog/${slugify(title)}`, "/"]) {
    await gotoReady(page, address, javaScriptOn);
    const card = await cardOf(page);
    expect(card, address).toMatch(/\/social\/.+\.jpg\?/);
    const answer = await request.get(card!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/jpeg");
    expect(answer.headers()["cache-control"]).toContain("immutable");
    const { width, height } = await sharp(await answer.body()).metadata();
    expect([width, height]).toEqual([1200, 630]);
  }
  await expect(page.locator('head meta[property="og:image:alt"]')).toHaveAttribute(
    "content",
    "Agenzia di marketing digitale per PMI",
  );
  expect((await request.get(`/social/blog/${slugify(draft)}.jpg`)).status()).toBe(404);
});
