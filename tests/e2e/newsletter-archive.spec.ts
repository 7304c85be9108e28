import { queryDb, writeDb } from "../support/db";
import {
  expectNoViolations,
  runAxeWithSiteScriptsOnlyInScriptedProject,
  sameMarkup,
} from "./axe-support";
import { dataDir, expect, gotoReady, serverAnswer, test } from "./fixtures";

const offer = "https://esempio.invalid/offerta";

let made = 0;

/**
 * A sent campaign with a web version, a draft with one, and a campaign counting its links,
 * named for this test alone: every test and project shares the server's database.
 */
function campaigns() {
  made += 1;
  const worker = `${test.info().project.name}-w${test.info().workerIndex}-${process.pid}-${made}`;
  const slug = (what: string) => `${what}-${worker}`;
  const ids = writeDb(dataDir(), (db) => {
    const insert = db.prepare(
      `insert into newsletter_campaigns (slug, subject, body, status, web_version, count_clicks, sent_at)
       values (?, ?, ?, ?, ?, ?, ?) returning id`,
    );
    const sent = Date.parse("2026-12-03T09:00:00Z");
    const [published, draft, counting] = [
      [slug("dicembre"), `Novità di dicembre ${worker}`, "sent", 1, 0, sent],
      [slug("bozza"), `Bozza ${worker}`, "draft", 1, 0, null],
      [slug("conta"), `Conta ${worker}`, "sent", 0, 1, sent],
    ].map(
      ([theSlug, subject, status, web, count, at]) =>
        (
          insert.get(
            theSlug,
            subject,
            "## Corsi\n\nA gennaio riparte il corso di **SEO**: [le date](/formazione).",
            status,
            web,
            count,
            at,
          ) as { id: number }
        ).id,
    );
    db.prepare("insert into newsletter_links (campaign_id, n, url) values (?, 1, ?)").run(
      counting,
      offer,
    );
    return { published, draft, counting };
  });
  return {
    ...ids,
    slug: slug("dicembre"),
    draftSlug: slug("bozza"),
    subject: `Novità di dicembre ${worker}`,
  };
}

// The list on /newsletter is the loader's (campaign-archive.server.test.ts): a row written here
// by another process is not news to the page cache, which keeps the marketing pages until the
// server itself says a campaign was published.
test("a sent campaign's web version reads as a page of the site, with the way back", async ({
  page,
  javaScriptOn,
}) => {
  const campaign = campaigns();
  await gotoReady(page, `/newsletter/archivio/${campaign.slug}`, javaScriptOn);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(campaign.subject);
  await expect(page.getByText("Inviata il 3 dicembre 2026")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Corsi" })).toBeVisible();
  await expect(page.getByRole("link", { name: "le date" })).toHaveAttribute("href", "/formazione");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/newsletter/archivio/${campaign.slug}$`),
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
  await page.getByRole("link", { name: /leggi i numeri precedenti/ }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Iscriviti alla newsletter");
});

test(
  "a draft's address, or an unknown one, is the not-found page",
  serverAnswer,
  async ({ page }) => {
    const campaign = campaigns();
    for (const slug of [campaign.draftSlug, `mai-inviata-${campaign.slug}`]) {
      const response = await page.goto(`/newsletter/archivio/${slug}`);
      expect(response?.status(), slug).toBe(404);
      expect(response?.headers()["cache-control"]).toBe("no-store");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Pagina non trovata");
    }
  },
);

test(
  "a counted link leads on and counts a GET, not a HEAD; no other address is followed",
  serverAnswer,
  async ({ request }) => {
    const { counting, published } = campaigns();
    const clicks = () =>
      queryDb<{ clicks: number }>(
        dataDir(),
        "select clicks from newsletter_links where campaign_id = ? and n = 1",
        counting,
      )[0]?.clicks;

    for (const method of ["get", "head", "get"] as const) {
      const answer = await request[method](`/newsletter/l/${counting}/1`, { maxRedirects: 0 });
      expect(answer.status(), method).toBe(302);
      expect(answer.headers()["location"]).toBe(offer);
      expect(answer.headers()["cache-control"]).toBe("no-store");
      expect(answer.headers()["x-robots-tag"]).toContain("noindex");
      expect(answer.headers()["set-cookie"]).toBeUndefined();
    }
    expect(clicks()).toBe(2);

    for (const path of [
      `/newsletter/l/${counting}/2`,
      `/newsletter/l/${published}/1`,
      `/newsletter/l/${counting}/2?url=${encodeURIComponent(offer)}`,
    ]) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(404);
      expect(await answer.text()).toContain("Oops! Pagina non trovata");
    }
  },
);

test.describe("axe", () => {
  runAxeWithSiteScriptsOnlyInScriptedProject();

  test("a web version: no violations, light and dark", sameMarkup, async ({ page }) => {
    const campaign = campaigns();
    await page.goto(`/newsletter/archivio/${campaign.slug}`);
    await expectNoViolations(page, "versione web", ["scuro"]);
  });
});
