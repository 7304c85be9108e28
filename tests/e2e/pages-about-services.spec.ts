import type { Locator, Page } from "@playwright/test";
import { site } from "../../app/utils/site";
import { expect, gotoReady, serverAnswer, test } from "./fixtures";

const ourPages = ["/chi-siamo", "/servizi", "/formazione", "/privacy", "/cookie", "/termini"];

async function jsonLdOfType(page: Page, type: string) {
  const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((block) => block["@type"] === type);
}

async function expectOpensInNewTab(link: Locator, href: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(link).toContainText("si apre in una nuova scheda");
}

for (const path of ourPages) {
  test(`${path} answers 200 with one h1`, serverAnswer, async ({ page, javaScriptOn }) => {
    const response = await gotoReady(page, path, javaScriptOn);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
}

test(
  "/chi-siamo tells the story, the founders, the team and the values",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/chi-siamo", javaScriptOn);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toContainText("Dal 2017");
    await expect(main.getByRole("heading", { level: 1 })).toContainText("PMI italiane");

    const story = main.getByRole("region", { name: "La nostra storia" });
    await expect(story).toContainText("2017");
    await expect(story).toContainText("Nel 2023 abbiamo fondato la società");
    await expect(main.getByRole("heading", { level: 2, name: "La nostra missione" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "La nostra visione" })).toBeVisible();

    const founders = main.getByRole("region", { name: "I fondatori" }).getByRole("listitem");
    await expect(founders).toHaveCount(2);
    for (const founder of await founders.all()) {
      await expect(founder.getByRole("heading", { level: 3 })).toBeVisible();
      await expect(founder).toContainText(/Co-fondat/);
      await expect(founder).toContainText("Innovation Manager");
      await expect(founder).toContainText("UNI 11814");
    }

    const members = main.getByRole("region", { name: "Il team" }).getByRole("listitem");
    await expect(members).toHaveCount(3);
    for (const member of await members.all()) {
      await expect(member.getByRole("heading", { level: 3 })).toBeVisible();
      await expect(member.locator("p")).toHaveCount(2);
    }

    const values = main.getByRole("region", { name: "I nostri valori" });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Innovazione",
      "Accessibilità",
      "Qualità",
      "Collaborazione",
      "Integrità",
      "Orientamento al Cliente",
    ]);

    await expect(main.getByRole("link", { name: "Contattaci" })).toHaveAttribute(
      "href",
      "/contatti",
    );
  },
);

const serviceTitles = [
  "Gestione Social Media",
  "Content Marketing",
  "Social & Google Ads",
  "Consulenza Strategica",
  "Formazione",
  "Eventi",
];

test(
  "/servizi shows six services with the booking calendar, the four steps and the closing call",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/servizi", javaScriptOn);
    const main = page.getByRole("main");
    for (const title of serviceTitles) {
      const block = main.getByRole("region", { name: title, exact: true });
      await expect(block.getByRole("heading", { level: 2 })).toHaveText(title);
      await expect(block.locator("p").first()).not.toBeEmpty();
      expect(await block.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
      await expectOpensInNewTab(
        block.getByRole("link", { name: `Prenota una consulenza su ${title}` }),
        site.bookingUrl,
      );
    }
    await expect(main.getByRole("link", { name: "Scopri il catalogo dei corsi" })).toHaveAttribute(
      "href",
      "/formazione",
    );
    await expect(main.getByRole("link", { name: "Scopri i nostri eventi" })).toHaveAttribute(
      "href",
      "/eventi",
    );

    const steps = main.getByRole("region", { name: "Il nostro metodo" }).locator("ol > li");
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Analisi",
      "Strategia",
      "Esecuzione",
      "Ottimizzazione",
    ]);

    const closing = main.getByRole("region", { name: /Pronto a dare più sapore/ });
    await expectOpensInNewTab(
      closing.getByRole("link", { name: /Prenota una consulenza gratuita/ }),
      site.bookingUrl,
    );
  },
);

test(
  "/servizi describes each service in structured data, provided by the agency",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/servizi", javaScriptOn);
    const blocks = await jsonLdOfType(page, "Service");
    expect(blocks.map((block) => block.name)).toEqual(serviceTitles);
    for (const block of blocks) {
      expect(block).toMatchObject({
        "@context": "https://schema.org",
        provider: { "@type": "Organization", name: "Spezia Digitale" },
      });
      expect(String(block.description)).not.toBe("");
    }
  },
);

