import type { Page } from "@playwright/test";
import { queryDb } from "../support/db";
import { waitForMail } from "../support/mail";
import { dataDir, expect, gotoReady, label, mailDir, serverAnswer, test } from "./fixtures";

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;
const rowsFor = (email: string) =>
  queryDb(dataDir(), "select * from event_registrations where email = ? order by id", email);
const form = (page: Page) => page.locator("form#modulo-iscrizione");
const submitButton = (page: Page) => form(page).getByRole("button", { name: "Iscriviti" });

async function fillRequired(page: Page, email: string) {
  const f = form(page);
  await f.getByLabel(label("Nome")).fill("Paolo");
  await f.getByLabel(label("Cognome")).fill("Neri");
  await f.getByLabel(label("Email")).fill(email);
}

test("with no event ahead the page says so and leads on; the form offers the open courses", async ({
  page,
  javaScriptOn,
}) => {
  await gotoReady(page, "/iscrizioni", javaScriptOn);
  const main = page.getByRole("main");
  const ahead = main.getByRole("region", { name: "Prossimi eventi" });
  await expect(ahead.getByText("Nessun evento in programma")).toBeVisible();
  await expect(ahead.getByRole("link", { name: "newsletter" })).toHaveAttribute(
    "href",
    "/newsletter",
  );
  await expect(
    ahead.getByRole("link", { name: "scrivici dal modulo di contatto" }),
  ).toHaveAttribute("href", "/contatti");
  // The 2025 events are past: neither is offered any more.
  await expect(main.getByText("Workshop AI Generativa")).toHaveCount(0);
  await expect(form(page).getByLabel(label("Evento o corso")).locator("option")).toHaveText([
    "Seleziona un evento o un corso",
    "Corso Social Media Marketing Essentials",
    "Corso Content Creation Mastery",
    "Corso Google Ads & Facebook Ads",
    "Corso Complete Digital Strategy",
  ]);
});

