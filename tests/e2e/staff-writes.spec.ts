import path from "node:path";
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { press, redirected } from "./admin-support";
import { articleText, expect, label, test, waitForHydration } from "./fixtures";
import { queryDb, writeDb } from "../support/db";
import { startServer, type RunningServer } from "../support/server";
import { canMountDisks, mountSmallDisk, type SmallDisk } from "../support/small-disk";
import { createStaffAccount, signInByPost, staff } from "../support/users";
import { holdWriteLock } from "../support/write-lock";

// Every staff save is either stored or says it was not: on a full disk and under another
// process's write lock, on a server of its own whose data folder is a small real disk.
test.skip(!canMountDisks(), "a full disk needs a tmpfs, which only root can mount");
test.describe.configure({ mode: "serial" });
test.setTimeout(60_000);

let disk: SmallDisk;
let server: RunningServer;

test.beforeAll(async () => {
  disk = mountSmallDisk(16);
  server = await startServer(
    {
      DATABASE_PATH: path.join(disk.dir, "app.db"),
      BACKUP_SCHEDULE: "off",
      RETENTION_SCHEDULE: "off",
      // The whole disk is 16 MB: the server is healthy down to its last megabyte.
      MIN_FREE_SPACE_MB: "1",
    },
    { testSettings: { healthCacheMs: 0 } },
  );
  await createStaffAccount(disk.dir, staff.editor);
  await createStaffAccount(disk.dir, staff.admin);
});

test.afterAll(async () => {
  await server?.stop();
  disk?.free();
  disk?.unmount();
});

test.afterEach(() => disk.free());

const articlesTitled = (title: string) =>
  queryDb<{ id: string }>(disk.dir, "select id from articles where title = ?", title);

/**
 * Long enough that its commit needs fresh pages at the end of the database's log. A refused
 * commit leaves the log as long as it got: a smaller write afterwards fits in that room and
 * is stored, so writes meant to be refused one after another grow (`paragraphs`).
 */
const longBody = (title: string, paragraphs = 600) =>
  `${title}\n\n${"Un paragrafo che occupa spazio sul disco. ".repeat(paragraphs)}`;

