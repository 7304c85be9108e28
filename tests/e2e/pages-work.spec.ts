import type { Page } from "@playwright/test";
import { storedPages } from "../support/pages";
import { dataDir, expect, gotoReady, serverAnswer, test } from "./fixtures";

const workPages = ["/casi-studio", "/portfolio", "/eventi"] as const;

const main = (page: Page) => page.getByRole("main");

/** Whether the carousel strip is scrolled so that this slide fills it. */
const slideShown = (page: Page, slideId: string) =>
  page.locator(`#${slideId}`).evaluate((slide) => {
    const track = slide.parentElement?.getBoundingClientRect();
    return Math.abs((track?.left ?? NaN) - slide.getBoundingClientRect().left) < 2;
  });

test.describe("casi studio", () => {
  test(
    "ten cases with every field, the three stats and eight sectors",
    serverAnswer,
    async ({ page, javaScriptOn }) => {
      const response = await gotoReady(page, "/casi-studio", javaScriptOn);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Casi studio");

      const cases = main(page).getByRole("article");
      await expect(cases).toHaveCount(10);
      for (const { title, fields: study } of storedPages(dataDir(), "case-study")) {
        const card = main(page).getByRole("article", { name: title });
        await expect(card.getByRole("heading", { level: 3, name: title })).toBeVisible();
        for (const text of [study.project, study.sector, study.challenge, study.solution]) {
          await expect(card.getByText(text, { exact: true })).toBeVisible();
        }
        for (const service of study.services)
          await expect(
            card.getByRole("listitem").filter({ hasText: service }).first(),
          ).toBeVisible();
        for (const { figure, label } of study.results)
          await expect(
            card.getByRole("listitem").filter({ hasText: figure ? `${figure} ${label}` : label }),
          ).toBeVisible();
        for (const heading of ["La sfida", "La soluzione", "I risultati"]) {
          await expect(card.getByRole("heading", { level: 4, name: heading })).toBeVisible();
        }
        const carousel = card.getByRole("region", {
          name: `Immagini del progetto per ${title}`,
        });
        await expect(carousel).toHaveAttribute("aria-roledescription", "carosello");
        await expect(carousel.locator("img")).toHaveCount(study.gallery.length);
      }

      const stats = main(page)
        .getByRole("region", { name: "I nostri numeri" })
        .getByRole("listitem");
      await expect(stats).toHaveText([
        "50+ PMI servite",
        "300% crescita media del ROI dei clienti",
        "95% clienti soddisfatti",
      ]);
      await expect(
        main(page)
          .getByRole("region", { name: "I settori in cui lavoriamo" })
          .getByRole("listitem"),
      ).toHaveCount(8);
      expect(await main(page).locator('a[href="/contatti"]').count()).toBeGreaterThanOrEqual(2);
    },
  );

  test(
    "images are 4:5 and lazy, except the first image of the first two cases; six are preloaded",
    serverAnswer,
    async ({ page, javaScriptOn }) => {
      await gotoReady(page, "/casi-studio", javaScriptOn);
      const images = main(page).locator("img");
      await expect(images).toHaveCount(30);
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute("width", "800");
        await expect(image).toHaveAttribute("height", "1000");
      }
      const eager = main(page).locator('img[loading="eager"]');
      await expect(eager).toHaveCount(2);
      await expect(eager.nth(0)).toHaveAttribute("alt", /Castelmurgia/);
      await expect(eager.nth(1)).toHaveAttribute("alt", /De Santis/);
      await expect(main(page).locator('img[loading="lazy"]')).toHaveCount(28);
      await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(6);
    },
  );
});

