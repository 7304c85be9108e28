import crypto from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { queryDb, writeDb } from "../support/db";
import { open, press, shareAdminSession, shareEditorSession } from "./admin-support";
import {
  allowAxeRuns,
  expectNoViolations,
  runAxeWithSiteScriptsOnlyInScriptedProject,
} from "./axe-support";
import { dataDir, expect, label, serverAnswer, test } from "./fixtures";

const phone = { width: 390, height: 844 };
const hour = 3_600_000;

let made = 0;
/** A surname no other test, project or run uses: every spec shares the e2e database. */
function uniqueSurname() {
  made += 1;
  const info = test.info();
  return `Ferri-${info.project.name}-w${info.workerIndex}-${process.pid}-${Date.now().toString(36)}-${made}`;
}

type Person = {
  nome: string;
  status?: "confermata" | "in-attesa" | "annullata";
  checkedIn?: boolean;
  anonymized?: boolean;
  origin?: { entry: string; referrer: string; source: string; medium: string; campaign: string };
};

/**
 * A draft event a week ahead with `people` registered, all under one surname: a draft shows
 * on no public page the other specs read.
 */
function eventWith(people: Person[]) {
  const cognome = uniqueSurname();
  const id = crypto.randomUUID();
  const slug = cognome.toLowerCase();
  const title = `Workshop ${cognome}`;
  const start = Date.now() + 7 * 24 * hour;
  const registered = Date.now() - hour;
  const ids = writeDb(dataDir(), (db) => {
    db.prepare(
      `insert into events (id, title, slug, kind, format, status, starts_at, ends_at)
       values (?, ?, ?, 'formazione', 'workshop', 'draft', ?, ?)`,
    ).run(id, title, slug, start, start + 3 * hour);
    const insert = db.prepare(
      `insert into event_registrations (nome, cognome, email, telefono, azienda, evento, event_id, status,
         privacy_accepted, created_at, cancelled_at, checked_in_at, anonymized_at, retention_expires_at,
         entry_path, referrer_host, utm_source, utm_medium, utm_campaign)
       values (?, ?, ?, '+39 080 000 0000', 'Frantoio Ferri', ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    return people.map((person, index) => {
      const status = person.status ?? "confermata";
      return Number(
        insert.run(
          person.nome,
          cognome,
          `${person.nome.toLowerCase()}.${slug}@example.com`,
          slug,
          id,
          status,
          registered + index * 60_000,
          status === "annullata" ? registered + hour / 2 : null,
          person.checkedIn ? Date.now() : null,
          person.anonymized ? Date.now() : null,
          Date.now() + 730 * 24 * hour,
          person.origin?.entry ?? null,
          person.origin?.referrer ?? null,
          person.origin?.source ?? null,
          person.origin?.medium ?? null,
          person.origin?.campaign ?? null,
        ).lastInsertRowid,
      );
    });
  });
  return { id, slug, title, cognome, ids };
}

const checkedInAt = (id: number) =>
  queryDb<{ checked_in_at: number | null }>(
    dataDir(),
    "select checked_in_at from event_registrations where id = ?",
    id,
  )[0]?.checked_in_at;

const auditSubjects = (action: string, slug: string) =>
  queryDb<{ subject: string }>(
    dataDir(),
    "select subject from contact_audit_log where action = ? and subject like ? order by id",
    action,
    `evento ${slug}%`,
  ).map((row) => row.subject);

const pageWidth = (page: Page) =>
  page.evaluate(async () => {
    // Widths are final once the web fonts are in: a fallback font's wider words can overflow.
    await document.fonts.ready;
    return document.documentElement.scrollWidth;
  });

test.describe("who may open an event's attendees", serverAnswer, () => {
  test("a signed-out visitor is sent to the sign-in; an editor is refused; an unknown event is not found", async ({
    page,
    request,
  }) => {
    const event = eventWith([{ nome: "Mario" }]);
    const paths = ["iscritti", "iscritti.csv", "accoglienza"].map(
      (view) => `/admin/eventi/${event.id}/${view}`,
    );
    for (const path of paths) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(303);
      expect(answer.headers().location, path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }

    await shareEditorSession(page);
    for (const path of paths) {
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(403);
      expect(await answer.text(), path).not.toContain(event.cognome);
    }
    const refused = await page.goto(paths[0] ?? "");
    expect(refused?.status()).toBe(403);
    await expect(
      page.getByRole("heading", { level: 1, name: "Accesso non autorizzato" }),
    ).toBeVisible();
    expect(auditSubjects("view-attendees", event.slug)).toEqual([]);

    await page.context().clearCookies();
    await shareAdminSession(page);
    const missing = await page.goto(`/admin/eventi/${crypto.randomUUID()}/iscritti`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeVisible();
  });
});

test(
  "an admin sees the confirmed, the waiting list and the cancelled with their origin, and downloads the CSV",
  serverAnswer,
  async ({ page }) => {
    const origin = {
      entry: "/eventi/workshop-ai",
      referrer: "www.google.com",
      source: "newsletter",
      medium: "email",
      campaign: "primavera",
    };
    const event = eventWith([
      { nome: "Mario", origin, checkedIn: true },
      { nome: "Giulia" },
      { nome: "Wanda", status: "in-attesa" },
      { nome: "Carlo", status: "annullata" },
      { nome: "Anonimo", anonymized: true },
    ]);
    await shareAdminSession(page);
    await page.goto(`/admin/eventi/${event.id}/iscritti`);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      new RegExp(`^${event.title} - `),
    );
    await expect(page.getByText("2 confermati, 1 in lista d'attesa, 1 annullato.")).toBeVisible();
    const group = (name: string) =>
      page.getByRole("region", { name }).getByRole("rowheader").allTextContents();
    expect(await group("Confermati")).toEqual([
      `Giulia ${event.cognome}`,
      `Mario ${event.cognome}`,
    ]);
    expect(await group("Lista d'attesa")).toEqual([`Wanda ${event.cognome}`]);
    expect(await group("Annullati")).toEqual([`Carlo ${event.cognome}`]);
    await expect(page.getByText("Anonimo")).toHaveCount(0);

    const mario = page.getByRole("row").filter({
      has: page.getByRole("rowheader", { name: `Mario ${event.cognome}` }),
    });
    const originCell = mario.getByRole("cell").last();
    await expect(originCell).toContainText("/eventi/workshop-ai");
    await expect(originCell).toContainText("Da www.google.com");
    await expect(originCell).toContainText("Campagna primavera (newsletter, email)");
    await expect(mario.getByRole("cell").nth(5)).toHaveText(/^\d{2}:\d{2}$/);
    expect(auditSubjects("view-attendees", event.slug)).toEqual([`evento ${event.slug}`]);

    await expect(page.getByRole("link", { name: "Apri l'accoglienza" })).toHaveAttribute(
      "href",
      `/admin/eventi/${event.id}/accoglienza`,
    );
    const waiting = page.waitForEvent("download");
    await page.getByRole("link", { name: "Scarica il CSV" }).click();
    const file = await waiting;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^iscritti-${event.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const lines = fs
      .readFileSync(await file.path(), "utf8")
      .slice(1)
      .split("\r\n");
    expect(lines[0]).toBe(
      "Nome;Cognome;Email;Telefono;Azienda;Stato;Iscritto il;Dalla lista d'attesa il;Annullata il;Presente alle;Pagina d'ingresso;Provenienza;Sorgente;Mezzo;Campagna",
    );
    const nameAndState = (line: string) => {
      const cells = line.split(";");
      return [cells[0], cells[5]];
    };
    expect(lines.slice(1, -1).map(nameAndState)).toEqual([
      ["Giulia", "Confermata"],
      ["Mario", "Confermata"],
      ["Wanda", "In lista d'attesa"],
      ["Carlo", "Annullata"],
    ]);
    expect(lines.at(-1)).toBe("");
    expect(auditSubjects("export-attendees", event.slug)).toEqual([
      `evento ${event.slug}, righe esportate: 4`,
    ]);
  },
);

test("the check-in finds a person by name and marks them present, then takes it back, on a phone", async ({
  page,
  javaScriptOn,
}) => {
  const event = eventWith([
    { nome: "Mario" },
    { nome: "Giulia" },
    { nome: "Wanda", status: "in-attesa" },
    { nome: "Carlo", status: "annullata" },
  ]);
  const [marioId = 0] = event.ids;
  const mario = `Mario ${event.cognome}`;
  await page.setViewportSize(phone);
  await shareAdminSession(page);
  await open(page, `/admin/eventi/${event.id}/accoglienza`, javaScriptOn);
  await expect(page.getByText("0 presenti su 2 confermati.")).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);

  await page.getByLabel(label("Cerca per nome o cognome")).fill(`mario ${event.cognome}`);
  await page.getByRole("button", { name: "Cerca", exact: true }).click();
  await expect(page).toHaveURL(/\/accoglienza\?q=mario/);
  const list = page.getByRole("list", { name: "Iscritti confermati" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText(mario);
  const searched = page.url();
  // With JavaScript the row changes in place: the document stays the same one.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  expect(await press(page, `Presente: ${mario}`)).toBe(javaScriptOn ? 200 : 303);
  await expect(page.getByText(`${mario} è presente.`)).toBeVisible();
  await expect(list.getByText(/^Presente alle \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByText("1 presente su 2 confermati.")).toBeVisible();
  expect(page.url()).toBe(searched);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(javaScriptOn);
  expect(checkedInAt(marioId)).toEqual(expect.any(Number));
  expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);

  expect(await press(page, `Annulla presenza: ${mario}`)).toBe(javaScriptOn ? 200 : 303);
  await expect(page.getByText(`${mario} non risulta più presente.`)).toBeVisible();
  await expect(list.getByRole("button", { name: `Presente: ${mario}` })).toBeVisible();
  expect(page.url()).toBe(searched);
  expect(checkedInAt(marioId)).toBeNull();
  expect(auditSubjects("check-in", event.slug)).toEqual([
    `evento ${event.slug}, iscrizione n. ${marioId}: presente`,
    `evento ${event.slug}, iscrizione n. ${marioId}: presenza tolta`,
  ]);
  // A search is recorded by its event alone: what was typed may be a name.
  const searches = auditSubjects("search-attendees", event.slug);
  expect(searches.length).toBeGreaterThan(0);
  expect(new Set(searches)).toEqual(new Set([`evento ${event.slug}`]));
});

test.describe("accessibility of the attendees' views", () => {
  runAxeWithSiteScriptsOnlyInScriptedProject();

  test("axe finds nothing on the attendees' list and the check-in", async ({ page }) => {
    allowAxeRuns(4);
    const event = eventWith([
      { nome: "Mario", checkedIn: true },
      { nome: "Giulia" },
      { nome: "Wanda", status: "in-attesa" },
      { nome: "Carlo", status: "annullata" },
    ]);
    await shareAdminSession(page);
    await page.goto(`/admin/eventi/${event.id}/iscritti`);
    await expect(page.getByRole("heading", { level: 2, name: "Lista d'attesa" })).toBeVisible();
    await expectNoViolations(page, "the attendees' list", ["scuro"]);
    await page.goto(`/admin/eventi/${event.id}/accoglienza`);
    await expect(
      page.getByRole("button", { name: `Annulla presenza: Mario ${event.cognome}` }),
    ).toBeVisible();
    await expectNoViolations(page, "the check-in", ["scuro"]);
  });
});