async function signedInApi(
  account: (typeof staff)[keyof typeof staff],
): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { Origin: server.url },
  });
  const signIn = await api.post("/login", {
    form: { email: account.email, password: account.password },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(303);
  return api;
}

const articleForm = (title: string, extra: Record<string, string> = {}, paragraphs = 600) => ({
  title,
  content: longBody(title, paragraphs),
  category: "SEO",
  intent: "draft",
  ...extra,
});

async function fillNewArticle(page: Page, javaScriptOn: boolean, title: string) {
  await page.goto(`${server.url}/admin/articoli/nuovo`);
  if (javaScriptOn) await waitForHydration(page);
  await page.getByLabel(label("Titolo")).fill(title);
  await page.getByLabel(label("Categoria")).selectOption("SEO");
  await page.getByLabel("Contenuto", { exact: true }).fill(longBody(title));
}

test("on a full disk a new article is refused with its text kept, and saved once there is room", async ({
  page,
  javaScriptOn,
}) => {
  const title = `Scritto a disco pieno ${javaScriptOn ? "con" : "senza"} JavaScript`;
  await signInByPost(page, server.url, staff.editor);
  await fillNewArticle(page, javaScriptOn, title);

  disk.fill();
  expect(await press(page, "Salva Bozza")).toBe(503);
  await expect(page.getByRole("alert")).toContainText("Errore durante il salvataggio");
  await expect(page.getByRole("alert")).toContainText("Non è stato salvato nulla");
  await expect(page.getByLabel(label("Titolo"))).toHaveValue(title);
  await expect(articleText(page)).toHaveValue(longBody(title));
  expect(articlesTitled(title)).toHaveLength(0);

  disk.free();
  expect(await press(page, "Salva Bozza")).toBe(redirected(javaScriptOn));
  await expect(page.getByText("Bozza salvata!")).toBeVisible();
  expect(articlesTitled(title)).toHaveLength(1);
});

test.describe("without a browser", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "runs once");

  test("on a full disk /healthz answers 503 and says why, and 200 once there is room", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    disk.fill();
    const full = await fetch(`${server.url}/healthz`);
    expect(full.status).toBe(503);
    expect(await full.text()).toMatch(/^non disponibile: spazio libero 0 MB \(meno di 1 MB\)\n/);
    disk.free();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  test("on a full disk every article write answers 503 with Retry-After, and none is half-written", async () => {
    const api = await signedInApi(staff.editor);
    const existingTitle = "Articolo da modificare a disco pieno";
    const created = await api.post("/admin/articoli/nuovo", {
      form: articleForm(existingTitle),
      maxRedirects: 0,
    });
    expect(created.status()).toBe(303);
    const [existing] = queryDb<{ id: string; updated_at: number }>(
      disk.dir,
      "select id, updated_at from articles where title = ?",
      existingTitle,
    );
    if (!existing) throw new Error("articolo non creato");

    disk.fill();
    const autosave = await api.post("/admin/articoli/salvataggio-automatico", {
      form: articleForm("Salvataggio automatico a disco pieno"),
      maxRedirects: 0,
    });
    expect(autosave.status()).toBe(503);

    const fresh = await api.post("/admin/articoli/nuovo", {
      form: articleForm("Nuovo a disco pieno", {}, 700),
      maxRedirects: 0,
    });
    expect(fresh.status()).toBe(503);
    expect(fresh.headers()["retry-after"]).toBe("10");
    // No one-time message: 'Bozza salvata!' would say the opposite of what happened.
    expect(fresh.headers()["set-cookie"] ?? "").not.toMatch(/messaggio=[^;]/);

    const edit = await api.post(`/admin/articoli/${existing.id}`, {
      form: articleForm(
        `${existingTitle}, cambiato`,
        { id: existing.id, updated_at: String(existing.updated_at), intent: "save" },
        800,
      ),
      maxRedirects: 0,
    });
    expect(edit.status()).toBe(503);
    expect(edit.headers()["retry-after"]).toBe("10");
    disk.free();

    expect(articlesTitled("Nuovo a disco pieno")).toHaveLength(0);
    expect(articlesTitled(`${existingTitle}, cambiato`)).toHaveLength(0);
    expect(articlesTitled("Salvataggio automatico a disco pieno")).toHaveLength(0);
    expect(articlesTitled(existingTitle)).toHaveLength(1);
    await api.dispose();
  });

  test("a save waits out a brief lock of another process, and answers 503 when the lock outlasts the wait", async () => {
    const api = await signedInApi(staff.editor);
    const database = path.join(disk.dir, "app.db");

    const brief = await holdWriteLock(database, 200);
    const waited = await api.post("/admin/articoli/nuovo", {
      form: articleForm("Salvato dopo un blocco breve"),
      maxRedirects: 0,
    });
    await brief.released;
    expect(waited.status()).toBe(303);
    expect(articlesTitled("Salvato dopo un blocco breve")).toHaveLength(1);

    // Held until released: past the wait even on a busy machine, and no longer than needed.
    const long = await holdWriteLock(database, 20_000);
    const refused = await api.post("/admin/articoli/nuovo", {
      form: articleForm("Rifiutato durante un blocco lungo"),
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(503);
    expect(refused.headers()["retry-after"]).toBe("10");
    expect(await refused.text()).toContain("Si è verificato un errore. Riprova.");
    await long.release();
    expect(articlesTitled("Rifiutato durante un blocco lungo")).toHaveLength(0);
    await api.dispose();
  });

  test("under a lock held past the wait, the other staff forms answer 503 with Retry-After and keep what was typed", async () => {
    const admin = await signedInApi(staff.admin);
    const lock = await holdWriteLock(path.join(disk.dir, "app.db"), 20_000);

    const invitation = await admin.post("/admin/utenti/nuovo", {
      form: { name: "Nuova Collega", email: "nuova.collega@example.com", role: "editor" },
      maxRedirects: 0,
    });
    expect(invitation.status()).toBe(503);
    expect(invitation.headers()["retry-after"]).toBe("10");
    const invitationPage = await invitation.text();
    expect(invitationPage).toContain("Errore durante il salvataggio");
    expect(invitationPage).toContain('value="nuova.collega@example.com"');

    const quickImport = await admin.post("/admin/importa", {
      form: {
        document: "Importato durante il blocco\n\nIl testo del documento.",
        title: "Importato durante il blocco",
        category: "Marketing Strategy",
        intent: "draft",
      },
      maxRedirects: 0,
    });
    expect(quickImport.status()).toBe(503);
    expect(quickImport.headers()["retry-after"]).toBe("10");
    expect(await quickImport.text()).toContain("Il testo del documento.");

    const token = await admin.post("/admin/sincronizzazione", {
      form: { intent: "create-token", token_name: "Scenario Make" },
      maxRedirects: 0,
    });
    expect(token.status()).toBe(503);
    expect(await token.text()).toContain('value="Scenario Make"');

    const visitor = await playwrightRequest.newContext({
      baseURL: server.url,
      extraHTTPHeaders: { Origin: server.url },
    });
    const signIn = await visitor.post("/login", {
      form: { email: staff.editor.email, password: staff.editor.password },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(503);
    expect(signIn.headers()["set-cookie"] ?? "").not.toContain("sessione=");

    await lock.release();
    expect(
      queryDb(disk.dir, "select id from users where email = 'nuova.collega@example.com'"),
    ).toHaveLength(0);
    expect(
      queryDb(disk.dir, "select id from api_tokens where name = 'Scenario Make'"),
    ).toHaveLength(0);
    expect(articlesTitled("Importato durante il blocco")).toHaveLength(0);
    await Promise.all([admin.dispose(), visitor.dispose()]);
  });

  test("a contact's page under another process's lock answers 503 with Retry-After, not 500", async () => {
    const id = writeDb(disk.dir, (db) =>
      Number(
        db
          .prepare(
            `insert into contact_submissions (nome, cognome, email, servizio, messaggio, privacy_accepted, source, retention_expires_at)
             values ('Lia', 'Rossi', 'lia.rossi@example.com', 'seo', 'Un messaggio.', 1, 'contatti', ?)`,
          )
          .run(Date.now() + 86_400_000).lastInsertRowid,
      ),
    );
    const api = await signedInApi(staff.admin);
    const lock = await holdWriteLock(path.join(disk.dir, "app.db"), 20_000);
    const page = await api.get(`/admin/sicurezza/contatti/${id}`, { maxRedirects: 0 });
    expect(page.status()).toBe(503);
    expect(page.headers()["retry-after"]).toBe("10");
    expect(await page.text()).toContain("Riprova");
    await lock.release();
    expect((await api.get(`/admin/sicurezza/contatti/${id}`)).status()).toBe(200);
    await api.dispose();
  });
});