test(
  "a post for an event that is over is refused by its field, the values kept",
  serverAnswer,
  async ({ request }) => {
    const email = uniqueEmail("passato");
    const response = await request.post("/iscrizioni", {
      form: {
        nome: "Anna",
        cognome: "Gialli",
        email,
        evento: "workshop-ai-generativa",
        privacy_accepted: "on",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(409);
    const page = await response.text();
    expect(page).toContain("Le iscrizioni a questo evento sono chiuse.");
    expect(page).toContain(`value="${email}"`);
    expect(rowsFor(email)).toHaveLength(0);
  },
);

test("?evento= preselects the event", async ({ page, javaScriptOn }) => {
  await gotoReady(page, "/iscrizioni?evento=content-creation-mastery", javaScriptOn);
  await expect(form(page).getByLabel(label("Evento o corso"))).toHaveValue(
    "content-creation-mastery",
  );
  await gotoReady(page, "/iscrizioni?evento=inesistente", javaScriptOn);
  await expect(form(page).getByLabel(label("Evento o corso"))).toHaveValue("");
});

test("a registration is stored and confirmed by e-mail with a link to cancel it", async ({
  page,
  javaScriptOn,
  visitorIp,
}) => {
  const email = uniqueEmail("paolo");
  await gotoReady(page, "/iscrizioni?evento=content-creation-mastery", javaScriptOn);
  await fillRequired(page, email);
  await form(page).getByLabel(label("Messaggio (facoltativo)")).fill("Porto un collega.");
  await form(page)
    .getByLabel(/informativa sulla privacy/)
    .check();
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/grazie$/);

  const [row] = rowsFor(email);
  expect(row).toMatchObject({
    nome: "Paolo",
    cognome: "Neri",
    telefono: null,
    azienda: null,
    evento: "content-creation-mastery",
    status: "confermata",
    messaggio: "Porto un collega.",
    privacy_accepted: 1,
    newsletter_accepted: 0,
    ip_address: visitorIp,
  });
  const [confirmation] = await waitForMail(mailDir(), email);
  expect(confirmation?.subject).toContain("Iscrizione confermata");
  expect(confirmation?.text).not.toContain("Paolo");
  expect(confirmation?.text).not.toContain("Porto un collega.");
  expect(confirmation?.text).toMatch(/\/iscrizioni\/annulla\?t=/);
  const notifications = await waitForMail(mailDir(), "agenzia@example.com");
  expect(notifications.some((mail) => mail.subject?.includes("Nuova iscrizione: Paolo Neri"))).toBe(
    true,
  );
});

test(
  "a line break in a one-line field is refused by its field",
  serverAnswer,
  async ({ request }) => {
    const email = uniqueEmail("a.capo");
    const response = await request.post("/iscrizioni", {
      form: {
        nome: "Anna",
        cognome: "Gialli",
        email,
        azienda: "Gialli\nSrl",
        evento: "google-facebook-ads",
        privacy_accepted: "on",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(
      "azienda non può contenere a capo o caratteri di controllo.",
    );
    expect(rowsFor(email)).toHaveLength(0);
  },
);

test(
  "a course without a date is confirmed without a calendar file",
  serverAnswer,
  async ({ request }) => {
    const email = uniqueEmail("corso");
    const response = await request.post("/iscrizioni", {
      form: {
        nome: "Anna",
        cognome: "Gialli",
        email,
        evento: "google-facebook-ads",
        privacy_accepted: "on",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const [confirmation] = await waitForMail(mailDir(), email);
    expect(confirmation?.attachments).toHaveLength(0);
  },
);

test("with JavaScript the button waits for the required fields and the consent", async ({
  page,
  javaScriptOn,
}) => {
  test.skip(!javaScriptOn, "an enhancement");
  await gotoReady(page, "/iscrizioni", javaScriptOn);
  // On a fresh page, before any key is pressed.
  await expect(submitButton(page)).toBeDisabled();
  await fillRequired(page, uniqueEmail("attesa"));
  await form(page).getByLabel(label("Evento o corso")).selectOption("google-facebook-ads");
  await expect(submitButton(page)).toBeDisabled();
  await form(page)
    .getByLabel(/informativa sulla privacy/)
    .check();
  await expect(submitButton(page)).toBeEnabled();
});

test("with JavaScript the fields are disabled while sending", async ({ page, javaScriptOn }) => {
  test.skip(!javaScriptOn, "an enhancement");
  await page.route("**/iscrizioni*", async (route) => {
    if (route.request().method() === "POST")
      await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await gotoReady(page, "/iscrizioni?evento=content-creation-mastery", javaScriptOn);
  await fillRequired(page, uniqueEmail("invio"));
  await form(page)
    .getByLabel(/informativa sulla privacy/)
    .check();
  await submitButton(page).click();
  await expect(form(page).getByRole("button", { name: "Invio in corso..." })).toBeDisabled();
  await expect(form(page).getByLabel(label("Nome"))).toBeDisabled();
  await expect(page).toHaveURL(/\/grazie$/);
});

test("without JavaScript the server says what is missing", async ({ page, javaScriptOn }) => {
  test.skip(javaScriptOn, "the button is disabled with JavaScript");
  await page.goto("/iscrizioni");
  await form(page).getByLabel(label("Nome")).fill("Paolo");
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await submitButton(page).click();
  expect((await response).status()).toBe(400);
  const f = form(page);
  await expect(f.getByText("Inserisci il tuo cognome.")).toBeVisible();
  await expect(f.getByText("Inserisci il tuo indirizzo e-mail.")).toBeVisible();
  await expect(f.getByText("Scegli l'evento o il corso a cui vuoi iscriverti.")).toBeVisible();
  await expect(
    f.getByText("Devi accettare il trattamento dei dati personali per procedere."),
  ).toBeVisible();
  await expect(f.getByLabel(label("Nome"))).toHaveValue("Paolo");
});

test(
  "registrations have a per-address limit too, and a honeypot",
  serverAnswer,
  async ({ request }) => {
    const post = (email: string, extra: Record<string, string> = {}) =>
      request.post("/iscrizioni", {
        form: {
          nome: "A",
          cognome: "B",
          email,
          evento: "content-creation-mastery",
          privacy_accepted: "on",
          ...extra,
        },
        maxRedirects: 0,
      });
    const bot = uniqueEmail("bot");
    expect((await post(bot, { sito_web: "x" })).status()).toBe(303);
    expect(rowsFor(bot)).toHaveLength(0);
    for (let i = 0; i < 5; i += 1) expect((await post(uniqueEmail("limite"))).status()).toBe(303);
    const response = await post(uniqueEmail("sesta"));
    expect(response.status()).toBe(429);
    expect(await response.text()).toContain(
      "Hai raggiunto il limite di iscrizioni. Riprova tra un'ora.",
    );
  },
);

test("a wrong e-mail and a message too long are named, the rest is kept", async ({
  page,
  javaScriptOn,
}) => {
  await gotoReady(page, "/iscrizioni?evento=complete-digital-strategy", javaScriptOn);
  await form(page)
    .getByLabel(/informativa sulla privacy/)
    .check();
  await fillRequired(page, "paolo@");
  await form(page).getByLabel(label("Messaggio (facoltativo)")).fill("m".repeat(5001));
  await submitButton(page).click();
  const f = form(page);
  await expect(
    f.getByText("Inserisci un indirizzo e-mail valido, ad esempio nome@azienda.it."),
  ).toBeVisible();
  await expect(f.getByText("Il messaggio può contenere al massimo 5000 caratteri.")).toBeVisible();
  await expect(f.getByLabel(label("Nome"))).toHaveValue("Paolo");
  await expect(f.getByLabel(label("Evento o corso"))).toHaveValue("complete-digital-strategy");
  expect(rowsFor("paolo@")).toHaveLength(0);
});
