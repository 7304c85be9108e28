import type { Locator, Page } from "@playwright/test";
import {
  granoroExperience,
  granoroProducts,
  granoroStory,
} from "../../app/features/store/content/granoro";
import { site } from "../../app/utils/site";
import { showroomAdvantages, showroomFaq } from "../../app/features/store/content/showroom";
import {
  planDiscount,
  planName,
  store,
  storeConcept,
  storeExtras,
  storePlans,
} from "../../app/features/store/content/spicy";
import { formatEuro } from "../../app/utils/format";
import { expect, gotoReady, serverAnswer, test } from "./fixtures";

const storePages = ["/spicy", "/spicy-presentazione", "/spicy-granoro", "/showroom"] as const;

const main = (page: Page) => page.getByRole("main");
const region = (page: Page, name: string | RegExp) =>
  main(page).getByRole("region", { name, exact: true });
const mailtoStore = new RegExp(`^mailto:${store.email.replace(/\./g, "\\.")}\\?subject=[^&]+$`);

async function expectHoursAndMap(page: Page) {
  const hours = main(page).getByRole("region", { name: "Orari di apertura" });
  for (const row of store.hours) {
    await expect(hours.getByRole("term").filter({ hasText: row.label })).toBeVisible();
    await expect(hours.getByRole("definition").filter({ hasText: row.value })).toBeVisible();
  }
  await expect(hours.getByText("tutti i giorni 09:00-23:00")).toBeVisible();
  await expect(hours.getByText("lunedì-venerdì 19:00-22:00")).toBeVisible();
  await expect(hours.getByText("10:30-13:00 e 19:00-23:00")).toBeVisible();

  const location = main(page).locator("#dove");
  await expect(location.getByText(store.address, { exact: true })).toBeVisible();
  const map = location.getByRole("link", { name: /Apri la mappa/ });
  await expect(map).toHaveAttribute("href", store.mapsUrl);
  await expect(map).toHaveAttribute("target", "_blank");
  await expect(map).toHaveAttribute("rel", "noopener noreferrer");
  await expect(map).toContainText("nuova scheda");
}

