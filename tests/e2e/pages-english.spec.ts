import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { open, shareEditorSession } from "./admin-support";
import {
  expectNoViolations,
  runAxeWithSiteScriptsOnlyInScriptedProject,
  siteScriptsRun,
} from "./axe-support";
import { dataDir, expect, gotoReady, label, test } from "./fixtures";
import { standLandingFields } from "../support/landing-pages";
import type { PagePair } from "../support/save-page-pair";

// The service, landing and simple pages under /en/: their English rows (saved here through the
// one save path), the words the code writes around them, their links and alternates, a
// landing page's form; and the staff making a page's translation beside its Italian.

// axe runs in the page: the browser keeps JavaScript on, and the no-JavaScript project blocks
// the site's scripts instead, so the markup is the one visitors without them get.
runAxeWithSiteScriptsOnlyInScriptedProject();

let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

/** An Italian page and its English translation, published, as a save leaves them. */
async function savePair(pair: PagePair) {
  await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", path.resolve("tests/support/save-page-pair.ts"), JSON.stringify(pair)],
    { env: { ...process.env, DATABASE_PATH: path.join(dataDir(), "app.db") } },
  );
}

async function expectAlternates(page: Page, baseURL: string, italian: string, english: string) {
  const link = (hreflang: string) => page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`);
  await expect(link("it")).toHaveAttribute("href", `${baseURL}${italian}`);
  await expect(link("en")).toHaveAttribute("href", `${baseURL}${english}`);
  await expect(link("x-default")).toHaveAttribute("href", `${baseURL}${italian}`);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_GB");
}

const main = (page: Page) => page.getByRole("main");

/** Saves `pair` and opens its English page at `address`, which the page says is English. */
async function openEnglish(page: Page, pair: PagePair, address: string) {
  await savePair(pair);
  await gotoReady(page, address, siteScriptsRun());
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

test("an English service page speaks English, links English addresses and names its Italian", async ({
  page,
  baseURL,
}) => {
  const id = unique();
  const address = `/en/services/stands-${id}`;
  await openEnglish(
    page,
    {
      type: "service",
      source: "stand-fieristici",
      italian: { slug: `stand-${id}`, title: `Stand ${id}` },
      english: { slug: `stands-${id}`, title: `Stands ${id}` },
    },
    address,
  );
  await expect(main(page).getByRole("heading", { level: 1, name: `Stands ${id}` })).toBeVisible();
  const trail = main(page).getByRole("navigation").first();
  await expect(trail.getByRole("link", { name: "Services", exact: true })).toHaveAttribute(
    "href",
    "/en/services",
  );
  await expect(main(page).getByRole("heading", { name: "Direct contacts" })).toBeVisible();
  await expect(main(page).getByText("Recapiti diretti")).toHaveCount(0);
  await expectAlternates(page, baseURL ?? "", `/servizi/stand-${id}`, address);
  await expect(page.getByRole("banner").locator("[data-language-switch]").first()).toHaveAttribute(
    "href",
    `/servizi/stand-${id}`,
  );
  await expectNoViolations(page, "un servizio in inglese");
  // A saved translation forgets the English pages only: they carry the English tag.
  const shared = await page.request.get(address);
  expect(shared.headers()["cache-tag"]).toBe("pagine, pagine-en");

  // The Italian slug is no English address: a 404 in English, never the Italian page.
  const missing = await page.goto(`/en/services/stand-${id}`);
  expect(missing?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText(`Stand ${id}`)).toHaveCount(0);
});

test("a landing page in English asks in English and answers a bad request by the field in English", async ({
  page,
  baseURL,
}) => {
  const id = unique();
  const englishFields = {
    sections: [
      {
        kind: "hero",
        lead: "Made-to-measure stands for trade fairs all over Europe.",
        cta: { label: "Write to us", to: "#contatti" },
        image: null,
      },
      { kind: "contact", title: "Ask for a quote", lead: "", subject: "Stand", asks: "" },
    ],
  };
  const address = `/en/fair-${id}`;
  await openEnglish(
    page,
    {
      type: "landing-page",
      italian: { slug: `fiera-${id}`, title: `Fiera ${id}`, fields: standLandingFields },
      english: { slug: `fair-${id}`, title: `Trade fair ${id}`, fields: englishFields },
    },
    address,
  );
  await expect(
    main(page).getByRole("heading", { level: 1, name: `Trade fair ${id}` }),
  ).toBeVisible();
  await expect(main(page).getByRole("heading", { name: "Ask for a quote" })).toBeVisible();
  await expectAlternates(page, baseURL ?? "", `/fiera-${id}`, address);
  await expectNoViolations(page, "una pagina di atterraggio in inglese");

  const form = main(page).locator("form").last();
  await form.getByLabel(label("Email")).fill("anna@");
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await form.getByRole("button", { name: "Request information" }).click();
  expect((await answer).status()).toBe(400);
  await expect(
    form.getByText("Enter a valid email address, for example name@company.com."),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("an English simple page says first that the Italian text prevails, and links it", async ({
  page,
  baseURL,
}) => {
  const javaScriptOn = siteScriptsRun();
  const id = unique();
  const address = `/en/privacy-notice-${id}`;
  await openEnglish(
    page,
    {
      type: "simple-page",
      source: "privacy",
      italian: { slug: `privacy-${id}`, title: `Privacy ${id}` },
      english: { slug: `privacy-notice-${id}`, title: `Privacy notice ${id}` },
    },
    address,
  );
  const notice = main(page).locator("[data-legal-notice]");
  await expect(notice).toContainText("prevails");
  await expect(notice.getByRole("link", { name: "Italian text" })).toHaveAttribute(
    "href",
    `/privacy-${id}`,
  );
  await expect(main(page).getByText("Last updated:")).toBeVisible();
  await expect(main(page).getByText("Registered office")).toBeVisible();
  await expectAlternates(page, baseURL ?? "", `/privacy-${id}`, address);
  await expectNoViolations(page, "una pagina semplice in inglese");

  // The Italian page says nothing of the kind.
  await gotoReady(page, `/privacy-${id}`, javaScriptOn);
  await expect(main(page).locator("[data-legal-notice]")).toHaveCount(0);
});

test("staff make a page's English translation beside the Italian and see when it falls behind", async ({
  page,
}) => {
  const javaScriptOn = siteScriptsRun();
  test.setTimeout(60_000);
  await shareEditorSession(page);
  const id = unique();
  await savePair({
    type: "case-study",
    source: "de-santis",
    // A draft: the case studies' pages, which other tests count, never show it.
    italian: { slug: `frantoio-${id}`, title: `Frantoio ${id}`, draft: true },
  });
  const list = "/admin/pagine/casi-studio";
  const listRow = (title: string) => page.getByRole("row").filter({ hasText: title });
  const edit = async (title: string) => {
    await open(page, list, javaScriptOn);
    await page.getByRole("link", { name: `Modifica: ${title}`, exact: true }).click();
    await page.waitForURL(/\/admin\/pagine\/casi-studio\/[^/]+$/);
  };
  const save = async () => {
    await page.getByRole("button", { name: "Salva", exact: true }).click();
    await page.waitForURL(new RegExp(`${list}$`));
  };

  await edit(`Frantoio ${id}`);
  const panel = page.getByRole("region", { name: "Traduzione inglese" });
  await expectNoViolations(page, "il modulo italiano con la sua traduzione");
  await panel.getByRole("button", { name: "Crea la traduzione inglese" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("EN");
  const original = page.getByRole("complementary", { name: "Originale italiano" });
  await expect(original.getByText(`Frantoio ${id}`)).toBeVisible();
  await expectNoViolations(page, "una traduzione accanto al suo originale");
  await page.getByLabel(label("Cliente")).fill(`Oil mill ${id}`);
  await page.getByLabel(label("Indirizzo")).fill(`oil-mill-${id}`);
  await save();
  await expect(listRow(`Oil mill ${id}`).getByText("EN", { exact: true })).toBeVisible();
  await expect(listRow(`Oil mill ${id}`).getByText("Traduzione da aggiornare")).toHaveCount(0);

  // The Italian changes: its translation falls behind, in the list and on both forms.
  await edit(`Frantoio ${id}`);
  await page.getByLabel(label("Settore")).fill(`Olio ${id}`);
  await save();
  await expect(listRow(`Oil mill ${id}`).getByText("Traduzione da aggiornare")).toBeVisible();
  await edit(`Oil mill ${id}`);
  await expect(page.getByRole("status").getByText("Traduzione da aggiornare")).toBeVisible();
  await expect(original.getByText(`Olio ${id}`)).toBeVisible();

  // Saving the English brings it in step again.
  await save();
  await expect(listRow(`Oil mill ${id}`).getByText("Traduzione da aggiornare")).toHaveCount(0);
});
