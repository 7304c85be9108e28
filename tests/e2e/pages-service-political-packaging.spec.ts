import type { Locator, Page } from "@playwright/test";
import {
  heroVideo as packagingHeroVideo,
  heroVideoLabels,
} from "../../app/features/services/hero-video";
import { storedPage, storedPages, storedPagesById } from "../support/pages";
import { site } from "../../app/utils/site";
import { queryDb } from "../support/db";
import { dataDir, expect, gotoReady, label, serverAnswer, test } from "./fixtures";

/** The portfolio's work, which the packaging page's carousel shows in its order. */
const portfolioItems = () => storedPages(dataDir(), "portfolio-item");

/** A service page's entry as the database holds it, with the questions and testimonials it names. */
function servicePage(slug: "comunicazione-politica" | "packaging-design") {
  const { fields } = storedPage(dataDir(), "service", slug);
  return {
    ...fields,
    questions: storedPagesById(dataDir(), "faq-item", fields.faq.items).map((item) => item.title),
    reviews: storedPagesById(dataDir(), "testimonial", fields.testimonials.items),
  };
}

const political = "/servizi/comunicazione-politica";
const packaging = "/servizi/packaging-design";

const main = (page: Page) => page.getByRole("main");
const heroVideo = (page: Page) =>
  main(page).getByRole("region", { name: "Packaging design", exact: true }).locator("video");

type ContactRow = Record<string, unknown>;
const rowsFor = (email: string) =>
  queryDb<ContactRow>(
    dataDir(),
    "select * from contact_submissions where email = ? order by id",
    email,
  );

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.com`;

async function jsonLdTypes(page: Page) {
  const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Whether the carousel strip is scrolled so that this slide fills it. */
const slideShown = (page: Page, slideId: string) =>
  page.locator(`#${slideId}`).evaluate((slide) => {
    const track = slide.parentElement?.getBoundingClientRect();
    return Math.abs((track?.left ?? NaN) - slide.getBoundingClientRect().left) < 2;
  });

/** The slide links of one carousel, leaving out those of the carousels nested in its slides. */
const ownSlideLink = (carousel: Locator, name: string) =>
  carousel.locator(":scope > ol").getByRole("link", { name });
const ownStatus = (carousel: Locator) => carousel.locator(':scope > div > [aria-live="polite"]');
const ownButton = (page: Page, carouselId: string, name: "Precedente" | "Successiva") =>
  page.locator(`button[aria-controls="${carouselId}-slide"]`).filter({ hasText: name });

async function expectBreadcrumb(page: Page, current: string, path: string) {
  const trail = main(page).getByRole("navigation", { name: "Percorso di navigazione" });
  await expect(trail.getByRole("link", { name: "Servizi" })).toHaveAttribute("href", "/servizi");
  await expect(trail.locator('[aria-current="page"]')).toHaveText(current);
  const crumbs = (await jsonLdTypes(page)).find((block) => block["@type"] === "BreadcrumbList");
  expect(crumbs?.itemListElement).toEqual([
    expect.objectContaining({
      position: 1,
      name: "Servizi",
      item: expect.stringMatching(/\/servizi$/),
    }),
    expect.objectContaining({
      position: 2,
      name: current,
      item: expect.stringMatching(new RegExp(`${path}$`)),
    }),
  ]);
}