/** The <details> of an accordion open one at a time: opening the next closes the previous. */
async function expectSingleOpen(accordion: Locator, count: number) {
  const items = accordion.locator("details");
  await expect(items).toHaveCount(count);
  await items.nth(0).locator("summary").click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await items.nth(1).locator("summary").click();
  await expect(items.nth(1)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open", "");
  await expect(accordion.locator("details[open]")).toHaveCount(1);
}

/** The in-page link leads to its anchor, which exists and is scrolled into view. */
async function expectAnchorLink(page: Page, link: Locator, anchor: string) {
  await expect(link).toHaveAttribute("href", `#${anchor}`);
  await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
  await expect(page.locator(`[id="${anchor}"] h2`)).toBeInViewport();
}

for (const path of ["/spicy", "/spicy-presentazione"] as const) {
  test(
    `${path} shows dates, the 7 slots, the themes, the gallery, the claims, the steps and the hours`,
    serverAnswer,
    async ({ page, javaScriptOn }) => {
      const response = await gotoReady(page, path, javaScriptOn);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      const hero = region(page, /^Spicy Phygital Store/);
      await expect(hero.getByText(store.period)).toBeVisible();
      await expect(hero.getByText("Solo 7 posti disponibili")).toBeVisible();

      const concept = region(page, "Il concept: tre temi");
      await expect(concept.locator("summary")).toHaveText([
        "Cibo e territorio",
        "Bellezza e lifestyle",
        "Artigianato locale",
      ]);
      await expect(concept.getByText(storeConcept.themes[1].answer)).toBeHidden();
      await expectSingleOpen(concept, 3);
      await expect(concept.getByText(storeConcept.themes[1].answer)).toBeVisible();

      const gallery = region(page, "Foto dello Spicy Phygital Store");
      await expect(gallery).toHaveAttribute("aria-roledescription", "carosello");
      await expect(gallery.locator('[aria-roledescription="slide"]')).toHaveCount(7);
      await expect(gallery.locator("img")).toHaveCount(7);
      await expect(gallery.getByRole("link", { name: "Vai alla slide 7 di 7" })).toHaveAttribute(
        "href",
        /^#slide-/,
      );

      const why = region(page, "Perché esporre");
      for (const claim of [
        "3 brand già confermati",
        "15.000+ follower sui social",
        "+300% tempo di permanenza",
        "3-6 mesi di contenuti",
      ]) {
        await expect(why.getByRole("listitem").filter({ hasText: claim })).toHaveCount(1);
      }
      for (const item of ["LED wall esterno", "QR code sui prodotti", "Tablet interattivi"]) {
        await expect(why.getByRole("listitem").filter({ hasText: item })).toBeVisible();
      }

      await expect(region(page, "Come funziona").getByRole("listitem")).toHaveCount(4);
      await expectHoursAndMap(page);

      const images = main(page).locator("img");
      await expect(main(page).locator('img[loading="eager"]')).toHaveCount(1);
      await expect(images.first()).toHaveAttribute("loading", "eager");
      await expect(main(page).locator('img[loading="lazy"]')).toHaveCount(
        (await images.count()) - 1,
      );
    },
  );

  test(
    `${path} lists the four plans with offer, list price and discount, and the five extras`,
    serverAnswer,
    async ({ page, javaScriptOn }) => {
      await gotoReady(page, path, javaScriptOn);
      const plans = main(page).locator("#piani");
      await expect(plans.getByRole("heading", { level: 2 })).toHaveText("Piani espositivi");
      await expect(
        plans.getByText("Dopo il 30 novembre i prezzi tornano a quelli di listino."),
      ).toBeVisible();
      const expected = [
        { name: "Starter 15 giorni", price: 647, list: 850, discount: "-24%" },
        { name: "Premium 15 giorni", price: 997, list: 1300, discount: "-23%" },
        { name: "Starter 30 giorni", price: 1497, list: 1900, discount: "-21%" },
        { name: "Premium 30 giorni", price: 1997, list: 2600, discount: "-23%" },
      ];
      await expect(plans.getByRole("article")).toHaveCount(4);
      for (const [index, plan] of expected.entries()) {
        const content = storePlans.plans[index];
        expect(content && planName(content)).toBe(plan.name);
        expect(content && `-${planDiscount(content)}%`).toBe(plan.discount);
        const card = plans.getByRole("article", { name: plan.name });
        await expect(card.locator("ins")).toHaveText(
          `Prezzo in offerta: ${formatEuro(plan.price)}`,
        );
        await expect(card.locator("del")).toHaveText(`Prezzo di listino: ${formatEuro(plan.list)}`);
        await expect(card.getByText(`Sconto: ${plan.discount}`, { exact: true })).toBeVisible();
        await expect(
          card.getByRole("link", { name: `Prenota il piano ${plan.name}` }),
        ).toHaveAttribute("href", mailtoStore);
      }
      await expect(plans.getByText("Più scelto", { exact: true })).toHaveCount(1);
      await expect(
        plans.getByRole("article", { name: "Premium 30 giorni" }).getByText("Più scelto"),
      ).toBeVisible();
      await expect(plans.getByRole("article", { name: "Premium 15 giorni" })).toContainText(
        "Contenuto foto o video",
      );
      await expect(plans.getByRole("article", { name: "Premium 30 giorni" })).toContainText(
        "Contenuti foto e video",
      );

      const extras = region(page, "Servizi plus");
      const expectedExtras = [
        { title: "Vetrina dedicata", price: 497 },
        { title: "Vetrina condivisa", price: 247, note: "Massimo due brand" },
        { title: "Promoter dedicato", price: 497 },
        { title: "Sala in esclusiva", price: 5997, note: `circa ${formatEuro(200)} al giorno` },
        {
          title: "Intero locale in esclusiva",
          price: 11997,
          note: `circa ${formatEuro(400)} al giorno`,
        },
      ];
      expect(storeExtras.extras.map((extra) => extra.title)).toEqual(
        expectedExtras.map((extra) => extra.title),
      );
      await expect(extras.getByRole("article")).toHaveCount(5);
      for (const extra of expectedExtras) {
        const card = extras.getByRole("article", { name: extra.title });
        await expect(card.getByText(formatEuro(extra.price), { exact: true })).toBeVisible();
        if (extra.note) await expect(card.getByText(extra.note, { exact: true })).toBeVisible();
      }
      expect(formatEuro(11997)).toMatch(/^11\.997\s€$/);
    },
  );
}

test(
  "/spicy links to its plans and ends with an e-mail to the store",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/spicy", javaScriptOn);
    const hero = region(page, /^Spicy Phygital Store/);
    await expect(hero.getByRole("link", { name: "Prenota il tuo spazio" })).toHaveAttribute(
      "href",
      mailtoStore,
    );
    const cta = region(page, "Solo 7 posti disponibili: prenota il tuo spazio");
    await expect(cta.getByRole("link", { name: `Scrivi a ${store.email}` })).toHaveAttribute(
      "href",
      mailtoStore,
    );
    await expectAnchorLink(page, hero.getByRole("link", { name: "Scopri i piani" }), "piani");
  },
);

