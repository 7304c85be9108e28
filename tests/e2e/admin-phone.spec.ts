import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { open, press, shareAdminSession } from "./admin-support";
import { dataDir, expect, label, serverAnswer, test, uniqueTitle } from "./fixtures";
import { seedAnalyticsWeek, seededWeek } from "../support/analytics";
import { writeDb } from "../support/db";

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

/** Rows for every staff table, with long unbroken addresses, as visitors sometimes have. */
function insertRows() {
  const name = uniqueTitle("Telefono");
  const email = `${name.toLowerCase().replace(/\W+/g, "-")}-indirizzo-lungo@esempio-di-dominio.example.com`;
  const now = Date.now();
  writeDb(dataDir(), (db) => {
    db.prepare(
      `insert into contact_submissions (nome, cognome, email, servizio, messaggio, privacy_accepted, created_at, retention_expires_at)
       values (?, 'Verdi', ?, 'social-media', 'Vorrei un preventivo.', 1, ?, ?)`,
    ).run(name, email, now, now + 730 * 24 * 60 * 60 * 1000);
    db.prepare(
      `insert into newsletter_subscribers (email, status, token, source, consent_at, confirmed_at) values (?, 'confirmed', ?, 'footer', ?, ?)`,
    ).run(email, crypto.randomUUID(), now, now);
    db.prepare("insert into api_tokens (name, token_hash) values (?, ?)").run(
      name,
      crypto.randomBytes(32).toString("hex"),
    );
  });
  return { name, email };
}

/**
 * What the page's tables look like at its current width: whether the page or a table's card
 * scrolls sideways, each caption's and each control's box, and for each cell with a column
 * name whether that name is drawn before its value on the same line.
 */
function measure(page: Page) {
  // Widths are final once the web fonts are in: a fallback font's wider words can overflow.
  return page.evaluate(async () => {
    await document.fonts.ready;
    const inside = (box: DOMRect) => box.left >= 0 && box.right <= window.innerWidth;
    const tables = [...document.querySelectorAll("main table")];
    return {
      pageWidth: document.documentElement.scrollWidth,
      tables: tables.map((table) => {
        const caption = table.querySelector("caption");
        const captionBox = caption?.getBoundingClientRect();
        const wrap = table.parentElement;
        const controls = [...table.querySelectorAll("a, button, select, summary")].filter(
          (control) => control.getClientRects().length > 0,
        );
        const cells = [...table.querySelectorAll("tbody tr:first-child td[data-label]")].filter(
          (cell) => cell.textContent !== "",
        );
        return {
          caption: caption?.textContent ?? "",
          captionShown: Boolean(
            captionBox &&
            captionBox.width > 1 &&
            inside(captionBox) &&
            caption &&
            caption.scrollWidth <= caption.clientWidth,
          ),
          scrollsInside: Boolean(wrap && wrap.scrollWidth > wrap.clientWidth),
          headingsShown: table.querySelector("thead")?.getBoundingClientRect().height ?? 0,
          controlsOutside: controls
            .filter((control) => !inside(control.getBoundingClientRect()))
            .map((control) => control.textContent),
          labels: cells.map((cell) => {
            const before = getComputedStyle(cell, "::before").content;
            const cellBox = cell.getBoundingClientRect();
            const valueBox = cell.lastElementChild?.getBoundingClientRect();
            return {
              label: cell.getAttribute("data-label"),
              drawn: before.includes(`"${cell.getAttribute("data-label")}"`),
              // The value starts to the right of the name, on the name's line.
              beside: Boolean(
                valueBox && valueBox.left > cellBox.left + 40 && valueBox.top - cellBox.top < 12,
              ),
            };
          }),
        };
      }),
    };
  });
}

async function expectCards(page: Page, path: string, shownLabel: string) {
  const found = await measure(page);
  expect(found.pageWidth, path).toBeLessThanOrEqual(phone.width);
  expect(found.tables.length, path).toBeGreaterThan(0);
  for (const table of found.tables) {
    expect(table, `${path}: ${table.caption}`).toMatchObject({
      captionShown: true,
      scrollsInside: false,
      controlsOutside: [],
    });
    expect(table.headingsShown, `${path}: ${table.caption}`).toBeLessThanOrEqual(1);
    for (const cell of table.labels)
      expect(cell, `${path}: ${table.caption}`).toEqual({
        label: cell.label,
        drawn: true,
        beside: true,
      });
  }
  expect(found.tables.flatMap((table) => table.labels.map((cell) => cell.label))).toContain(
    shownLabel,
  );
}