async function expectContactSection(page: Page) {
  const contact = main(page).locator("#contatti");
  await expect(contact).toHaveCount(1);
  await expect(contact.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(contact.getByRole("link", { name: site.phone })).toHaveAttribute(
    "href",
    site.phoneHref,
  );
  const whatsapp = contact.getByRole("link", { name: new RegExp(site.whatsappLabel) });
  await expect(whatsapp).toHaveAttribute("href", site.whatsappHref);
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  const times = contact
    .getByRole("heading", { level: 3, name: "Tempi di risposta" })
    .locator("xpath=following-sibling::dl[1]");
  await expect(times.locator("dt")).toHaveText([
    "Consulenza telefonica",
    "Preventivo dettagliato",
    "Avvio del progetto",
  ]);
  await expect(times.locator("dd")).toHaveText(["entro 2 ore", "entro 24 ore", "da 1 settimana"]);
}

test.describe("comunicazione politica", () => {
  test(
    "shows the breadcrumb, services, reasons, projects, FAQ and contact section",
    serverAnswer,
    async ({ page, javaScriptOn }) => {
      const content = servicePage("comunicazione-politica");
      const response = await gotoReady(page, political, javaScriptOn);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(
        "Comunicazione politica e istituzionale",
      );
      await expectBreadcrumb(page, "Comunicazione Politica", political);

      const services = main(page)
        .getByRole("region", { name: "Sei servizi specializzati" })
        .getByRole("heading", { level: 3 });
      await expect(services).toHaveText(content.offer.items.map((service) => service.title));
      await expect(
        main(page).getByRole("region", { name: "Perché sceglierci" }).getByRole("listitem"),
      ).toHaveCount(4);

      const projects = main(page).getByRole("region", { name: "Progetti realizzati" });
      await expect(projects.getByRole("article")).toHaveCount(3);
      await expect(
        projects.getByRole("article", { name: "Pagina istituzionale PNRR" }),
      ).toContainText("Piano Nazionale di Ripresa e Resilienza");
      await expect(
        projects.getByRole("article", { name: "Marketing territoriale per la cultura" }),
      ).toContainText("Fondazione Regionale Cultura e Territorio");
      await expect(
        projects.getByRole("article", { name: "Eventi pubblici sui social" }),
      ).toContainText("Piazze Aperte");
      for (const project of content.projects.items) {
        const images = projects.getByRole("region", {
          name: `Immagini del progetto ${project.title}`,
        });
        await expect(images).toHaveAttribute("aria-roledescription", "carosello");
        await expect(images.locator("img")).toHaveCount(3);
      }

      const faq = main(page).getByRole("region", { name: "Domande frequenti" });
      await expect(faq.locator("summary")).toHaveText(content.questions);
      await faq.getByText("In quanto tempo potete partire?").click();
      await expect(faq.getByText(/entro 2 ore.*entro 24 ore.*da 1 settimana/)).toBeVisible();

      await expectContactSection(page);
      await expect(main(page).locator("#contatti form#modulo-contatto")).toHaveAttribute(
        "action",
        political,
      );
    },
  );

  // The hero's button to the contact section: jump-links.spec.ts follows it.

  test(
    "the head describes the article, the service, the trail and the questions",
    serverAnswer,
    async ({ page, javaScriptOn }) => {
      await gotoReady(page, political, javaScriptOn);
      await expect(page).toHaveTitle(/^Comunicazione politica e istituzionale \| /);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
        "content",
        /comunicazione politica/,
      );
      const blocks = await jsonLdTypes(page);
      expect(blocks.map((block) => block["@type"])).toEqual(
        expect.arrayContaining(["Organization", "Article", "Service", "BreadcrumbList", "FAQPage"]),
      );
      expect(blocks.find((block) => block["@type"] === "Service")).toMatchObject({
        name: "Comunicazione Politica",
      });
      const faq = blocks.find((block) => block["@type"] === "FAQPage");
      expect((faq?.mainEntity as unknown[]).length).toBe(3);
    },
  );

  test("without JavaScript the slide links move the projects and their images", async ({
    page,
    javaScriptOn,
  }) => {
    test.skip(javaScriptOn, "the links are the carousel's controls without JavaScript");
    await gotoReady(page, political, javaScriptOn);
    const projects = main(page).getByRole("region", {
      name: "Progetti di comunicazione politica e istituzionale",
    });
    await expect(projects.getByRole("button")).toHaveCount(0);
    await ownSlideLink(projects, "Vai alla slide 2 di 3").click();
    await expect(page).toHaveURL(/#progetto-cultura$/);
    await expect(page.locator("#progetto-cultura")).toBeInViewport({ ratio: 0.5 });
    await expect.poll(() => slideShown(page, "progetto-cultura")).toBe(true);

    const images = projects.getByRole("region", {
      name: "Immagini del progetto Marketing territoriale per la cultura",
    });
    await ownSlideLink(images, "Vai alla slide 3 di 3").click();
    await expect(page).toHaveURL(/#slide-politica-cultura-3$/);
    await expect.poll(() => slideShown(page, "slide-politica-cultura-3")).toBe(true);
    await expect.poll(() => slideShown(page, "progetto-cultura")).toBe(true);
  });

  test("with JavaScript the buttons and arrow keys move each carousel on its own", async ({
    page,
    javaScriptOn,
  }) => {
    // The carousel scrolls smoothly for a visitor who did not ask for less motion: the
    // suite's default (reduced) would only ever test its jumps.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    test.skip(!javaScriptOn, "an enhancement");
    await gotoReady(page, political, javaScriptOn);
    const projects = main(page).getByRole("region", {
      name: "Progetti di comunicazione politica e istituzionale",
    });
    const status = ownStatus(projects);
    await expect(status).toHaveText("1 di 3");
    await ownButton(page, "politica-progetti", "Successiva").click();
    await expect(status).toHaveText("2 di 3");
    await expect.poll(() => slideShown(page, "progetto-cultura")).toBe(true);

    const images = projects.getByRole("region", {
      name: "Immagini del progetto Marketing territoriale per la cultura",
    });
    await expect(ownStatus(images)).toHaveText("1 di 3");
    await images.locator("#progetto-cultura-immagini-slide").focus();
    await page.keyboard.press("ArrowRight");
    await expect(ownStatus(images)).toHaveText("2 di 3");
    await expect.poll(() => slideShown(page, "slide-politica-cultura-2")).toBe(true);
    await expect(status).toHaveText("2 di 3");

    await projects.locator("#politica-progetti-slide").focus();
    await page.keyboard.press("ArrowLeft");
    await expect(status).toHaveText("1 di 3");
    await expect.poll(() => slideShown(page, "progetto-pnrr")).toBe(true);
  });
});

test.describe("comunicazione politica: contact form", () => {
  const form = (page: Page) => page.locator("form#modulo-contatto");

  test("a complete request is stored for the page and thanked on /grazie", async ({
    page,
    javaScriptOn,
    visitorIp,
  }) => {
    const email = uniqueEmail("candidato");
    await gotoReady(page, political, javaScriptOn);
    const f = form(page);
    await f.getByLabel(/informativa sulla privacy/).check();
    await f.getByLabel(label("Nome")).fill("Paolo");
    await f.getByLabel(label("Cognome")).fill("Rinaldi");
    await f.getByLabel(label("Email")).fill(email);
    await f.getByLabel(label("Servizio di interesse")).selectOption("consulenza");
    await f
      .getByLabel(label("Messaggio"))
      .fill("Vorrei un piano di comunicazione per la campagna elettorale.");
    await f.getByRole("button", { name: "Invia messaggio" }).click();
    await expect(page).toHaveURL(/\/grazie$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Grazie");

    expect(rowsFor(email)).toEqual([
      expect.objectContaining({
        nome: "Paolo",
        cognome: "Rinaldi",
        telefono: null,
        azienda: null,
        servizio: "consulenza",
        source: "comunicazione-politica",
        privacy_accepted: 1,
        ip_address: visitorIp,
      }),
    ]);
  });

  test("an empty form names every missing field in Italian and stays on the page", async ({
    page,
    javaScriptOn,
  }) => {
    await gotoReady(page, political, javaScriptOn);
    const response = javaScriptOn
      ? null
      : page.waitForResponse((r) => r.request().method() === "POST");
    await form(page).getByRole("button", { name: "Invia messaggio" }).click();
    if (response) expect((await response).status()).toBe(400);
    const f = form(page);
    for (const message of [
      "Inserisci il tuo nome.",
      "Inserisci il tuo cognome.",
      "Inserisci il tuo indirizzo e-mail.",
      "Seleziona il servizio che ti interessa.",
      "Scrivi il tuo messaggio.",
      "Devi accettare il trattamento dei dati personali per procedere.",
    ]) {
      await expect(f.getByText(message)).toBeVisible();
    }
    await expect(f.getByLabel(label("Nome"))).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(new RegExp(`${political}$`));
  });
});

test.describe("packaging design", () => {
  test(
    "shows the breadcrumb, the hero, the sections, five FAQs, the quote and three testimonials",
    serverAnswer,
    async ({ page, javaScriptOn }) => {
      const content = servicePage("packaging-design");
      const response = await gotoReady(page, packaging, javaScriptOn);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Packaging design");
      await expectBreadcrumb(page, "Packaging Design", packaging);

      const hero = main(page).getByRole("region", { name: "Packaging design", exact: true });
      await expect(hero.locator("video")).toHaveAttribute("poster", packagingHeroVideo.poster);

      await expect(
        main(page).getByRole("heading", {
          level: 2,
          name: "Il tuo prodotto merita una confezione all'altezza",
        }),
      ).toBeVisible();
      await expect(
        main(page).getByRole("region", { name: "Perché scegliere noi" }).getByRole("listitem"),
      ).toHaveCount(4);

      const works = main(page).getByRole("region", { name: "Progetti di packaging design" });
      await expect(works.getByRole("article")).toHaveCount(portfolioItems().length);
      const first = portfolioItems()[0];
      const card = works.getByRole("article", { name: first?.title });
      await expect(card.getByText(first?.fields.category ?? "", { exact: true })).toBeVisible();
      await expect(card.getByText(`Anno ${first?.fields.year}`)).toBeVisible();
      await expect(card.getByText(first?.fields.description ?? "")).toBeVisible();
      await expect(card.locator("img")).toHaveAttribute("alt", /.+/);
      await expect(
        main(page).getByRole("link", { name: "Vedi tutto il portfolio" }),
      ).toHaveAttribute("href", "/portfolio");

      const process = main(page).getByRole("region", { name: "Come lavoriamo" });
      await expect(process.getByRole("listitem")).toHaveCount(5);
      await expect(process).toContainText(
        "Un restyling semplice richiede 2-3 settimane, un progetto completo 4-6 settimane.",
      );
      await expect(
        main(page)
          .getByRole("region", { name: "Render 3D e intelligenza artificiale" })
          .getByRole("heading", { level: 3 }),
      ).toHaveText(["Render 3D fotorealistici", "Concept accelerati con l'IA"]);

      const faq = main(page).getByRole("region", { name: "Domande frequenti" });
      await expect(faq.locator("summary")).toHaveText(content.questions);
      await faq.getByText("Quanto tempo serve per un nuovo packaging?").click();
      await expect(
        faq.getByText(/restyling semplice richiede 2-3 settimane.*4-6 settimane/),
      ).toBeVisible();

      const quote = main(page)
        .locator("figure", { has: page.locator("blockquote") })
        .first();
      await expect(quote.locator("blockquote")).toContainText(
        "Un buon packaging si fa scegliere in tre secondi",
      );
      await expect(quote.locator("figcaption")).toHaveText(
        "Giulia De Palma, Co-fondatrice e Direttrice Creativa",
      );

      const testimonials = main(page).getByRole("region", {
        name: "Testimonianze dei clienti di packaging design",
      });
      await expect(testimonials.getByRole("group")).toHaveCount(3);
      for (const testimonial of content.reviews) {
        await expect(testimonials.getByText(testimonial.fields.text)).toBeAttached();
        await expect(testimonials.getByText(testimonial.title)).toBeAttached();
      }
      await expect(testimonials.getByText("Valutazione: 5 su 5")).toHaveCount(3);

      await expectContactSection(page);
      await expect(main(page).locator("#contatti form#modulo-richiesta")).toHaveAttribute(
        "action",
        packaging,
      );
    },
  );

  test("the hero's background is a muted looping video with a poster and no autoplay", async ({
    page,
    javaScriptOn,
  }) => {
    await gotoReady(page, packaging, javaScriptOn);
    const video = heroVideo(page);
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute("src", packagingHeroVideo.src);
    await expect(video).toHaveAttribute("poster", packagingHeroVideo.poster);
    for (const attribute of ["muted", "loop", "playsinline"]) {
      await expect(video).toHaveAttribute(attribute, "");
    }
    await expect(video).not.toHaveAttribute("autoplay");
    await expect(video).toBeVisible();

    for (const [path, type] of [
      [packagingHeroVideo.src, "video/mp4"],
      [packagingHeroVideo.poster, "image/jpeg"],
    ] as const) {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain(type);
      expect((await response.body()).length).toBeLessThanOrEqual(500_000);
    }
  });

  test("without JavaScript the video stays on its poster and there is no control", async ({
    page,
    javaScriptOn,
  }) => {
    test.skip(javaScriptOn, "the page as the server sends it");
    await page.goto(packaging);
    await expect(heroVideo(page)).toHaveJSProperty("paused", true);
    await expect(heroVideo(page)).toHaveJSProperty("currentTime", 0);
    await expect(page.getByRole("button", { name: /video di sfondo/ })).toHaveCount(0);
  });

  test("with reduced motion asked for, the video does not start", async ({
    page,
    javaScriptOn,
  }) => {
    test.skip(!javaScriptOn, "playback is started by script");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoReady(page, packaging, javaScriptOn);
    const toggle = page.getByRole("button", { name: heroVideoLabels.it.play });
    await expect(toggle).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(heroVideo(page)).toHaveJSProperty("paused", true);
    await expect(heroVideo(page)).toHaveJSProperty("currentTime", 0);
  });

  test("otherwise the video plays and the visible button pauses and resumes it", async ({
    page,
    javaScriptOn,
  }) => {
    test.skip(!javaScriptOn, "playback is started by script");
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await gotoReady(page, packaging, javaScriptOn);
    const video = heroVideo(page);
    await expect(video).toHaveJSProperty("paused", false);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);

    const pause = page.getByRole("button", { name: heroVideoLabels.it.pause });
    await expect(pause).toBeVisible();
    await pause.focus();
    await expect(pause).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(video).toHaveJSProperty("paused", true);
    const play = page.getByRole("button", { name: heroVideoLabels.it.play });
    await expect(play).toBeFocused();
    await page.keyboard.press("Space");
    await expect(video).toHaveJSProperty("paused", false);
  });

  // The hero's button to the contact section: jump-links.spec.ts follows it.

  test(
    "the video player is embedded lower on the page with a title and the privacy-enhanced address",
    serverAnswer,
    async ({ page, javaScriptOn }) => {
      await gotoReady(page, packaging, javaScriptOn);
      const frame = main(page).locator("iframe");
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute("title", /.+/);
      await expect(frame).toHaveAttribute("src", site.packagingVideoUrl);
      await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\//);
      await expect(frame).toHaveAttribute("loading", "lazy");
      await expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
      await expect(frame).not.toBeInViewport();
      const box = await frame.boundingBox();
      expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 100) / 100).toBeCloseTo(
        16 / 9,
        1,
      );
    },
  );

  test(
    "the head describes the article, the service, the trail and the questions",
    serverAnswer,
    async ({ page, javaScriptOn }) => {
      await gotoReady(page, packaging, javaScriptOn);
      await expect(page).toHaveTitle(/^Packaging design \| /);
      const blocks = await jsonLdTypes(page);
      expect(blocks.map((block) => block["@type"])).toEqual(
        expect.arrayContaining(["Organization", "Article", "Service", "BreadcrumbList", "FAQPage"]),
      );
      expect(blocks.find((block) => block["@type"] === "Service")).toMatchObject({
        name: "Packaging Design",
      });
      const faq = blocks.find((block) => block["@type"] === "FAQPage");
      expect((faq?.mainEntity as unknown[]).length).toBe(5);
    },
  );

  test("without JavaScript the slide links move the portfolio and the testimonials", async ({
    page,
    javaScriptOn,
  }) => {
    test.skip(javaScriptOn, "the links are the carousel's controls without JavaScript");
    await gotoReady(page, packaging, javaScriptOn);
    const testimonials = main(page).getByRole("region", {
      name: "Testimonianze dei clienti di packaging design",
    });
    await expect(testimonials.getByRole("button")).toHaveCount(0);
    await testimonials.getByRole("link", { name: "Vai alla slide 3 di 3" }).click();
    await expect(page).toHaveURL(/#testimonianza-jp$/);
    await expect.poll(() => slideShown(page, "testimonianza-jp")).toBe(true);

    const works = main(page).getByRole("region", { name: "Progetti di packaging design" });
    const last = portfolioItems().at(-1);
    await works
      .getByRole("link", {
        name: `Vai alla slide ${portfolioItems().length} di ${portfolioItems().length}`,
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`#lavoro-${last?.slug}$`));
    await expect.poll(() => slideShown(page, `lavoro-${last?.slug}`)).toBe(true);
  });

  test("with JavaScript the next button moves the testimonials and the portfolio", async ({
    page,
    javaScriptOn,
  }) => {
    test.skip(!javaScriptOn, "an enhancement");
    await gotoReady(page, packaging, javaScriptOn);
    const testimonials = main(page).getByRole("region", {
      name: "Testimonianze dei clienti di packaging design",
    });
    await expect(ownStatus(testimonials)).toHaveText("1 di 3");
    await testimonials.getByRole("button", { name: "Successiva" }).click();
    await expect(ownStatus(testimonials)).toHaveText("2 di 3");
    await expect.poll(() => slideShown(page, "testimonianza-na")).toBe(true);

    const works = main(page).getByRole("region", { name: "Progetti di packaging design" });
    await works.getByRole("button", { name: "Successiva" }).click();
    await expect(ownStatus(works)).toHaveText(`2 di ${portfolioItems().length}`);
    await expect.poll(() => slideShown(page, `lavoro-${portfolioItems()[1]?.slug}`)).toBe(true);
  });
});

test.describe("packaging design: information request form", () => {
  const form = (page: Page) => page.locator("form#modulo-richiesta");

  async function fill(page: Page, email: string, privacy: boolean) {
    const f = form(page);
    if (privacy) await f.getByLabel(/informativa sulla privacy/).check();
    await f.getByLabel(label("Nome")).fill("Lucia");
    await f.getByLabel(label("Cognome")).fill("Amoruso");
    await f.getByLabel(label("Email")).fill(email);
    await f.getByLabel(label("Telefono")).fill("+39 080 123 4567");
    await f.getByLabel(label("Azienda")).fill("Frantoio Amoruso");
    await f
      .getByLabel(label("Descrivi il tuo progetto"))
      .fill("Un restyling delle etichette del nostro olio.");
  }

  test("a complete request is stored for the page and thanked on /grazie", async ({
    page,
    javaScriptOn,
    visitorIp,
  }) => {
    const email = uniqueEmail("frantoio");
    await gotoReady(page, packaging, javaScriptOn);
    await fill(page, email, true);
    await form(page).getByRole("button", { name: "Richiedi informazioni" }).click();
    await expect(page).toHaveURL(/\/grazie$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Grazie");

    expect(rowsFor(email)).toEqual([
      expect.objectContaining({
        nome: "Lucia",
        cognome: "Amoruso",
        telefono: "+39 080 123 4567",
        azienda: "Frantoio Amoruso",
        servizio: "packaging-design",
        source: "packaging-design",
        messaggio: "Un restyling delle etichette del nostro olio.",
        privacy_accepted: 1,
        newsletter_accepted: 0,
        ip_address: visitorIp,
      }),
    ]);
  });

  test("without the privacy consent nothing is stored and the visitor is told why", async ({
    page,
    javaScriptOn,
  }) => {
    const email = uniqueEmail("senza.privacy");
    await gotoReady(page, packaging, javaScriptOn);
    await fill(page, email, false);
    const response = javaScriptOn
      ? null
      : page.waitForResponse((r) => r.request().method() === "POST");
    await form(page).getByRole("button", { name: "Richiedi informazioni" }).click();
    if (response) expect((await response).status()).toBe(400);
    await expect(
      form(page).getByText("Devi accettare il trattamento dei dati personali per procedere."),
    ).toBeVisible();
    await expect(form(page).getByLabel(/informativa sulla privacy/)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(form(page).getByLabel(label("Email"))).toHaveValue(email);
    await expect(page).toHaveURL(new RegExp(`${packaging}$`));
    expect(rowsFor(email)).toHaveLength(0);
  });
});