test(
  "/spicy-presentazione asks for information by e-mail and leads to the slides",
  serverAnswer,
  async ({ page, request, javaScriptOn }) => {
    await gotoReady(page, "/spicy-presentazione", javaScriptOn);
    const hero = region(page, /^Spicy Phygital Store/);
    await expect(hero.getByText("Versione presentazione")).toBeVisible();
    await expect(hero.getByRole("link", { name: "Richiedi Informazioni" })).toHaveAttribute(
      "href",
      `mailto:${store.email}?subject=Richiesta%20informazioni%20Spicy%20Store`,
    );
    const cta = region(page, "Solo 7 posti disponibili: parliamone");
    await expect(cta.getByRole("link", { name: "Richiedi Informazioni" })).toHaveAttribute(
      "href",
      mailtoStore,
    );
    const slides = cta.getByRole("link", { name: "Sfoglia la presentazione a slide" });
    await expect(slides).toHaveAttribute("href", "/spicy-presentazione-slides");
    expect((await request.get("/spicy-presentazione-slides")).status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/spicy-presentazione$/,
    );
    await expectAnchorLink(page, hero.getByRole("link", { name: "Scopri i piani" }), "piani");
  },
);

test(
  "/spicy-granoro tells the story, shows the product and the experience, and where to find it",
  serverAnswer,
  async ({ page, request, javaScriptOn }) => {
    const response = await gotoReady(page, "/spicy-granoro", javaScriptOn);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toContainText("Granoro");
    const hero = region(page, /^Granoro/);
    await expect(hero.getByText(store.period)).toBeVisible();
    await expect(main(page).locator('img[loading="eager"]')).toHaveCount(1);
    await expect(hero.locator("img")).toHaveAttribute("loading", "eager");

    const story = main(page).locator("#storia");
    await expect(story.getByRole("heading", { level: 2 })).toHaveText(granoroStory.title);
    for (const paragraph of granoroStory.paragraphs)
      await expect(story.getByText(paragraph)).toBeVisible();

    const products = region(page, granoroProducts.carouselLabel);
    await expect(products.locator('[aria-roledescription="slide"]')).toHaveCount(
      granoroProducts.slides.length,
    );
    await expect(products.locator("img")).toHaveCount(granoroProducts.slides.length);
    const experience = region(page, granoroExperience.title);
    await expect(experience.getByRole("heading", { level: 3 })).toHaveText(
      granoroExperience.items.map((item) => item.title),
    );

    await expectHoursAndMap(page);
    const cta = region(page, "Regala la pasta Granoro a Natale");
    await expect(cta.getByRole("link", { name: "Chiedi informazioni sul box" })).toHaveAttribute(
      "href",
      mailtoStore,
    );
    await expect(cta.getByRole("link", { name: "Scopri lo Spicy Phygital Store" })).toHaveAttribute(
      "href",
      "/spicy",
    );
    expect((await request.get("/spicy")).status()).toBe(200);

    await expectAnchorLink(
      page,
      hero.getByRole("link", { name: "Scopri la nostra storia" }),
      "storia",
    );
  },
);