test(
  "portfolio shows the categories, each project with category, year, description and images, and five steps",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    const response = await gotoReady(page, "/portfolio", javaScriptOn);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    for (const category of ["Food & Beverage", "Lifestyle", "Export Corea"]) {
      await expect(main(page).getByRole("heading", { level: 2, name: category })).toBeVisible();
    }
    const portfolioItems = storedPages(dataDir(), "portfolio-item");
    await expect(main(page).getByRole("article")).toHaveCount(portfolioItems.length);
    for (const { title, fields: item } of portfolioItems) {
      const card = main(page).getByRole("article", { name: title });
      await expect(card.getByText(item.category, { exact: true })).toBeVisible();
      await expect(card.getByText(`Anno ${item.year}`)).toBeVisible();
      await expect(card.getByText(item.description)).toBeVisible();
      await expect(
        card.getByRole("region", { name: `Immagini del progetto ${title}` }).locator("img"),
      ).toHaveCount(item.images.length);
    }
    const steps = main(page)
      .getByRole("region", { name: "Il nostro processo di design" })
      .getByRole("listitem");
    await expect(steps).toHaveCount(5);
    for (const [index, title] of [
      "Ascolto e analisi",
      "Concept creativo",
      "Design e render 3D",
      "Prototipo e test",
      "Stampa e lancio",
    ].entries()) {
      await expect(steps.nth(index).getByRole("heading", { level: 3 })).toHaveText(title);
    }
    await expect(
      main(page).getByRole("link", { name: "Parliamo del tuo packaging" }),
    ).toHaveAttribute("href", "/contatti");
    await expect(
      main(page).getByRole("link", { name: "Scopri il servizio di packaging design" }),
    ).toHaveAttribute("href", "/servizi/packaging-design");
    await expect(
      main(page).getByRole("link", { name: "Leggi i nostri casi studio" }),
    ).toHaveAttribute("href", "/casi-studio");
  },
);

/** The archive as the migration filled it: newest first, each with its day and place. */
const archive = [
  ["Innovation Days Bari", "dal 6 ottobre 2025 alle 09:00 al 7 ottobre 2025 alle 18:00"],
  ["Workshop AI Generativa", "16 settembre 2025, 09:30–13:30"],
  ["Laboratorio di fotografia di prodotto con lo smartphone", "24 maggio 2025"],
  ["Digitale Solidale", "12 aprile 2025"],
  ["Donne che fanno impresa", "8 marzo 2025"],
  ["Etichette che raccontano", "6-8 dicembre 2024"],
  ["Workshop Google Ads per il commercio locale", "28 novembre 2024"],
  ["Caffè & Networking per PMI", "10 ottobre 2024"],
  ["Notte dei Sapori Digitali", "21 giugno 2024"],
  ["Social Media Day Corato", "15 marzo 2024"],
] as const;

