import type { Page } from "@playwright/test";
import type { PageImage } from "../../app/features/pages/page-fields";
import { queryDb } from "../support/db";
import { storedPage, storedPagesById } from "../support/pages";
import {
  allowAxeRuns,
  expectNoViolations,
  runAxeWithSiteScriptsOnlyInScriptedProject,
  siteScriptsRun,
  themes,
  type ThemeName,
} from "./axe-support";
import { dataDir, expect, gotoReady, label, serverAnswer, test } from "./fixtures";

const path = "/servizi/stand-fieristici";

/** The page's entry as the database holds it, with the questions and reviews it names. */
function stands() {
  const entry = storedPage(dataDir(), "service", "stand-fieristici");
  return {
    title: entry.title,
    ...entry.fields,
    faqItems: storedPagesById(dataDir(), "faq-item", entry.fields.faq.items),
    reviews: storedPagesById(dataDir(), "testimonial", entry.fields.testimonials.items),
  };
}

/** The request dialog: its element's id is also the query that opens it without JavaScript. */
const requestDialog = { id: "richiesta", closeLabel: "Chiudi" } as const;

/** The id of the slide that shows a project's image: the image's name. */
const imageId = (image: PageImage | undefined) =>
  image && "illustration" in image
    ? image.illustration
    : image?.src
        .split("/")
        .pop()
        ?.replace(/\.[^.]+$/, "");

const main = (page: Page) => page.getByRole("main");
const dialog = (page: Page) => page.getByRole("dialog", { name: stands().dialog.title });
const dialogForm = (page: Page) => page.locator("form#modulo-richiesta-dialogo");
const contactForm = (page: Page) => page.locator("#contatti form#modulo-richiesta");
/** The hero's control: a link to the open dialog without JavaScript, a button with it. */
const trigger = (page: Page, javaScriptOn: boolean) =>
  main(page)
    .getByRole(javaScriptOn ? "button" : "link", { name: stands().hero.action, exact: true })
    .first();