test(
  "/showroom shows the gallery, four advantages, the place, the hours, seven questions and the contacts",
  serverAnswer,
  async ({ page, request, javaScriptOn }) => {
    const response = await gotoReady(page, "/showroom", javaScriptOn);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    const hero = region(page, /^Lo showroom/);
    await expect(hero.getByText(store.period)).toBeVisible();
    await expect(hero.locator("img")).toHaveAttribute("loading", "eager");

    const gallery = region(page, "Foto dello Spicy Phygital Store");
    await expect(gallery.locator('[aria-roledescription="slide"]')).toHaveCount(7);
    await expect(gallery.locator('img[loading="lazy"]')).toHaveCount(7);

    const advantages = region(page, showroomAdvantages.title);
    await expect(advantages.locator("summary")).toHaveText([
      "Visibilità",
      "Esperienza",
      "Phygital",
      "Creatività",
    ]);
    await expectSingleOpen(advantages, 4);

    await expectHoursAndMap(page);

    const faq = region(page, "Domande frequenti");
    await expect(faq.locator("summary")).toHaveText(showroomFaq.items.map((item) => item.question));
    await expectSingleOpen(faq, 7);
    await expect(faq.getByText(showroomFaq.items[1].answer)).toBeVisible();
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const faqPage = blocks.find((block) => block["@type"] === "FAQPage");
    expect(faqPage?.mainEntity).toHaveLength(7);
    expect(blocks.find((block) => block["@type"] === "Store")).toMatchObject({
      hasMap: store.mapsUrl,
    });

    const cta = region(page, "Vuoi esporre nello showroom?");
    await expect(cta.getByRole("link", { name: "Contattaci" })).toHaveAttribute(
      "href",
      "/contatti",
    );
    expect((await request.get("/contatti")).status()).toBe(200);
    await expect(cta.getByRole("link", { name: `Scrivi a ${site.email}` })).toHaveAttribute(
      "href",
      `mailto:${site.email}?subject=Informazioni%20showroom`,
    );
  },
);

for (const path of storePages) {
  test(
    `${path} has its own title and description, and its links inside the site answer`,
    serverAnswer,
    async ({ page, request, javaScriptOn }) => {
      await gotoReady(page, path, javaScriptOn);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /.+/);
      const hrefs = await main(page)
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      for (const target of new Set(hrefs))
        expect((await request.get(target)).status(), target).toBe(200);
      for (const link of await main(page).locator('a[href^="http"]').all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    },
  );
}

test("the store pages have different titles", serverAnswer, async ({ page }) => {
  const titles = new Set<string>();
  for (const path of storePages) {
    await page.goto(path);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(storePages.length);
});

test("with JavaScript the gallery's next button moves to the next photo", async ({
  page,
  javaScriptOn,
}) => {
  // The carousel scrolls smoothly for a visitor who did not ask for less motion: the
  // suite's default (reduced) would only ever test its jumps.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  test.skip(!javaScriptOn, "an enhancement");
  await gotoReady(page, "/spicy", javaScriptOn);
  const gallery = region(page, "Foto dello Spicy Phygital Store");
  const status = gallery.locator('[aria-live="polite"]');
  await expect(status).toHaveText("1 di 7");
  await gallery.getByRole("button", { name: "Successiva" }).click();
  await expect(status).toHaveText("2 di 7");
  await expect(gallery.getByRole("link", { name: "Vai alla slide 2 di 7" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await gallery.getByRole("button", { name: "Precedente" }).click();
  await expect(status).toHaveText("1 di 7");
  await gallery.getByRole("button", { name: "Precedente" }).click();
  await expect(status).toHaveText("7 di 7");
});

test("without JavaScript a gallery link brings its photo into view", async ({
  page,
  javaScriptOn,
}) => {
  test.skip(javaScriptOn, "the links are the carousel's controls without JavaScript");
  await gotoReady(page, "/showroom", javaScriptOn);
  const gallery = region(page, "Foto dello Spicy Phygital Store");
  await expect(gallery.getByRole("button")).toHaveCount(0);
  await gallery.getByRole("link", { name: "Vai alla slide 4 di 7" }).click();
  await expect(page).toHaveURL(/#slide-store-galleria-artigianato$/);
  await expect(page.locator("#slide-store-galleria-artigianato")).toBeInViewport({ ratio: 0.9 });
});
