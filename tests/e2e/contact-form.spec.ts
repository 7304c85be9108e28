import type { Page } from "@playwright/test";
import { queryDb } from "../support/db";
import { waitForMail } from "../support/mail";
import { dataDir, expect, gotoReady, label, mailDir, serverAnswer, test } from "./fixtures";

type ContactRow = Record<string, unknown>;
const rowsFor = (email: string) =>
  queryDb<ContactRow>(
    dataDir(),
    "select * from contact_submissions where email = ? order by id",
    email,
  );

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;

const form = (page: Page) => page.locator("form#modulo-contatto");

async function fillContact(
  page: Page,
  values: { email: string; messaggio?: string; privacy?: boolean },
) {
  const f = form(page);
  // Consent first: a field validated on blur may show its message and move the box away
  // from under the pointer.
  if (values.privacy !== false) await f.getByLabel(/informativa sulla privacy/).check();
  await f.getByLabel(label("Nome")).fill("Maria");
  await f.getByLabel(label("Cognome")).fill("Bianchi");
  await f.getByLabel(label("Email")).fill(values.email);
  await f.getByLabel(label("Azienda")).fill("Forno Bianchi");
  await f.getByLabel(label("Servizio di interesse")).selectOption("content-marketing");
  await f
    .getByLabel(label("Messaggio"))
    .fill(values.messaggio ?? "Vorrei un piano editoriale per il nostro forno.");
}

const submit = (page: Page) => form(page).getByRole("button", { name: "Invia messaggio" }).click();

/** The same post a browser without JavaScript makes, for setting up a test quickly. */
const contactPost = (email: string, extra: Record<string, string> = {}) => ({
  form: {
    nome: "Luca",
    cognome: "Verdi",
    email,
    servizio: "altro",
    messaggio: "Una domanda",
    privacy_accepted: "on",
    ...extra,
  },
  maxRedirects: 0,
});

