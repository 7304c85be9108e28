import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { insertArticles } from "../support/articles";
import { slugify } from "../../app/features/articles/slug";
import { dataDir, expect, gotoReady, serverAnswer, test, uniqueTitle } from "./fixtures";

async function cardOf(page: Page) {
  return page.locator('head meta[property="og:image"]').getAttribute("content");
}

/** An image's average colour. */
async function meanColour(bytes: Buffer) {
  const { channels } = await sharp(bytes).stats();
  return channels.slice(0, 3).map((channel) => channel.mean);
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

test(
  "an article without an image of its own names its drawn cover, at the card's size, as its card",
  serverAnswer,
  async ({ page, request, javaScriptOn }) => {
    const title = uniqueTitle("Copertina condivisa");
    insertArticles(dataDir(), [{ title, slug: slugify(title) }]);
    await gotoReady(page, `/blog/${slugify(title)}`, javaScriptOn);
    const card = await request.get((await cardOf(page))!);
    expect(card.status()).toBe(200);
    const cardBytes = await card.body();
    const { width, height } = await sharp(cardBytes).metadata();
    expect([width, height]).toEqual([1200, 630]);
    const coverAddress = await page
      .locator('main img[src^="/copertine/"]')
      .first()
      .getAttribute("src");
    const cover = await meanColour(await (await request.get(coverAddress!)).body());
    // The same drawing in a frame 45 px shorter: its colours, not the brand's red card.
    (await meanColour(cardBytes)).forEach((channel, at) =>
      expect(Math.abs(channel - cover[at]!)).toBeLessThan(5),
    );
  },
);
