import type { Page } from "@playwright/test";
import { honeypotField } from "../../app/utils/honeypot";
import { queryDb, writeDb } from "../support/db";
import { startLeadReceiver } from "../support/fake-lead-receiver";
import { startFakeMetaApi } from "../support/fake-meta-capi";
import { startServer } from "../support/server";
import { createStaffAccount, signInByPost, staff } from "../support/users";
import { open, press, redirected } from "./admin-support";
import {
  allowAxeRuns,
  expectNoViolations,
  runAxeWithSiteScriptsOnlyInScriptedProject,
  sameMarkup,
  siteScriptsRun,
} from "./axe-support";
import { expect, test } from "./fixtures";

const pagePath = "/admin/lead/webhook";
const urlField = (page: Page) => page.getByLabel("URL del webhook");
const secretShown = async (page: Page) => (await page.getByText(/^whsec_/).textContent()) ?? "";

/** What the activity log says of the settings' changes, oldest first. */
const settingsChanges = (dataDir: string) =>
  queryDb<{ subject: string }>(
    dataDir,
    "select subject from staff_activity where action = 'settings-changed' order by id",
  ).map((entry) => entry.subject);

/** A visitor's contact, posted to `siteUrl` as the form sends it. */
async function sendContact(
  page: Page,
  siteUrl: string,
  email: string,
  more: Record<string, string> = {},
) {
  const answer = await page.request.post(`${siteUrl}/contatti`, {
    form: {
      nome: "Elena",
      cognome: "Lupo",
      email,
      servizio: "social-media",
      messaggio: "Vorrei un preventivo per la fiera di primavera.",
      privacy_accepted: "on",
      [honeypotField]: "",
      ...more,
    },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
}

// A server of its own: the webhook is the whole site's setting, and this one may call the
// receiver on 127.0.0.1 (SYNC_ALLOW_PRIVATE), which the shared server refuses.
test("an admin sets the webhook, the CRM gets each new lead signed, and a dead event is resent", async ({
  page,
  javaScriptOn,
}) => {
  test.setTimeout(60_000);
  const receiver = await startLeadReceiver();
  const server = await startServer({ SYNC_ALLOW_PRIVATE: "1" });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  try {
    await createStaffAccount(server.dataDir, staff.admin);
    await signInByPost(page, server.url, staff.admin);
    await open(page, `${server.url}/admin/lead`, javaScriptOn);
    await page.getByRole("link", { name: "Webhook", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Webhook dei lead" })).toBeVisible();
    await expect(page.getByText("Nessun webhook attivo")).toBeVisible();
    if (javaScriptOn) await open(page, `${server.url}${pagePath}`, javaScriptOn);

    // Refused by its field, even where private addresses are allowed; what was typed is kept.
    await urlField(page).fill("http://169.254.169.254/lead");
    expect(await press(page, "Salva l'indirizzo")).toBe(400);
    await expect(page.getByText("quello dei metadati del server cloud")).toBeVisible();
    await expect(urlField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(urlField(page)).toHaveValue("http://169.254.169.254/lead");
    expect(
      queryDb(server.dataDir, "select key from settings where key like 'leads.webhook%'"),
    ).toEqual([]);

    await urlField(page).fill(receiver.url);
    expect(await press(page, "Salva l'indirizzo")).toBe(redirected(javaScriptOn));
    await expect(page.getByRole("status")).toContainText("Indirizzo del webhook salvato");
    const secret = await secretShown(page);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    receiver.trust(secret);

    // A visitor writes: the CRM receives the lead, verified with the secret shown.
    await sendContact(page, server.url, "elena.lupo@example.com");
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    expect(receiver.forged()).toBe(0);
    expect(receiver.received[0]).toMatchObject({
      type: "lead.created",
      data: { stage: "nuovo", person: { email: "elena.lupo@example.com", last_name: "Lupo" } },
    });
    await open(page, `${server.url}${pagePath}`, javaScriptOn);
    const row = page.getByRole("row").filter({ hasText: "Nuovo lead" });
    await expect(row).toContainText("Consegnato");
    await row.getByText("1 tentativo").click();
    await expect(row).toContainText("HTTP 204");

    // A dead event: the filter finds it, 'Reinvia' puts it back in line, and it arrives.
    writeDb(server.dataDir, (db) =>
      db.prepare("update lead_events set status = 'dead', last_error = 'HTTP 503'").run(),
    );
    await open(page, `${server.url}${pagePath}`, javaScriptOn);
    await page.getByRole("link", { name: "Non consegnati (1)" }).click();
    await expect(page.getByRole("row").filter({ hasText: "Non consegnato" })).toHaveCount(1);
    const [event] = queryDb<{ id: number }>(server.dataDir, "select id from lead_events");
    expect(await press(page, `Reinvia l'evento n. ${event!.id}`)).toBe(redirected(javaScriptOn));
    await expect(page.getByRole("status")).toContainText("Evento rimesso in coda");
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(2);
    expect(receiver.received[1]?.messageId).toBe(receiver.received[0]?.messageId);

    // A new secret is asked for with a question (with scripts); the old one stops at once.
    expect(await press(page, "Genera un nuovo segreto")).toBe(redirected(javaScriptOn));
    await expect(page.getByRole("status")).toContainText("Nuovo segreto generato");
    const renewed = await secretShown(page);
    expect(renewed).not.toBe(secret);
    expect(dialogs).toEqual(
      javaScriptOn
        ? [
            "Il segreto attuale smette subito di valere: il destinatario dovrà usare quello nuovo. Continuare?",
          ]
        : [],
    );

    expect(await press(page, "Disattiva il webhook")).toBe(redirected(javaScriptOn));
    await expect(page.getByText("Nessun webhook attivo")).toBeVisible();
    await sendContact(page, server.url, "marco.lupo@example.com");
    expect(queryDb(server.dataDir, "select id from lead_events")).toHaveLength(1);
    expect(settingsChanges(server.dataDir)).toEqual([
      `Webhook dei lead: ${new URL(receiver.url).host}`,
      "Webhook dei lead: nuovo segreto",
      "Webhook dei lead disattivato",
    ]);
  } finally {
    await server.stop();
    await receiver.close();
  }
});

// Its own server too: Meta's address is the whole site's setting, and the fake is on 127.0.0.1.
test("an admin sets Meta's Conversions API; a consenting lead from a Meta ad reaches it when qualified", async ({
  page,
  javaScriptOn,
}) => {
  test.setTimeout(60_000);
  const token = "EAAGm0PX4ZCpsBAKZAe2e";
  const meta = await startFakeMetaApi(token);
  const server = await startServer({ SYNC_ALLOW_PRIVATE: "1" });
  const endpointField = page.getByLabel("Indirizzo degli eventi");
  const tokenField = page.getByLabel("Token di accesso");
  try {
    await createStaffAccount(server.dataDir, staff.admin);
    await signInByPost(page, server.url, staff.admin);
    await open(page, `${server.url}${pagePath}`, javaScriptOn);
    await expect(page.getByText("Non attiva: a Meta non viene inviato nulla.")).toBeVisible();

    // Both fields refused by their messages; the address typed is kept, the token never echoed.
    await endpointField.fill("http://169.254.169.254/v21.0/1/events");
    await tokenField.fill("con spazi dentro");
    expect(await press(page, "Salva la Conversions API")).toBe(400);
    await expect(tokenField).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Il token non contiene spazi")).toBeVisible();
    await expect(endpointField).toHaveValue("http://169.254.169.254/v21.0/1/events");
    await tokenField.fill("");
    expect(await press(page, "Salva la Conversions API")).toBe(400);
    await expect(page.getByText("quello dei metadati del server cloud")).toBeVisible();
    await expect(page.getByText("Scrivi il token di accesso")).toBeVisible();
    expect(
      queryDb(server.dataDir, "select key from settings where key like 'leads.meta%'"),
    ).toEqual([]);

    await endpointField.fill(meta.url);
    await tokenField.fill(token);
    expect(await press(page, "Salva la Conversions API")).toBe(redirected(javaScriptOn));
    await expect(page.getByRole("status")).toContainText("Conversions API di Meta salvata");
    await expect(
      page.getByText(`Attiva: gli eventi vanno a ${new URL(meta.url).host}.`),
    ).toBeVisible();
    await expect(page.locator("body")).not.toContainText(token);
    await expect(tokenField).toHaveValue("");
    await expect(tokenField).not.toHaveAttribute("aria-invalid", "true");

    // A visitor from a Meta ad ticks the box; staff qualify the lead: Meta gets 'Lead'.
    const email = `meta.${javaScriptOn ? "js" : "html"}@example.com`;
    await sendContact(page, server.url, email, { ads_accepted: "on" });
    writeDb(server.dataDir, (db) =>
      db.prepare("update leads set fbclid = 'IwAR2e2e', clicked_at = ?").run(Date.now() - 60_000),
    );
    const [lead] = queryDb<{ id: number }>(server.dataDir, "select id from leads");
    await open(page, `${server.url}/admin/lead`, javaScriptOn);
    const card = page.getByRole("article", { name: "Elena Lupo" });
    await card.getByLabel("Sposta Elena Lupo in").selectOption("qualificato");
    await card.getByRole("button", { name: "Sposta: Elena Lupo" }).click();
    await expect.poll(() => meta.received.length, { timeout: 10_000 }).toBe(1);
    expect(meta.refused).toEqual([]);
    expect(meta.received[0]).toMatchObject({
      event_name: "Lead",
      event_id: `lead-${lead!.id}-lead`,
      action_source: "system_generated",
      user_data: { fbc: expect.stringMatching(/^fb\.1\.\d{13}\.IwAR2e2e$/) },
    });
    await open(page, `${server.url}${pagePath}`, javaScriptOn);
    await expect(page.getByRole("row").filter({ hasText: "Conversione per Meta" })).toContainText(
      "Consegnato",
    );

    // A token left empty keeps the saved one; 'Disattiva' clears both.
    await endpointField.fill(meta.url.replace("v21.0", "v22.0"));
    expect(await press(page, "Salva la Conversions API")).toBe(redirected(javaScriptOn));
    expect(
      queryDb<{ value: string }>(
        server.dataDir,
        "select value from settings where key = 'leads.meta-token'",
      ),
    ).toEqual([{ value: token }]);
    expect(await press(page, "Disattiva la Conversions API")).toBe(redirected(javaScriptOn));
    await expect(page.getByText("Non attiva: a Meta non viene inviato nulla.")).toBeVisible();
    expect(settingsChanges(server.dataDir)).toEqual([
      `Conversions API di Meta: ${new URL(meta.url).host}`,
      `Conversions API di Meta: ${new URL(meta.url).host}`,
      "Conversions API di Meta disattivata",
    ]);
  } finally {
    await server.stop();
    await meta.close();
  }
});

test.describe("axe", () => {
  runAxeWithSiteScriptsOnlyInScriptedProject();

  test(
    "axe finds nothing on the webhook page, its refused form and its log; a phone scrolls only down",
    sameMarkup,
    async ({ page }) => {
      allowAxeRuns(6);
      const server = await startServer({ SYNC_ALLOW_PRIVATE: "1" });
      try {
        await createStaffAccount(server.dataDir, staff.admin);
        await signInByPost(page, server.url, staff.admin);
        writeDb(server.dataDir, (db) => {
          db.prepare(
            "insert into settings (key, value) values ('leads.webhook-url', 'http://127.0.0.1:9/crm'), ('leads.webhook-secret', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')",
          ).run();
          const lead = db
            .prepare(
              "insert into leads (kind, subject, channel, created_at, changed_at) values ('contatto', 'Prova', 'diretto', 1, 1)",
            )
            .run().lastInsertRowid;
          const event = db
            .prepare(
              "insert into lead_events (lead_id, destination, type, message_id, body, status, attempts, last_error) values (?, 'webhook', 'lead.created', 'msg_prova', '{}', 'dead', 10, 'Il server del webhook ha rifiutato la connessione')",
            )
            .run(lead).lastInsertRowid;
          db.prepare(
            "insert into lead_event_attempts (event_id, at, status, duration_ms, error) values (?, ?, null, 3, 'Il server del webhook ha rifiutato la connessione')",
          ).run(event, Date.now());
        });
        await open(page, `${server.url}${pagePath}`, siteScriptsRun());
        await page.getByText("1 tentativo").click();
        await expectNoViolations(page, "la pagina del webhook", ["scuro"]);
        await urlField(page).fill("ftp://crm.example.com/");
        expect(await press(page, "Salva l'indirizzo")).toBe(400);
        await expectNoViolations(page, "il modulo rifiutato");
        await page.setViewportSize({ width: 390, height: 844 });
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
      } finally {
        await server.stop();
      }
    },
  );
});