async function expectTables(page: Page, path: string) {
  await page.setViewportSize(desktop);
  const found = await measure(page);
  for (const table of found.tables) {
    expect(table.headingsShown, `${path}: ${table.caption}`).toBeGreaterThan(10);
    for (const cell of table.labels) expect(cell.drawn, `${path}: ${table.caption}`).toBe(false);
  }
  await expect(page.getByRole("columnheader").first()).toBeVisible();
}

test("at 390 px every staff table shows its rows as cards that fit the screen; at 1366 px they are tables", async ({
  page,
  javaScriptOn,
}) => {
  const { name, email } = insertRows();
  await page.setViewportSize(phone);
  await shareAdminSession(page);

  await open(page, "/admin/utenti", javaScriptOn);
  await expectCards(page, "/admin/utenti", "Ultimo accesso");
  // Every staff table is drawn by one component: one page at desktop width here, one below.
  await expectTables(page, "/admin/utenti");
  await page.setViewportSize(phone);

  const pages: [path: string, shownLabel: string][] = [
    ["/admin/iscrizioni", "Di cui anonimizzate"],
    ["/admin/newsletter", "Numero"],
    ["/admin/sincronizzazione", "Ultimo uso"],
  ];
  for (const [path, shownLabel] of pages) {
    await open(page, path, javaScriptOn);
    await expectCards(page, path, shownLabel);
  }

  await open(page, "/admin/richieste", javaScriptOn);
  await page.getByLabel(label("Email dell'interessato")).fill(email);
  expect(await press(page, "Cerca")).toBe(200);
  await expect(page.getByRole("table", { name: "Richieste di contatto" })).toContainText(
    "Vorrei un preventivo.",
  );
  await expectCards(page, "/admin/richieste", "Messaggio");

  // The search above is in the audit list, under the address's hash.
  await open(page, "/admin/sicurezza", javaScriptOn);
  const contact = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: `${name} Verdi`, exact: true }) });
  await expect(
    contact.getByRole("button", { name: `Segna processato: ${name} Verdi` }),
  ).toBeVisible();
  await expectCards(page, "/admin/sicurezza", "Conservazione");

  const hash = crypto.createHash("sha256").update(email).digest("hex");
  const audit = page.getByRole("table", { name: /Gli ultimi 20 accessi/ });
  const summary = audit.getByText(`sha256 ${hash.slice(0, 12)}…`, { exact: true });
  const whole = audit.getByText(hash, { exact: true });
  await expect(summary).toBeVisible();
  await expect(whole).toBeHidden();
  await summary.click();
  await expect(whole).toBeVisible();
  const box = await whole.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
  expect((await measure(page)).pageWidth).toBeLessThanOrEqual(phone.width);
  await expectTables(page, "/admin/sicurezza");
});

test(
  "at 390 px the other staff pages with tables fit the screen, rows as cards, each header's main action in view",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    seedAnalyticsWeek(dataDir());
    await page.setViewportSize(phone);
    await shareAdminSession(page);
    const pages: [path: string, action: string | null][] = [
      ["/admin", "Nuovo Articolo"],
      ["/admin/attivita", "Esporta CSV"],
      ["/admin/reindirizzamenti", "Scarica i reindirizzamenti (CSV)"],
      ["/admin/media", null],
      [`/admin/statistiche?dal=${seededWeek.from}&al=${seededWeek.to}`, null],
    ];
    for (const [path, action] of pages) {
      await open(page, path, javaScriptOn);
      const found = await measure(page);
      expect(found.pageWidth, path).toBeLessThanOrEqual(phone.width);
      for (const table of found.tables) {
        expect(table.headingsShown, `${path}: ${table.caption}`).toBeLessThanOrEqual(1);
        expect(table.scrollsInside, `${path}: ${table.caption}`).toBe(false);
      }
      if (action)
        await expect(page.getByRole("main").getByRole("link", { name: action })).toBeInViewport();
    }
  },
);

test(
  "an empty list says what it means and links the next step",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await shareAdminSession(page);
    await open(page, `/admin?${new URLSearchParams({ q: uniqueTitle("Nessuno") })}`, javaScriptOn);
    const empty = page
      .getByRole("main")
      .locator("div", { has: page.getByText("Nessun articolo trovato", { exact: true }) })
      .last();
    await expect(empty).toContainText(
      "Nessun articolo corrisponde alla ricerca o ai filtri scelti",
    );
    await empty.getByRole("link", { name: "Azzera filtri" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  },
);
