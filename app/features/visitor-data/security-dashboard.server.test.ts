import { desc, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { contactAuditLog, contactSubmissions, users } from "../../../db/schema";
import type * as AuditModule from "~/utils/audit.server";
import { recentAuditEntries } from "~/utils/audit.server";
import { db, migrateDatabase } from "~/utils/db.server";
import type * as RetentionModule from "~/features/visitor-data/retention.server";
import { anonymizeOldRecords } from "~/features/visitor-data/retention.server";
import {
  handleContactAction,
  handleDashboardAction,
  markContactProcessed,
  securityContact,
  securityDashboard,
} from "~/features/visitor-data/security-dashboard.server";
import { readToast } from "~/utils/toast.server";
import { logger } from "~/utils/logger.server";

// The audit list and the anonymization are the real ones unless a test makes them fail.
vi.mock("~/utils/audit.server", async (original) => {
  const actual = await original<typeof AuditModule>();
  return { ...actual, recentAuditEntries: vi.fn(actual.recentAuditEntries) };
});
vi.mock("~/features/visitor-data/retention.server", async (original) => {
  const actual = await original<typeof RetentionModule>();
  return { ...actual, anonymizeOldRecords: vi.fn(actual.anonymizeOldRecords) };
});

const day = 24 * 60 * 60 * 1000;
let actor = { id: "", email: "anna@example.com" };

beforeAll(() => {
  migrateDatabase();
  actor = {
    id: db.insert(users).values({ email: actor.email, passwordHash: "x" }).returning().get().id,
    email: actor.email,
  };
});

afterEach(() => {
  vi.restoreAllMocks();
});

let people = 0;
function insertContact(fields: Partial<typeof contactSubmissions.$inferInsert> = {}) {
  people += 1;
  const createdAt = fields.createdAt ?? new Date();
  return db
    .insert(contactSubmissions)
    .values({
      nome: `Persona${people}`,
      cognome: "Rossi",
      email: `persona${people}@example.com`,
      servizio: "social-media",
      messaggio: "Vorrei un preventivo.\nGrazie.",
      privacyAccepted: true,
      retentionExpiresAt: new Date(createdAt.getTime() + 730 * day),
      ...fields,
      createdAt,
    })
    .returning()
    .get();
}

const auditRows = () => db.select().from(contactAuditLog).orderBy(desc(contactAuditLog.id)).all();
const lastAudit = () => auditRows()[0];

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

async function toastOf(answer: Response) {
  const cookie = answer.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  return (await readToast(new Request("http://localhost:3000/", { headers: { Cookie: cookie } })))
    .toast;
}

/** Runs `run` while the database refuses `statement`s on `table`, as a full disk or a broken file would. */
async function whileRefusing<T>(
  table: string,
  statement: "insert" | "update",
  run: () => Promise<T>,
) {
  const name = `refuse_${table}_${statement}`;
  db.run(
    sql.raw(
      `create trigger ${name} before ${statement} on ${table} begin select raise(abort, 'rifiutato'); end`,
    ),
  );
  try {
    return await run();
  } finally {
    db.run(sql.raw(`drop trigger ${name}`));
  }
}

async function thrownBy(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (thrown) {
    return thrown as { init?: { status?: number } };
  }
  throw new Error("non ha rifiutato");
}

describe("the dashboard", () => {
  test("counters, the 50 newest contacts without messages, and the view's audit row, which the audit list shows", async () => {
    const base = Date.now() - 100 * day;
    for (let i = 0; i < 55; i += 1) insertContact({ createdAt: new Date(base + i * 60_000) });
    insertContact({ processedAt: new Date() });
    const old = insertContact({
      createdAt: new Date(base - 400 * day),
      anonymizedAt: new Date(),
      processedAt: new Date(),
    });
    const newest = insertContact({
      createdAt: new Date(),
      nome: "Mario",
      cognome: "Bianchi",
      servizio: "packaging-design",
    });
    const before = auditRows().length;

    const page = await securityDashboard(actor);
    const total = db
      .select({ n: sql<number>`count(*)` })
      .from(contactSubmissions)
      .get()?.n;
    expect(page.contacts?.counts).toEqual({ total, processed: 2, anonymized: 1 });
    expect(page.contacts?.list).toHaveLength(50);
    expect(page.contacts?.list[0]).toMatchObject({
      id: newest.id,
      name: "Mario Bianchi",
      email: newest.email,
      service: "Packaging Design",
      processedAt: null,
      anonymizedAt: null,
    });
    expect(page.contacts?.list[0]).not.toHaveProperty("messaggio");
    expect(page.contacts?.list.some((contact) => contact.id === old.id)).toBe(false);

    expect(auditRows()).toHaveLength(before + 1);
    expect(lastAudit()).toMatchObject({
      action: "view-dashboard",
      userId: actor.id,
      actor: actor.email,
      subject: null,
    });
    expect(page.audit[0]).toMatchObject({
      action: "Consultazione della dashboard",
      actor: actor.email,
      what: { text: "—", hash: null },
    });
  });

  test("an anonymized contact names nobody in the list", async () => {
    const gone = insertContact({
      createdAt: new Date(Date.now() + 1000),
      anonymizedAt: new Date(),
      email: "anonimizzato@invalid",
    });
    const page = await securityDashboard(actor);
    expect(page.contacts?.list[0]).toMatchObject({
      id: gone.id,
      name: `Contatto anonimizzato n. ${gone.id}`,
      email: null,
    });
  });

  test("contacts that cannot be read: no list, no audit row, the audit list still shows", async () => {
    const before = auditRows().length;
    const logged = vi.spyOn(logger, "error").mockImplementation(() => {});
    db.run(sql`alter table contact_submissions rename to contact_submissions_away`);
    try {
      const page = await securityDashboard(actor);
      expect(page.contacts).toBeNull();
      expect(page.audit.length).toBeGreaterThan(0);
    } finally {
      db.run(sql`alter table contact_submissions_away rename to contact_submissions`);
    }
    expect(auditRows()).toHaveLength(before);
    expect(logged).toHaveBeenCalledWith(
      { err: expect.anything() },
      "Impossibile caricare i dati di contatto:",
    );
  });

  test("an audit list that cannot be read is only logged; the contacts still show", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => {});
    vi.mocked(recentAuditEntries).mockImplementationOnce(() => {
      throw new Error("registro illeggibile");
    });
    const page = await securityDashboard(actor);
    expect(page.audit).toEqual([]);
    expect(page.contacts?.list.length).toBeGreaterThan(0);
    expect(logged).toHaveBeenCalledWith(
      { err: expect.any(Error) },
      "Impossibile leggere il registro degli accessi:",
    );
  });
});