const courses = [
  {
    title: "Social Media Marketing Essentials",
    hours: "8 ore",
    price: "299 €",
    signup: "/eventi/social-media-marketing-essentials#iscrizione",
  },
  {
    title: "Content Creation Mastery",
    hours: "12 ore",
    price: "399 €",
    signup: "/eventi/content-creation-mastery#iscrizione",
  },
  { title: "AI for Business", hours: "12 ore", price: "449 €", signup: "/contatti" },
  {
    title: "Google Ads & Facebook Ads",
    hours: "16 ore",
    price: "499 €",
    signup: "/eventi/google-facebook-ads#iscrizione",
  },
  {
    title: "Complete Digital Strategy",
    hours: "24 ore",
    price: "799 €",
    signup: "/eventi/complete-digital-strategy#iscrizione",
  },
];

test(
  "/formazione lists the five courses with hours, modality, price and a way to sign up",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/formazione", javaScriptOn);
    const main = page.getByRole("main");
    const cards = main
      .getByRole("region", { name: "Il catalogo dei corsi" })
      .locator("ul > li")
      .filter({ has: page.locator("h3") });
    await expect(cards.locator("h3")).toHaveText(courses.map((course) => course.title));
    for (const course of courses) {
      const card = cards.filter({
        has: page.getByRole("heading", { name: course.title, exact: true }),
      });
      await expect(card).toContainText(course.hours);
      await expect(card).toContainText("Online/In presenza");
      // Intl puts a no-break space between the amount and the euro sign.
      await expect(card.locator("dd").nth(2)).toHaveText(
        `${course.price.replace(" ", "\u00a0")} IVA inclusa`,
      );
      await expect(card.getByRole("link", { name: `al corso ${course.title}` })).toHaveAttribute(
        "href",
        course.signup,
      );
    }
    await expectOpensInNewTab(main.getByRole("link", { name: /brochure/ }), site.brochureUrl);

    const blocks = await jsonLdOfType(page, "Course");
    expect(blocks.map((block) => block.name)).toEqual(courses.map((course) => course.title));
    expect(blocks[0]).toMatchObject({
      provider: { name: "Spezia Digitale" },
      offers: { price: 299, priceCurrency: "EUR" },
      hasCourseInstance: { courseWorkload: "PT8H" },
    });
  },
);

test("'Iscriviti' on a course opens its page's registration form with that course chosen", async ({
  page,
  javaScriptOn,
}) => {
  await gotoReady(page, "/formazione", javaScriptOn);
  await page.getByRole("link", { name: "Iscriviti al corso Content Creation Mastery" }).click();
  await expect(page).toHaveURL(/\/eventi\/content-creation-mastery#iscrizione$/);
  await expect(page.getByLabel(/^Evento o corso/)).toHaveValue("content-creation-mastery");
});

// The policy provider's documents, which the legal pages' content links.
const provider = {
  privacy: "https://www.iubenda.com/privacy-policy/00000000",
  cookie: "https://www.iubenda.com/privacy-policy/00000000/cookie-policy",
};

const legalPages = [
  {
    path: "/privacy",
    provider: provider.privacy,
    text: [
      "730 giorni",
      "fino alla disiscrizione",
      "I tuoi diritti",
      "Statistiche di visita",
      "Global Privacy Control (Sec-GPC: 1)",
    ],
  },
  {
    path: "/cookie",
    provider: provider.cookie,
    text: ["preferenze", "1 anno", "messaggio", "Sessione"],
  },
  {
    path: "/termini",
    provider: provider.privacy,
    text: ["Proprietà intellettuale", "legge italiana"],
  },
];

for (const legal of legalPages) {
  test(
    `${legal.path} names the controller, its last revision and the policy provider`,
    serverAnswer,
    async ({ page, javaScriptOn }) => {
      await gotoReady(page, legal.path, javaScriptOn);
      const main = page.getByRole("main");
      await expect(main.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expect(main.getByText(/^Ultimo aggiornamento:/)).toBeVisible();
      const controller = main.locator("dl").first();
      for (const fact of [site.legalName, site.address.street, site.address.city, site.vatNumber]) {
        await expect(controller).toContainText(fact);
      }
      await expect(controller.getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      for (const text of legal.text) await expect(main).toContainText(text);
      await expectOpensInNewTab(
        main.locator(`a[href="${legal.provider}"]`).first(),
        legal.provider,
      );
    },
  );
}

test(
  "the cookie policy lists exactly the two technical cookies",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/cookie", javaScriptOn);
    const cookies = page
      .getByRole("main")
      .getByRole("region", { name: "Cookie che usiamo" })
      .getByRole("listitem");
    await expect(cookies.getByRole("heading", { level: 3 })).toHaveText([
      "preferenze",
      "messaggio",
    ]);
    await expect(cookies.nth(0)).toContainText("1 anno");
    await expect(cookies.nth(1)).toContainText("Sessione");
  },
);

test(
  "the terms link the privacy and cookie policies",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/termini", javaScriptOn);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Informativa sulla privacy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(main.getByRole("link", { name: "Cookie policy", exact: true })).toHaveAttribute(
      "href",
      "/cookie",
    );
  },
);
