import type { APIRequestContext, Page } from "@playwright/test";
import { open, press, redirected, shareEditorSession } from "./admin-support";
import { expect, label, serverAnswer, test, uniqueTitle } from "./fixtures";
import { slugify } from "../../app/features/articles/slug";
import { momentToRomeTime } from "../../app/utils/rome-time";

// The e2e server looks for due articles every half second (`scheduleCheckMs` in the global
// setup), and 'Pubblica il' takes seconds: an article scheduled a few seconds ahead appears
// without a minute of waiting.
const AHEAD_MS = 6_000;

test.beforeEach(async ({ page }) => {
  await shareEditorSession(page);
});

const publishAt = (page: Page) => page.getByLabel("Pubblica il");
const unpublishAt = (page: Page) => page.getByLabel("Ritira il");

/** Everything a visitor could read the article from: the list, the feed, the sitemap, its page and its data. */
async function publicView(request: APIRequestContext, slug: string) {
  const [list, feed, sitemap, article, data] = await Promise.all(
    ["/blog", "/blog/rss.xml", "/sitemap.xml", `/blog/${slug}`, `/blog/${slug}.data`].map(
      (address) => request.get(address),
    ),
  );
  return {
    list: (await list!.text()).includes(slug),
    feed: (await feed!.text()).includes(slug),
    sitemap: (await sitemap!.text()).includes(slug),
    article: article!.status(),
    data: (await data!.text()).includes(slug),
  };
}

test(
  "'Pubblica' with a future 'Pubblica il' schedules the article: nowhere on the site until its time, then published, then gone at 'Ritira il'",
  serverAnswer,
  async ({ page, request, javaScriptOn }) => {
    const title = uniqueTitle("Articolo programmato");
    const slug = slugify(title);
    await open(page, "/admin/articoli/nuovo", javaScriptOn);
    await page.getByLabel(label("Titolo")).fill(title);
    await page.getByLabel(label("Categoria")).selectOption("SEO");

    await publishAt(page).fill("2020-01-01T10:00");
    expect(await press(page, "Pubblica")).toBe(400);
    await expect(page.getByText("La data di pubblicazione è già passata")).toBeVisible();
    await expect(publishAt(page)).toHaveValue("2020-01-01T10:00");
    await expect(publishAt(page)).toHaveAttribute("aria-invalid", "true");

    await publishAt(page).fill("2030-01-01T10:00");
    await unpublishAt(page).fill("2030-01-01T09:00");
    expect(await press(page, "Pubblica")).toBe(400);
    await expect(
      page.getByText("Il ritiro deve venire dopo la data di pubblicazione."),
    ).toBeVisible();

    const due = new Date(Date.now() + AHEAD_MS);
    const end = new Date(due.getTime() + 3_000);
    await publishAt(page).fill(momentToRomeTime(due));
    await unpublishAt(page).fill(momentToRomeTime(end));
    expect(await press(page, "Pubblica")).toBe(redirected(javaScriptOn));
    await expect(page.getByText("Articolo programmato", { exact: true })).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: title });
    await expect(row.getByText("Programmato", { exact: true })).toBeVisible();
    await expect(row).toContainText("Programmato per il");
    await expect(row).toContainText("Si ritira il");
    const counter = page.locator("dl div").filter({ hasText: "Programmati" });
    await expect(counter.locator("dd")).not.toHaveText("0");

    expect(Date.now()).toBeLessThan(due.getTime());
    expect(await publicView(request, slug)).toEqual({
      list: false,
      feed: false,
      sitemap: false,
      article: 404,
      data: false,
    });
    expect(Date.now()).toBeLessThan(due.getTime());

    await expect
      .poll(async () => (await request.get(`/blog/${slug}`)).status(), {
        timeout: AHEAD_MS + 10_000,
        intervals: [250],
      })
      .toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(due.getTime() - 1000);
    expect(await publicView(request, slug)).toEqual({
      list: true,
      feed: true,
      sitemap: true,
      article: 200,
      data: true,
    });

    await expect
      .poll(async () => (await request.get(`/blog/${slug}`)).status(), {
        timeout: 15_000,
        intervals: [250],
      })
      .toBe(404);
    expect(Date.now()).toBeGreaterThanOrEqual(end.getTime() - 1000);
    expect((await publicView(request, slug)).list).toBe(false);
    await open(page, "/admin", javaScriptOn);
    await expect(
      page
        .getByRole("listitem")
        .filter({ hasText: title })
        .getByText("Archiviato", { exact: true }),
    ).toBeVisible();
  },
);