const rowsFor = (email: string) =>
  queryDb<Record<string, unknown>>(
    dataDir(),
    "select * from contact_submissions where email = ? order by id",
    email,
  );

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.com`;

async function fillRequest(form: ReturnType<Page["locator"]>, email: string) {
  // Consent first: a field validated on blur may show its message and move the box away.
  await form.getByLabel(/informativa sulla privacy/).check();
  await form.getByLabel(label("Nome")).fill("Anna");
  await form.getByLabel(label("Cognome")).fill("Ferri");
  await form.getByLabel(label("Email")).fill(email);
  await form.getByLabel(label("Azienda")).fill("Caseificio Ferri");
  await form
    .getByLabel(label("Descrivi il tuo progetto"))
    .fill("Uno stand di 16 m² per Cibus a maggio.");
}

function expectStoredRequest(email: string) {
  const rows = rowsFor(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    nome: "Anna",
    cognome: "Ferri",
    azienda: "Caseificio Ferri",
    telefono: null,
    servizio: "stand-fieristici",
    source: "stand-fieristici",
    messaggio: "Uno stand di 16 m² per Cibus a maggio.",
    privacy_accepted: 1,
  });
}

test.describe("stand fieristici", () => {
  test(
    "the page shows the trail, the story since 2017, services, projects, reviews, FAQ, reasons and contacts",
    serverAnswer,
    async ({ page, javaScriptOn }) => {
      const content = stands();
      const response = await gotoReady(page, path, javaScriptOn);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(content.title);

      const trail = main(page).getByRole("navigation", { name: "Percorso di navigazione" });
      await expect(trail.getByRole("link", { name: "Servizi" })).toHaveAttribute(
        "href",
        "/servizi",
      );
      await expect(trail.getByText("Stand Fieristici")).toHaveAttribute("aria-current", "page");

      await expect(main(page).getByRole("region", { name: "Chi siamo" })).toContainText("Dal 2017");

      const services = main(page)
        .getByRole("region", { name: content.offer.title })
        .getByRole("heading", { level: 3 });
      await expect(services).toHaveText(content.offer.items.map((service) => service.title));

      const projects = main(page).locator("#progetti");
      await expect(
        projects.getByRole("region", { name: content.projects.carouselLabel }),
      ).toHaveAttribute("aria-roledescription", "carosello");
      await expect(projects.getByRole("article")).toHaveCount(content.projects.items.length);
      for (const project of content.projects.items) {
        const card = projects.getByRole("article", { name: project.title });
        await expect(card.getByText(`Anno ${project.year}`, { exact: true })).toBeAttached();
        await expect(card.getByText(project.category, { exact: true })).toBeAttached();
        const images = card.getByRole("region", { name: `Immagini del progetto ${project.title}` });
        await expect(images.locator("img")).toHaveCount(project.images.length);
      }
      const ids = await page
        .locator("[id]")
        .evaluateAll((elements) => elements.map((element) => element.id));
      expect(ids.length).toBe(new Set(ids).size);

      const reviews = main(page).getByRole("region", { name: content.testimonials.title });
      await expect(reviews.getByRole("figure")).toHaveCount(content.reviews.length);
      await expect(reviews.getByText("Valutazione: 5 su 5")).toHaveCount(content.reviews.length);
      for (const review of content.reviews) {
        await expect(reviews.getByText(review.fields.text)).toBeVisible();
        await expect(reviews.getByText(review.fields.source)).toBeVisible();
      }

      const reasons = main(page)
        .getByRole("region", { name: content.benefits.title })
        .getByRole("heading", { level: 3 });
      await expect(reasons).toHaveCount(4);

      const contact = main(page).locator("#contatti");
      await expect(contact.locator("form#modulo-richiesta")).toBeVisible();
      for (const time of [
        "Consulenza telefonica",
        "entro 2 ore",
        "Preventivo dettagliato",
        "entro 24 ore",
        "da 1 settimana",
      ]) {
        await expect(contact.getByText(time, { exact: true })).toBeVisible();
      }
      await expect(contact.getByText(/almeno 3-4 mesi prima/)).toBeVisible();
    },
  );

  test("the FAQ has five questions, one open at a time, and closes again", async ({
    page,
    javaScriptOn,
  }) => {
    const content = stands();
    await gotoReady(page, path, javaScriptOn);
    const faq = main(page).getByRole("region", { name: content.faq.title });
    await expect(faq.locator("details")).toHaveCount(5);
    const [first, second] = content.faqItems;
    await faq.getByText(first?.title ?? "").click();
    await expect(faq.getByText(first?.fields.answer ?? "")).toBeVisible();
    await expect(faq.getByText(/almeno 3-4 mesi prima della fiera/)).toBeVisible();
    await faq.getByText(second?.title ?? "").click();
    await expect(faq.getByText(second?.fields.answer ?? "")).toBeVisible();
    await expect(faq.getByText(first?.fields.answer ?? "")).toBeHidden();
    await expect(faq.locator("details[open]")).toHaveCount(1);
    await faq.getByText(second?.title ?? "").click();
    await expect(faq.locator("details[open]")).toHaveCount(0);
  });

  // The hero's second button, to the projects: jump-links.spec.ts follows it.

  test(
    "the head describes the article, the service, the trail and the FAQ",
    serverAnswer,
    async ({ page, javaScriptOn, baseURL }) => {
      await gotoReady(page, path, javaScriptOn);
      const blocks = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text) as Record<string, unknown>);
      const types = blocks.map((block) => block["@type"]);
      expect(types).toEqual(
        expect.arrayContaining(["Organization", "Article", "Service", "BreadcrumbList", "FAQPage"]),
      );
      const trail = blocks.find((block) => block["@type"] === "BreadcrumbList");
      expect(trail?.itemListElement).toEqual([
        { "@type": "ListItem", position: 1, name: "Servizi", item: `${baseURL}/servizi` },
        { "@type": "ListItem", position: 2, name: "Stand Fieristici", item: `${baseURL}${path}` },
      ]);
      const faq = blocks.find((block) => block["@type"] === "FAQPage");
      expect(faq?.mainEntity).toHaveLength(5);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${baseURL}${path}`,
      );
    },
  );

  test("the contact section's form stores the request and thanks on /grazie", async ({
    page,
    javaScriptOn,
  }) => {
    const email = uniqueEmail("contatti.stand");
    await gotoReady(page, `${path}#contatti`, javaScriptOn);
    await fillRequest(contactForm(page), email);
    await contactForm(page).getByRole("button", { name: "Richiedi informazioni" }).click();
    await expect(page).toHaveURL(/\/grazie$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Grazie");
    expectStoredRequest(email);
  });

  test("errors of the contact section's form stay in that form, not in the dialog", async ({
    page,
    javaScriptOn,
  }) => {
    await gotoReady(page, path, javaScriptOn);
    await contactForm(page).getByLabel(label("Nome")).fill("Anna");
    await contactForm(page).getByRole("button", { name: "Richiedi informazioni" }).click();
    await expect(contactForm(page).getByText("Inserisci il tuo cognome.")).toBeVisible();
    await expect(contactForm(page).getByLabel(label("Nome"))).toHaveValue("Anna");
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
});

test("without JavaScript the slide links move between projects and between a project's images", async ({
  page,
  javaScriptOn,
}) => {
  test.skip(javaScriptOn, "the links are the carousels' controls without JavaScript");
  const { projects: content } = stands();
  await gotoReady(page, path, false);
  const projects = main(page).getByRole("region", { name: content.carouselLabel });
  const [, second] = content.items;
  const total = content.items.length;
  await expect(page.locator(`#progetto-${second?.anchor}`)).not.toBeInViewport();
  await projects.getByRole("link", { name: `Vai alla slide 2 di ${total}` }).click();
  await expect(page.locator(`#progetto-${second?.anchor}`)).toBeInViewport({ ratio: 0.9 });

  const images = projects.getByRole("region", { name: `Immagini del progetto ${second?.title}` });
  const third = imageId(second?.images[2] ?? undefined);
  await expect(page.locator(`#slide-${third}`)).not.toBeInViewport();
  await images.getByRole("link", { name: "Vai alla slide 3 di 3" }).click();
  await expect(page).toHaveURL(new RegExp(`#slide-${third}$`));
  await expect(page.locator(`#slide-${third}`)).toBeInViewport({ ratio: 0.9 });
  await expect(page.locator(`#progetto-${second?.anchor}`)).toBeInViewport({ ratio: 0.9 });
});

test.describe("the information request dialog without JavaScript", () => {
  test.skip(
    ({ javaScriptEnabled }) => javaScriptEnabled !== false,
    "the link and the page's own URL are the dialog's controls",
  );

  test("the hero's link shows the dialog with its form; the close link goes back to the page", async ({
    page,
  }) => {
    await gotoReady(page, path, false);
    await expect(dialog(page)).toHaveCount(0);
    await trigger(page, false).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?richiesta=1#richiesta$`));
    await expect(dialog(page)).toBeVisible();
    await expect(
      dialog(page).getByRole("heading", { level: 2, name: stands().dialog.title }),
    ).toBeVisible();
    await expect(dialogForm(page).getByLabel(label("Nome"))).toBeVisible();
    await expect(dialogForm(page).getByLabel(label("Descrivi il tuo progetto"))).toBeVisible();

    await dialog(page).getByRole("link", { name: requestDialog.closeLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(dialog(page)).toHaveCount(0);
    await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an incomplete request answers 400 and shows the errors inside the dialog, values kept", async ({
    page,
  }) => {
    await gotoReady(page, `${path}?richiesta=1`, false);
    await dialogForm(page).getByLabel(label("Nome")).fill("Anna");
    await dialogForm(page).getByLabel(label("Azienda")).fill("Caseificio Ferri");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await dialogForm(page).getByRole("button", { name: "Richiedi informazioni" }).click();
    expect((await response).status()).toBe(400);

    await expect(dialog(page)).toBeVisible();
    for (const message of [
      "Inserisci il tuo cognome.",
      "Inserisci il tuo indirizzo e-mail.",
      "Scrivi il tuo messaggio.",
      "Devi accettare il trattamento dei dati personali per procedere.",
    ]) {
      await expect(dialogForm(page).getByText(message)).toBeVisible();
    }
    await expect(dialogForm(page).getByLabel(label("Cognome"))).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(dialogForm(page).getByLabel(label("Nome"))).toHaveValue("Anna");
    await expect(dialogForm(page).getByLabel(label("Azienda"))).toHaveValue("Caseificio Ferri");
    await expect(contactForm(page).getByText("Inserisci il tuo cognome.")).toHaveCount(0);
    await expect(contactForm(page).getByLabel(label("Nome"))).toHaveValue("");
  });

  test("a complete request from the dialog is stored and thanked on /grazie", async ({ page }) => {
    const email = uniqueEmail("dialogo.senza.js");
    await gotoReady(page, path, false);
    await trigger(page, false).click();
    await fillRequest(dialogForm(page), email);
    await dialogForm(page).getByRole("button", { name: "Richiedi informazioni" }).click();
    await expect(page).toHaveURL(/\/grazie$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Grazie");
    expectStoredRequest(email);
  });
});

test.describe("the information request dialog with JavaScript", () => {
  test.skip(
    ({ javaScriptEnabled }) => javaScriptEnabled === false,
    "the modal dialog is an enhancement",
  );

  const isModal = (page: Page) =>
    page.locator(`dialog#${requestDialog.id}`).evaluate((element) => element.matches(":modal"));
  const focusInDialog = (page: Page) =>
    page.evaluate((id) => document.activeElement?.closest("dialog")?.id === id, requestDialog.id);
  const pageScrolls = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).overflow !== "hidden");

  test("the button opens a modal dialog that keeps focus inside, closes on Escape and returns focus", async ({
    page,
  }) => {
    await gotoReady(page, path, true);
    const button = trigger(page, true);
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await expect(dialog(page)).toBeHidden();

    await button.click();
    await expect(dialog(page)).toBeVisible();
    expect(await isModal(page)).toBe(true);
    expect(await focusInDialog(page)).toBe(true);
    expect(await pageScrolls(page)).toBe(false);

    const stops = await dialog(page)
      .locator("a[href], button, input:not([tabindex='-1']), textarea")
      .evaluateAll(
        (elements) => elements.filter((element) => element.getClientRects().length > 0).length,
      );
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press("Tab");
      expect(await focusInDialog(page)).toBe(true);
    }
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInDialog(page)).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
    expect(await pageScrolls(page)).toBe(true);
  });

  test("the close button closes the dialog and returns focus to the opener", async ({ page }) => {
    await gotoReady(page, path, true);
    await trigger(page, true).click();
    await dialog(page).getByRole("button", { name: requestDialog.closeLabel }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(trigger(page, true)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });

  test("a page loaded with the dialog's URL opens it as a modal; closing it leaves the URL", async ({
    page,
  }) => {
    await gotoReady(page, `${path}?richiesta=1`, true);
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => isModal(page)).toBe(true);
    expect(await focusInDialog(page)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(trigger(page, true)).toBeFocused();
  });

  test("missing fields are named inside the dialog without leaving it", async ({ page }) => {
    await gotoReady(page, path, true);
    await trigger(page, true).click();
    await dialogForm(page).getByLabel(label("Nome")).fill("Anna");
    await dialogForm(page).getByRole("button", { name: "Richiedi informazioni" }).click();
    await expect(dialogForm(page).getByText("Inserisci il tuo cognome.")).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    await expect(dialogForm(page).getByLabel(label("Nome"))).toHaveValue("Anna");
  });

  test("a complete request from the dialog is stored and thanked on /grazie", async ({ page }) => {
    const email = uniqueEmail("dialogo.con.js");
    await gotoReady(page, path, true);
    await trigger(page, true).click();
    await fillRequest(dialogForm(page), email);
    await dialogForm(page).getByRole("button", { name: "Richiedi informazioni" }).click();
    await expect(page).toHaveURL(/\/grazie$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Grazie");
    expectStoredRequest(email);
    expect(await pageScrolls(page)).toBe(true);
  });

  test("the arrow keys move a project's images without moving the projects", async ({ page }) => {
    // The carousel scrolls smoothly for a visitor who did not ask for less motion: the
    // suite's default (reduced) would only ever test its jumps.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    const { projects: content } = stands();
    await gotoReady(page, path, true);
    const projects = main(page).getByRole("region", { name: content.carouselLabel });
    const first = content.items[0];
    const images = projects.getByRole("region", { name: `Immagini del progetto ${first?.title}` });
    const outerStatus = projects.locator('[aria-live="polite"]').last();
    const innerStatus = images.locator('[aria-live="polite"]');
    await expect(innerStatus).toHaveText("1 di 3");
    await images.locator(`#progetto-${first?.anchor}-immagini-slide`).focus();
    await page.keyboard.press("ArrowRight");
    await expect(innerStatus).toHaveText("2 di 3");
    await expect(outerStatus).toHaveText(`1 di ${content.items.length}`);
    await projects.locator("#progetti-carosello-slide").focus();
    await page.keyboard.press("ArrowRight");
    await expect(outerStatus).toHaveText(`2 di ${content.items.length}`);
  });
});

test.describe("axe with the dialog open", () => {
  runAxeWithSiteScriptsOnlyInScriptedProject();

  test("axe finds nothing with the dialog open, in every theme", async ({ page }) => {
    const names = Object.keys(themes) as ThemeName[];
    allowAxeRuns(names.length);
    const scripts = siteScriptsRun();
    // Opened once: the other themes are switched in place, with the dialog still open.
    if (scripts) {
      await gotoReady(page, path, true);
      await trigger(page, true).click();
    } else {
      await gotoReady(page, `${path}?richiesta=1`, false);
    }
    await expect(dialog(page)).toBeVisible();
    await expectNoViolations(
      page,
      "the dialog",
      names.filter((name) => name !== "chiaro"),
    );
    await expect(dialog(page)).toBeVisible();
  });
});