test.describe("contact form", () => {
  test("the page shows the hero, the four contact cards, the form and the FAQ", async ({
    page,
    javaScriptOn,
  }) => {
    await gotoReady(page, "/contatti", javaScriptOn);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      main.getByRole("link", { name: /Prenota una consulenza gratuita/ }),
    ).toHaveAttribute("target", "_blank");
    await expect(main.getByRole("link", { name: "Scopri i nostri servizi" })).toHaveAttribute(
      "href",
      "/servizi",
    );
    for (const title of ["E-mail", "Telefono", "WhatsApp", "Sede legale"]) {
      await expect(main.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(main.getByText("Ti rispondiamo entro 24 ore.")).toBeVisible();
    await expect(main.getByText("Dal lunedì al venerdì, 9:00-18:00.")).toBeVisible();
    await expect(main.locator("details")).toHaveCount(4);
    await main.getByText("La prima consulenza è davvero gratuita?").click();
    await expect(main.getByText(/30-45 minuti/)).toBeVisible();
    for (const label of ["Nome", "Cognome", "Email", "Servizio di interesse", "Messaggio"]) {
      await expect(form(page).locator("label", { hasText: label }).first()).toContainText("*");
    }
    await expect(form(page).getByLabel(label("Telefono"))).not.toHaveAttribute("required", /.*/);
  });

  test("a complete request is stored, e-mailed and thanked on /grazie", async ({
    page,
    javaScriptOn,
    visitorIp,
  }) => {
    const email = uniqueEmail("maria");
    await gotoReady(page, "/contatti", javaScriptOn);
    await fillContact(page, { email });
    // The advertising consent is apart from the privacy box, and unticked until ticked.
    const ads = form(page).getByLabel(/comunichi a Google e Meta/);
    await expect(ads).not.toBeChecked();
    await ads.check();
    await submit(page);
    await expect(page).toHaveURL(/\/grazie$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Grazie");
    await expect(page.getByRole("heading", { name: "Chiamata gratuita" })).toBeVisible();

    const [row] = rowsFor(email);
    expect(row).toMatchObject({
      nome: "Maria",
      cognome: "Bianchi",
      telefono: null,
      azienda: "Forno Bianchi",
      servizio: "content-marketing",
      privacy_accepted: 1,
      newsletter_accepted: 0,
      processed_at: null,
      source: "contatti",
      ip_address: visitorIp,
    });
    expect(String(row?.user_agent)).toMatch(/Chrome/);
    const [lead] = queryDb<{ stage: string; ad_consent_version: string; privacy_signal: number }>(
      dataDir(),
      "select stage, ad_consent_version, privacy_signal from leads where contact_id = ?",
      row?.id,
    );
    expect(lead).toEqual({ stage: "nuovo", ad_consent_version: "2026-12-03", privacy_signal: 0 });
    const days = (Number(row?.retention_expires_at) - Number(row?.created_at)) / 86_400_000;
    expect(days).toBe(730);

    const [ack] = await waitForMail(mailDir(), email);
    expect(ack?.subject).toContain("Abbiamo ricevuto la tua richiesta");
    // Anyone may type someone else's address: the visitor's own words stay out of it.
    for (const typed of ["Maria", "Bianchi", "Forno", "piano editoriale"])
      expect(ack?.text).not.toContain(typed);
    expect(ack?.text).toMatch(/Servizio\s+Content Marketing/);
    const today = new Intl.DateTimeFormat("it-IT", {
      dateStyle: "long",
      timeZone: "Europe/Rome",
    }).format(new Date());
    expect(ack?.text).toMatch(new RegExp(`Ricevuta il\\s+${today}`));
    const notifications = await waitForMail(mailDir(), "agenzia@example.com");
    expect(
      notifications.some(
        (mail) => mail.text?.includes(email) && mail.subject?.includes("Maria Bianchi"),
      ),
    ).toBe(true);
  });

  test("without the privacy consent nothing is sent and the visitor is told why", async ({
    page,
    javaScriptOn,
  }) => {
    const email = uniqueEmail("senza.privacy");
    await gotoReady(page, "/contatti", javaScriptOn);
    await fillContact(page, { email, privacy: false });
    const response = javaScriptOn
      ? null
      : page.waitForResponse((r) => r.request().method() === "POST");
    await submit(page);
    if (response) expect((await response).status()).toBe(400);
    await expect(
      form(page).getByText("Devi accettare il trattamento dei dati personali per procedere."),
    ).toBeVisible();
    await expect(form(page).getByLabel(/informativa sulla privacy/)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(form(page).getByLabel(label("Email"))).toHaveValue(email);
    await expect(form(page).getByLabel(label("Messaggio"))).toHaveValue(
      "Vorrei un piano editoriale per il nostro forno.",
    );
    expect(rowsFor(email)).toHaveLength(0);
  });

  test("missing fields are named next to each field", async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/contatti", javaScriptOn);
    await submit(page);
    const f = form(page);
    await expect(f.getByText("Inserisci il tuo nome.")).toBeVisible();
    await expect(f.getByText("Inserisci il tuo cognome.")).toBeVisible();
    await expect(f.getByText("Inserisci il tuo indirizzo e-mail.")).toBeVisible();
    await expect(f.getByText("Seleziona il servizio che ti interessa.")).toBeVisible();
    await expect(f.getByText("Scrivi il tuo messaggio.")).toBeVisible();
    await expect(f.getByLabel(label("Nome"))).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/contatti$/);
  });

  test("a wrong e-mail address and a message too long are refused, the rest is kept", async ({
    page,
    javaScriptOn,
  }) => {
    await gotoReady(page, "/contatti", javaScriptOn);
    await fillContact(page, { email: "maria@", messaggio: "a".repeat(5001) });
    await submit(page);
    const f = form(page);
    await expect(
      f.getByText("Inserisci un indirizzo e-mail valido, ad esempio nome@azienda.it."),
    ).toBeVisible();
    await expect(
      f.getByText("Il messaggio può contenere al massimo 5000 caratteri."),
    ).toBeVisible();
    await expect(f.getByLabel(label("Nome"))).toHaveValue("Maria");
    await expect(f.getByLabel(label("Servizio di interesse"))).toHaveValue("content-marketing");
  });

  test("the sixth request in an hour from one address is refused with the values kept", async ({
    page,
    request,
    javaScriptOn,
  }) => {
    for (let i = 0; i < 5; i += 1) {
      const response = await request.post("/contatti", contactPost(uniqueEmail("limite")));
      expect(response.status()).toBe(303);
    }
    const email = uniqueEmail("sesto");
    await gotoReady(page, "/contatti", javaScriptOn);
    await fillContact(page, { email });
    const response = javaScriptOn
      ? null
      : page.waitForResponse((r) => r.request().method() === "POST");
    await submit(page);
    if (response) expect((await response).status()).toBe(429);
    const alert = form(page).getByRole("alert");
    await expect(alert).toContainText("Limite raggiunto");
    await expect(alert).toContainText("Hai raggiunto il limite di invii. Riprova tra un'ora.");
    await expect(form(page).getByLabel(label("Email"))).toHaveValue(email);
    expect(rowsFor(email)).toHaveLength(0);
  });

  test(
    "a request that fails validation does not count towards the limit",
    serverAnswer,
    async ({ request }) => {
      for (let i = 0; i < 6; i += 1) {
        const response = await request.post(
          "/contatti",
          contactPost("non-valida", { privacy_accepted: "" }),
        );
        expect(response.status()).toBe(400);
      }
      expect((await request.post("/contatti", contactPost(uniqueEmail("ok")))).status()).toBe(303);
    },
  );

  test(
    "a line break or a control character is refused by its field, and nothing is stored",
    serverAnswer,
    async ({ request }) => {
      const email = uniqueEmail("a.capo");
      const response = await request.post(
        "/contatti",
        contactPost(email, {
          nome: "Luca\r\nBcc: vittima@example.com",
          messaggio: "Una domanda\u0000",
        }),
      );
      expect(response.status()).toBe(400);
      const answer = await response.text();
      expect(answer).toContain("Il nome non può contenere a capo o caratteri di controllo.");
      expect(answer).toContain("Il messaggio non può contenere caratteri di controllo.");
      expect(rowsFor(email)).toHaveLength(0);
    },
  );

  test("an address in other scripts: the domain is kept as punycode, a local part is refused", async ({
    page,
    request,
    javaScriptOn,
  }) => {
    test.skip(javaScriptOn, "the server's answer, the same with JavaScript");
    const local = `idn.${Date.now()}`;
    expect((await request.post("/contatti", contactPost(`${local}@例子.广告`))).status()).toBe(303);
    expect(rowsFor(`${local}@xn--fsqu00a.xn--4rr70v`)).toHaveLength(1);

    await gotoReady(page, "/contatti", javaScriptOn);
    await fillContact(page, { email: "josé@example.it" });
    await submit(page);
    await expect(
      form(page).getByText("Non riusciamo a scrivere a indirizzi con lettere accentate"),
    ).toBeVisible();
    await expect(form(page).getByLabel(label("Email"))).toHaveValue("josé@example.it");
  });

  test(
    "a filled honeypot looks like success and stores nothing",
    serverAnswer,
    async ({ request }) => {
      const email = uniqueEmail("bot");
      const response = await request.post(
        "/contatti",
        contactPost(email, { sito_web: "http://spam.example" }),
      );
      expect(response.status()).toBe(303);
      expect(response.headers().location).toBe("/grazie");
      expect(rowsFor(email)).toHaveLength(0);
    },
  );

  test(
    "a forged post is refused with 400 and stores nothing",
    serverAnswer,
    async ({ request }) => {
      const email = uniqueEmail("forgiato");
      const response = await request.post(
        "/contatti",
        contactPost(email, { servizio: "'; drop table x; --" }),
      );
      expect(response.status()).toBe(400);
      expect(rowsFor(email)).toHaveLength(0);
    },
  );

  test("a body far larger than any real form is refused", serverAnswer, async ({ request }) => {
    const response = await request.post(
      "/contatti",
      contactPost(uniqueEmail("enorme"), { messaggio: "x".repeat(100_000) }),
    );
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain("supera la dimensione consentita");
  });

  test(
    "with the newsletter consent the visitor also becomes a pending subscriber",
    serverAnswer,
    async ({ request }) => {
      const email = uniqueEmail("con.newsletter");
      expect(
        (
          await request.post("/contatti", contactPost(email, { newsletter_accepted: "on" }))
        ).status(),
      ).toBe(303);
      const [subscriber] = queryDb(
        dataDir(),
        "select status, nome, source from newsletter_subscribers where email = ?",
        email,
      );
      expect(subscriber).toEqual({ status: "pending", nome: "Luca", source: "contatti" });
      const mails = await waitForMail(mailDir(), email, 2);
      const confirmation = mails.find((mail) =>
        mail.subject?.includes("Conferma la tua iscrizione"),
      );
      expect(confirmation?.text).toMatch(/^Ciao,$/m);
      expect(confirmation?.text).not.toContain("Luca");
    },
  );
});

test("with JavaScript the button says 'Invio in corso...' while sending", async ({
  page,
  javaScriptOn,
}) => {
  test.skip(!javaScriptOn, "pending state is an enhancement");
  await page.route("**/contatti*", async (route) => {
    if (route.request().method() === "POST")
      await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await gotoReady(page, "/contatti", javaScriptOn);
  await fillContact(page, { email: uniqueEmail("attesa") });
  await submit(page);
  await expect(form(page).getByRole("button", { name: "Invio in corso..." })).toBeDisabled();
  await expect(page).toHaveURL(/\/grazie$/);
});