test(
  "eventi shows the hero, three event types, the coming-soon block, the past events and the proposal",
  serverAnswer,
  async ({ page, javaScriptOn, baseURL }) => {
    const response = await gotoReady(page, "/eventi", javaScriptOn);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    const hero = main(page).getByRole("region", { name: /Eventi che mettono in rete/ });
    await expect(hero.getByRole("link", { name: "Iscriviti ai prossimi eventi" })).toHaveAttribute(
      "href",
      "/iscrizioni",
    );

    const types = main(page)
      .getByRole("region", { name: "Tre modi di incontrarci" })
      .getByRole("heading", { level: 3 });
    await expect(types).toHaveText(["Eventi di formazione", "Eventi culturali", "Eventi sociali"]);

    const soon = main(page).getByRole("region", { name: "Prossimamente" });
    await expect(soon.getByRole("link", { name: "Chiedi informazioni" })).toHaveAttribute(
      "href",
      "/contatti",
    );
    await expect(
      soon.getByRole("link", { name: "Iscriviti e ricevi gli aggiornamenti" }),
    ).toHaveAttribute("href", "/iscrizioni");

    // Nine a page: the tenth is on the archive's second page.
    const past = main(page).getByRole("region", { name: "Eventi passati" });
    await expect(past.getByRole("heading", { level: 3 })).toHaveText(
      archive.slice(0, 9).map(([title]) => title),
    );
    for (const [title, when] of archive.slice(0, 9)) {
      const card = past.getByRole("article", { name: title });
      await expect(card.getByText(when)).toBeVisible();
      await expect(card.getByRole("link", { name: title })).toHaveAttribute("href", /^\/eventi\//);
    }
    const photo = past.getByRole("article", { name: "Digitale Solidale" });
    await expect(photo.locator("img")).toHaveAttribute("alt", /raccolta fondi Digitale Solidale/);
    await expect(photo.locator('time[datetime="2025-04-12"]')).toHaveText("12 aprile 2025");
    await expect(photo.getByText("Piazza Municipio, Molfetta (BA)")).toBeVisible();

    const propose = main(page).getByRole("region", { name: "Hai un'idea per un evento?" });
    await expect(
      propose.getByRole("link", { name: "Proponi un evento via e-mail" }),
    ).toHaveAttribute("href", /^mailto:[^?]+@[^?]+\?subject=Proposta%20di%20evento$/);
    await expect(propose.getByRole("link", { name: "Parliamone insieme" })).toHaveAttribute(
      "href",
      "/contatti",
    );

    // Search engines hear of the events ahead; each past one has its own page.
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.some((text) => text.includes('"@graph"'))).toBe(false);

    await past.getByRole("link", { name: "Eventi meno recenti" }).click();
    await expect(page).toHaveURL(/\/eventi\?pagina=2#passati-titolo$/);
    await expect(
      main(page).getByRole("region", { name: "Eventi passati" }).getByRole("heading", { level: 3 }),
    ).toHaveText([archive[9][0]]);

    await gotoReady(page, "/eventi/digitale-solidale", javaScriptOn);
    const event = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((block) => block["@type"] === "Event");
    expect(event).toMatchObject({
      name: "Digitale Solidale",
      startDate: "2025-04-12",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", address: { addressCountry: "IT" } },
      image: `${baseURL}/artwork/evento-digitale-solidale.svg`,
    });
  },
);

for (const path of workPages) {
  test(`every image of ${path} has alt, width and height, and loads`, async ({
    page,
    request,
    javaScriptOn,
  }) => {
    await gotoReady(page, path, javaScriptOn);

    const images = await page.locator("img").evaluateAll((elements) =>
      elements.map((image) => ({
        src: image.getAttribute("src"),
        alt: image.getAttribute("alt"),
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
      })),
    );
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) {
      expect(image.alt, JSON.stringify(image)).not.toBeNull();
      expect(Number(image.width), JSON.stringify(image)).toBeGreaterThan(0);
      expect(Number(image.height), JSON.stringify(image)).toBeGreaterThan(0);
    }
    const artwork = [
      ...new Set(images.map((image) => image.src).filter((src) => src?.startsWith("/artwork/"))),
    ];
    if (!javaScriptOn) expect(artwork).toHaveLength(await main(page).locator("img").count());
    for (const src of artwork) {
      const response = await request.get(src ?? "");
      expect(response.status(), src ?? "").toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(response.headers()["cache-control"]).toBe("public, max-age=86400");
      expect(await response.text()).toMatch(/^<svg [^>]*viewBox=/);
    }
  });
}

test("an unknown artwork id answers 404", serverAnswer, async ({ request }) => {
  const response = await request.get("/artwork/non-esiste.svg");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).not.toMatch(/svg/);
});

