import type { Page } from "@playwright/test";
import { dataDir, expect, serverAnswer, test } from "./fixtures";
import { italianPhrases } from "../support/catalogue-phrases";
import { writeDb } from "../support/db";

// The words of an event's English page are its own; its facts are its Italian original's.
const englishEvent = {
  slug: "product-photography-with-a-smartphone",
  title: "Product photography workshop with a smartphone",
  excerpt: "An afternoon in the workshop learning to photograph your products with a phone.",
  content: "- 15 participants\n- Exercises on the products participants bring",
};

/** The seeded workshop's English translation, published, as staff would have saved it. */
function translateWorkshop() {
  writeDb(dataDir(), (db) => {
    const columns = (
      db.prepare("select name from pragma_table_info('events')").all() as {
        name: string;
      }[]
    )
      .map(({ name }) => name)
      .filter(
        (name) =>
          !["id", "language", "translation_group", "title", "slug", "excerpt", "content"].includes(
            name,
          ),
      );
    const list = columns.join(", ");
    db.prepare(
      `insert or ignore into events (${list}, id, language, translation_group, title, slug, excerpt, content)
       select ${list}, lower(hex(randomblob(16))), 'en', id, @title, @slug, @excerpt, @content
       from events where slug = 'foto-smartphone' and language = 'it'`,
    ).run(englishEvent);
    db.prepare(
      "update events set translation_group = id where slug = 'foto-smartphone' and language = 'it'",
    ).run();
  });
}

/**
 * What a reader meets on the page, its head's title and description, and the words of
 * controls and images, without what is marked as another language (`lang="it"`).
 */
function readerText(page: Page) {
  return page.evaluate(() => {
    const parts = [
      document.title,
      document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    ];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        parts.push((node as Text).data);
        return;
      }
      if (!(node instanceof Element)) return;
      if (["SCRIPT", "STYLE", "TEMPLATE"].includes(node.tagName)) return;
      const lang = node.getAttribute("lang");
      if (lang && !lang.startsWith("en")) return;
      for (const name of ["alt", "title", "aria-label", "placeholder"]) {
        const value = node.getAttribute(name);
        if (value) parts.push(value);
      }
      if (node instanceof HTMLInputElement && ["submit", "button"].includes(node.type))
        parts.push(node.value);
      node.childNodes.forEach(walk);
    };
    walk(document.body);
    return parts.join("\n").replace(/\s+/g, " ");
  });
}

/** The English addresses the sitemap lists, and the pages it leaves out. */
async function englishAddresses(page: Page) {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, url]) => new URL(url ?? "").pathname)
    .filter((path) => path === "/en" || path.startsWith("/en/"));
  return [
    ...new Set([
      ...listed,
      "/en/thank-you",
      "/en/preferences",
      "/en/blog/search?q=design",
      "/en/blog/search?q=nothingwritesaboutthis",
      "/en/newsletter/confirm?token=not-a-token",
      "/en/newsletter/unsubscribe?token=not-a-token",
      "/en/this-page-does-not-exist",
      `/en/events/${englishEvent.slug}`,
    ]),
  ];
}

// The forms an English page offers, each sent empty: every message by every field shows.
const forms = [
  { path: "/en/contact", form: "main form" },
  { path: "/en/registration", form: "main form" },
  { path: "/en/newsletter", form: "main form" },
  { path: "/en/services/packaging-design", form: "main form" },
  { path: "/en", form: "footer form" },
] as const;

test.describe("English pages", serverAnswer, () => {
  test("show no Italian the catalogues translate, nor do their forms' errors", async ({ page }) => {
    test.setTimeout(120_000);
    translateWorkshop();
    // Names (the agency's, its clients', 'Spicy Store') are written the same in both languages'
    // entries, so they are never counted.
    const phrases = await italianPhrases();
    expect(phrases.length).toBeGreaterThan(100);
    const found: string[] = [];
    const check = async (where: string) => {
      const text = await readerText(page);
      for (const phrase of phrases) if (text.includes(phrase)) found.push(`${where}: «${phrase}»`);
    };

    const addresses = await englishAddresses(page);
    expect(addresses.length).toBeGreaterThan(20);
    for (const address of addresses) {
      const answer = await page.goto(address);
      expect(await page.locator("html").getAttribute("lang"), address).toBe("en");
      expect([200, 404], address).toContain(answer?.status());
      await check(address);
    }

    for (const { path, form } of forms) {
      await page.goto(path);
      const target = page.locator(form === "footer form" ? "footer form" : "main form").first();
      await target.evaluate((element) => element.setAttribute("novalidate", ""));
      await target.locator('button[type="submit"], button:not([type])').first().click();
      await page.waitForLoadState("domcontentloaded");
      expect(await page.locator("html").getAttribute("lang"), path).toBe("en");
      await check(`${path} (${form} sent empty)`);
    }

    expect(found).toEqual([]);
  });
});