describe("one contact", () => {
  test("every field, with its 'view-contact' audit row", async () => {
    const contact = insertContact({
      telefono: "+39 333 1234567",
      azienda: "Pasta Srl",
      source: "contatti",
      ipAddress: "192.0.2.7",
    });
    const page = await securityContact(String(contact.id), actor);
    expect(page.contact).toMatchObject({
      id: contact.id,
      nome: contact.nome,
      email: contact.email,
      telefono: "+39 333 1234567",
      azienda: "Pasta Srl",
      messaggio: "Vorrei un preventivo.\nGrazie.",
      source: "contatti",
      service: "Gestione Social Media",
      ipAddress: "192.0.2.7",
      privacyAccepted: true,
    });
    expect(lastAudit()).toMatchObject({
      action: "view-contact",
      subject: String(contact.id),
      userId: actor.id,
    });
  });

  test("an unknown or malformed id is a 404 and records nothing", async () => {
    const before = auditRows().length;
    for (const id of ["999999", "abc", "0", "1.5", "-3", undefined]) {
      expect((await thrownBy(() => securityContact(id, actor))).init?.status).toBe(404);
    }
    expect(auditRows()).toHaveLength(before);
  });
});

describe("'Segna processato'", () => {
  test("sets processed_at once, with its audit row; again, it changes nothing and records nothing", async () => {
    const contact = insertContact();
    const at = new Date("2026-05-04T10:00:00Z");
    expect(await markContactProcessed(contact.id, actor, at)).toBe("done");
    expect(
      db.select().from(contactSubmissions).where(eq(contactSubmissions.id, contact.id)).get()
        ?.processedAt,
    ).toEqual(at);
    expect(lastAudit()).toMatchObject({
      action: "mark-processed",
      subject: String(contact.id),
      accessedAt: at,
    });
    const rows = auditRows().length;

    expect(await markContactProcessed(contact.id, actor, new Date())).toBe("already");
    expect(
      db.select().from(contactSubmissions).where(eq(contactSubmissions.id, contact.id)).get()
        ?.processedAt,
    ).toEqual(at);
    expect(auditRows()).toHaveLength(rows);
  });

  test("refused for an anonymized or missing contact", async () => {
    const gone = insertContact({ anonymizedAt: new Date() });
    expect(await markContactProcessed(gone.id, actor)).toBe("anonymized");
    expect(await markContactProcessed(987654, actor)).toBe("missing");
  });

  test("the change and its audit row stand or fall together", async () => {
    const contact = insertContact();
    const logged = vi.spyOn(logger, "error").mockImplementation(() => {});
    const answer = await whileRefusing("contact_audit_log", "insert", () =>
      handleDashboardAction(
        post("/admin/sicurezza", { intent: "mark-processed", id: String(contact.id) }),
        actor,
      ),
    );
    expect(answer.headers.get("Location")).toBe("/admin/sicurezza");
    expect(await toastOf(answer)).toEqual({
      type: "error",
      title: "Errore",
      description: "Impossibile segnare come processato",
    });
    expect(
      db.select().from(contactSubmissions).where(eq(contactSubmissions.id, contact.id)).get()
        ?.processedAt,
    ).toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  test("from the dashboard and from the contact's page, each answered where it was pressed", async () => {
    const first = insertContact();
    const fromList = await handleDashboardAction(
      post("/admin/sicurezza", { intent: "mark-processed", id: String(first.id) }),
      actor,
    );
    expect(fromList.status).toBe(303);
    expect(fromList.headers.get("Location")).toBe("/admin/sicurezza");
    expect(await toastOf(fromList)).toEqual({
      type: "success",
      title: "Successo",
      description: "Contatto segnato come processato",
    });

    const second = insertContact();
    const path = `/admin/sicurezza/contatti/${second.id}`;
    const fromPage = await handleContactAction(
      post(path, { intent: "mark-processed", id: String(second.id) }),
      actor,
      String(second.id),
    );
    expect(fromPage.headers.get("Location")).toBe(path);
    expect(await toastOf(fromPage)).toMatchObject({ title: "Successo" });

    // The page's form acts on its own contact only.
    const other = post(path, { intent: "mark-processed", id: String(first.id) });
    expect(
      (await thrownBy(() => handleContactAction(other, actor, String(second.id)))).init?.status,
    ).toBe(400);
    const anonymize = post(path, { intent: "anonymize" });
    expect(
      (await thrownBy(() => handleContactAction(anonymize, actor, String(second.id)))).init?.status,
    ).toBe(400);
  });

  test("an unknown intent or a malformed id is a 400", async () => {
    const bodies: Record<string, string>[] = [
      { intent: "delete" },
      { intent: "mark-processed", id: "x" },
      { intent: "mark-processed" },
      {},
    ];
    for (const fields of bodies) {
      expect(
        (await thrownBy(() => handleDashboardAction(post("/admin/sicurezza", fields), actor))).init
          ?.status,
      ).toBe(400);
    }
  });
});

describe("'Anonimizza Dati Vecchi'", () => {
  test("anonymizes what is over a year old, tells how many, and the run is audited under the admin", async () => {
    const old = insertContact({ createdAt: new Date(Date.now() - 400 * day) });
    const recent = insertContact({ createdAt: new Date(Date.now() - 10 * day) });
    const answer = await handleDashboardAction(
      post("/admin/sicurezza", { intent: "anonymize" }),
      actor,
    );
    expect(answer.headers.get("Location")).toBe("/admin/sicurezza");
    expect(await toastOf(answer)).toEqual({
      type: "success",
      title: "Successo",
      description: "Anonimizzati 1 contatto e 0 iscrizioni.",
    });
    const rows = db.select().from(contactSubmissions).all();
    expect(rows.find((row) => row.id === old.id)).toMatchObject({
      nome: "Anonimizzato",
      email: "anonimizzato@invalid",
    });
    expect(rows.find((row) => row.id === recent.id)?.anonymizedAt).toBeNull();
    expect(lastAudit()).toMatchObject({
      action: "anonymize",
      userId: actor.id,
      actor: actor.email,
    });

    const again = await handleDashboardAction(
      post("/admin/sicurezza", { intent: "anonymize" }),
      actor,
    );
    expect((await toastOf(again))?.description).toMatch(/^Nessun dato da anonimizzare/);
  });

  test("a database failure and anything else get the spec's two messages", async () => {
    insertContact({ createdAt: new Date(Date.now() - 500 * day) });
    vi.spyOn(logger, "error").mockImplementation(() => {});
    const refused = await whileRefusing("contact_submissions", "update", () =>
      handleDashboardAction(post("/admin/sicurezza", { intent: "anonymize" }), actor),
    );
    expect(await toastOf(refused)).toMatchObject({
      type: "error",
      title: "Errore durante l'anonimizzazione dei dati",
    });

    vi.mocked(anonymizeOldRecords).mockRejectedValueOnce(new TypeError("un errore di programma"));
    const unexpected = await handleDashboardAction(
      post("/admin/sicurezza", { intent: "anonymize" }),
      actor,
    );
    expect(await toastOf(unexpected)).toMatchObject({
      type: "error",
      title: "Errore imprevisto durante l'anonimizzazione",
    });
  });
});

test("audit rows cannot be changed or removed", () => {
  const [row] = auditRows();
  expect(row).toBeDefined();
  expect(() =>
    db
      .update(contactAuditLog)
      .set({ action: "altro" })
      .where(eq(contactAuditLog.id, row?.id ?? 0))
      .run(),
  ).toThrow(/append-only/);
  expect(() =>
    db
      .delete(contactAuditLog)
      .where(eq(contactAuditLog.id, row?.id ?? 0))
      .run(),
  ).toThrow(/append-only/);
});