test("without JavaScript a slide link moves to its slide", async ({ page, javaScriptOn }) => {
  test.skip(javaScriptOn, "the links are the carousel's controls without JavaScript");
  await gotoReady(page, "/casi-studio", javaScriptOn);
  const carousel = main(page).getByRole("region", {
    name: "Immagini del progetto per Oleificio De Santis",
  });
  await expect(carousel.getByRole("button")).toHaveCount(0);
  await expect(page.locator("#slide-caso-de-santis-3")).not.toBeInViewport();
  await carousel.getByRole("link", { name: "Vai alla slide 3 di 3" }).click();
  await expect(page).toHaveURL(/#slide-caso-de-santis-3$/);
  await expect(page.locator("#slide-caso-de-santis-3")).toBeInViewport({ ratio: 0.9 });
  await expect(page.locator("#slide-caso-de-santis-1")).not.toBeInViewport();
  await carousel.getByRole("link", { name: "Vai alla slide 1 di 3" }).click();
  await expect(page).toHaveURL(/#slide-caso-de-santis-1$/);
  await expect(page.locator("#slide-caso-de-santis-1")).toBeInViewport({ ratio: 0.9 });
});

test("with JavaScript the buttons and the arrow keys move the carousel and announce the position", async ({
  page,
  javaScriptOn,
}) => {
  // The carousel scrolls smoothly for a visitor who did not ask for less motion: the
  // suite's default (reduced) would only ever test its jumps.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  test.skip(!javaScriptOn, "an enhancement");
  await gotoReady(page, "/casi-studio", javaScriptOn);
  const carousel = main(page).getByRole("region", {
    name: "Immagini del progetto per Comune di Castelmurgia",
  });
  const status = carousel.locator('[aria-live="polite"]');
  await expect(status).toHaveText("1 di 3");

  await carousel.getByRole("button", { name: "Successiva" }).click();
  await expect(status).toHaveText("2 di 3");
  await expect.poll(() => slideShown(page, "slide-caso-castelmurgia-2")).toBe(true);
  await carousel.getByRole("button", { name: "Precedente" }).click();
  await expect(status).toHaveText("1 di 3");
  await carousel.getByRole("button", { name: "Precedente" }).click();
  await expect(status).toHaveText("3 di 3");
  await expect.poll(() => slideShown(page, "slide-caso-castelmurgia-3")).toBe(true);

  // The keys' part checks the keys, not the animation: instant scrolls leave no smooth scroll
  // of the buttons' part still settling when the first key lands.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const strip = carousel.locator("#caso-castelmurgia-immagini-slide");
  await strip.focus();
  await expect(strip).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(status).toHaveText("1 di 3");
  await page.keyboard.press("ArrowRight");
  await expect(status).toHaveText("2 di 3");
  await page.keyboard.press("ArrowLeft");
  await expect(status).toHaveText("1 di 3");

  await carousel.getByRole("link", { name: "Vai alla slide 3 di 3" }).click();
  await expect(status).toHaveText("3 di 3");
  await expect(carousel.getByRole("link", { name: "Vai alla slide 3 di 3" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page).toHaveURL(/\/casi-studio$/);
  await expect.poll(() => slideShown(page, "slide-caso-castelmurgia-3")).toBe(true);
});

test("with JavaScript an image far down loads only near the viewport, behind a spinner", async ({
  page,
  javaScriptOn,
}) => {
  // On a phone the projects stack, so the last one is beyond the distance at which Chromium's
  // own lazy loading fetches images before the page's script takes over.
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoReady(page, "/portfolio", javaScriptOn);
  const image = main(page).getByRole("article").last().locator("img").first();
  const artwork = /^\/artwork\/portfolio-[a-z0-9-]+\.svg$/;
  if (!javaScriptOn) {
    await expect(image).toHaveAttribute("src", artwork);
    await expect(image).toHaveAttribute("loading", "lazy");
    return;
  }
  const spinner = image.locator("xpath=following-sibling::span");
  await expect(image).not.toHaveAttribute("src", /.+/);
  await expect(spinner).toHaveCount(1);
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute("src", artwork);
  await expect(spinner).toHaveCount(0);
  expect(
    await image.evaluate(
      (element: HTMLImageElement) => element.complete && element.naturalWidth > 0,
    ),
  ).toBe(true);
});
