import { desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { articles, contactAuditLog, users } from "../../../db/schema";
import {
  sheetApiMessages,
  sheetOutcomeReasons,
  sheetRowMessages,
} from "~/features/sheet-sync/content/sheet-api";
import { createApiToken, revokeApiToken } from "~/features/sheet-sync/api-tokens.server";
import { activityAbout } from "../../../tests/support/activity";
import { closeBlogUpdateStreams } from "~/features/blog/blog-updates.server";
import { watchBlogChanges } from "../../../tests/support/blog-changes";
import { db, migrateDatabase } from "~/utils/db.server";
import {
  excerptFrom,
  keywordsFrom,
  metaDescriptionFrom,
  metaTitleFrom,
} from "~/features/imports/markdown-import";
import { rateLimits } from "~/utils/rate-limit.server";
import { updateArticle } from "~/features/articles/articles.server";
import { articleSchema } from "~/features/articles/article-schema";
import { handleSheetApi, sheetApiLimits } from "~/features/sheet-sync/sheet-api.server";
import { bySite } from "~/features/articles/revisions.server";
import { logger } from "~/utils/logger.server";

let staff: { id: string; email: string };
let addresses = 0;
let tokens = 0;

beforeAll(() => {
  migrateDatabase();
  staff = db
    .insert(users)
    .values({ email: "foglio@example.com", passwordHash: "x" })
    .returning()
    .get();
});

beforeEach(() => {
  vi.spyOn(logger, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  closeBlogUpdateStreams();
});

/** A caller of its own: a fresh address and a fresh token, so no test meets another's limits. */
function caller() {
  addresses += 1;
  tokens += 1;
  return { ip: `192.0.2.${addresses}`, ...createApiToken(`Make ${tokens}`, staff) };
}

type Caller = ReturnType<typeof caller>;

function post(
  who: Pick<Caller, "ip" | "token">,
  body: unknown,
  { now = new Date(), headers = {} as Record<string, string> } = {},
) {
  const request = new Request("http://localhost/api/articoli", {
    method: "POST",
    headers: {
      Authorization: `Bearer ${who.token}`,
      "Content-Type": "application/json",
      ...headers,
    },
    body: typeof body === "string" || body instanceof Blob ? body : JSON.stringify(body),
  });
  return handleSheetApi(request, who.ip, now);
}

const bySlug = (slug: string) => db.select().from(articles).where(eq(articles.slug, slug)).get();

const auditSubjects = (name: string) =>
  db
    .select({ subject: contactAuditLog.subject, actor: contactAuditLog.actor })
    .from(contactAuditLog)
    .where(eq(contactAuditLog.action, "api-articles"))
    .orderBy(desc(contactAuditLog.id))
    .all()
    .filter((entry) => entry.subject?.startsWith(`token "${name}"`));

const body =
  "Una strategia di contenuti parte dagli obiettivi, perché senza obiettivi non si misura nulla. " +
  "I contenuti migliori rispondono alle domande dei clienti.\n\n## Il calendario\n\nIl calendario editoriale tiene insieme canali e campagne.";

function sheetRow(title: string, fields: Record<string, unknown> = {}) {
  return {
    Titolo: title,
    Categoria: "SEO",
    Estratto: "",
    Contenuto: body,
    Stato: "Pubblicato",
    Data: "",
    ...fields,
  };
}

describe("the token", () => {
  test("missing: 401 with WWW-Authenticate: Bearer, one log line, no audit entry", async () => {
    const response = await handleSheetApi(
      new Request("http://localhost/api/articoli", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "[]",
      }),
      "192.0.2.200",
    );
    expect(response.status).toBe(401);
    expect(response.headers.get("WWW-Authenticate")).toBe("Bearer");
    expect(await response.json()).toEqual({ errore: sheetApiMessages.tokenMissing });
    expect(logger.warn).toHaveBeenCalledWith("401 token mancante: POST /api/articoli");
  });

  test("wrong, malformed or revoked: 401 with invalid_token; the log never holds the header", async () => {
    const who = caller();
    const revoked = caller();
    revokeApiToken(revoked.id, staff);
    const auditBefore = db.select().from(contactAuditLog).all().length;
    for (const token of [`art_${"x".repeat(43)}`, "qualcosa", revoked.token]) {
      const response = await post({ ip: who.ip, token }, [sheetRow("Mai scritto")]);
      expect(response.status).toBe(401);
      expect(response.headers.get("WWW-Authenticate")).toBe('Bearer error="invalid_token"');
      expect(await response.json()).toEqual({ errore: sheetApiMessages.tokenInvalid });
    }
    const logged = vi.mocked(logger.warn).mock.calls.map((call) => call.join(" "));
    expect(logged).toEqual(Array(3).fill("401 token non valido: POST /api/articoli"));
    expect(bySlug("mai-scritto")).toBeUndefined();
    expect(db.select().from(contactAuditLog).all().length).toBe(auditBefore);
  });

  test("a GET is 405 with Allow: POST", async () => {
    const response = await handleSheetApi(
      new Request("http://localhost/api/articoli"),
      "192.0.2.201",
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});

describe("good rows", () => {
  test("a published row and a draft: created with the derived fields, reported, audited, the published one announced", async () => {
    const who = caller();
    const now = new Date("2026-03-10T09:30:00Z");
    const changes = watchBlogChanges();
    const response = await post(
      who,
      [
        sheetRow("Strategia SEO locale", { Categoria: "seo" }),
        sheetRow("Calendario editoriale", {
          Categoria: "content MARKETING",
          Estratto: "Un estratto scritto.",
          Stato: "bozza",
        }),
      ],
      { now },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      riepilogo: { creati: 2, aggiornati: 0, invariati: 0, scartati: 0 },
      risultati: [
        {
          indice: 0,
          titolo: "Strategia SEO locale",
          slug: "strategia-seo-locale",
          esito: "creato",
          motivo: sheetOutcomeReasons.createdPublished,
        },
        {
          indice: 1,
          titolo: "Calendario editoriale",
          slug: "calendario-editoriale",
          esito: "creato",
          motivo: sheetOutcomeReasons.createdDraft,
        },
      ],
    });
    expect(bySlug("strategia-seo-locale")).toMatchObject({
      title: "Strategia SEO locale",
      category: "SEO",
      status: "published",
      content: body,
      excerpt: excerptFrom(body),
      metaTitle: metaTitleFrom("Strategia SEO locale"),
      metaDescription: metaDescriptionFrom(body),
      keywords: keywordsFrom(body),
      authorId: null,
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    expect(bySlug("calendario-editoriale")).toMatchObject({
      category: "Content Marketing",
      status: "draft",
      excerpt: "Un estratto scritto.",
      publishedAt: null,
    });
    expect(auditSubjects(who.name)).toEqual([
      {
        subject: `token "${who.name}": creati 2, aggiornati 0, invariati 0, scartati 0`,
        actor: "sistema",
      },
    ]);
    expect(await changes()).toEqual(['data: {"slug":"strategia-seo-locale","kind":"created"}']);
    // In the activity log as the system's, the token named with the article.
    const subject = `Strategia SEO locale (token ${who.name})`;
    expect(activityAbout(subject)).toEqual([
      { action: "article-created", userId: null, actor: "sistema", subject },
      { action: "article-published", userId: null, actor: "sistema", subject },
    ]);
  });

  test("one row as a plain object is accepted, whatever the case of its field names; unknown fields are ignored", async () => {
    const who = caller();
    const response = await post(who, {
      titolo: "Una riga sola",
      CATEGORIA: "Analytics",
      contenuto: body,
      stato: "Pubblicato",
      riga: 7,
    });
    expect(response.status).toBe(200);
    expect(bySlug("una-riga-sola")).toMatchObject({ category: "Analytics", status: "published" });
  });

  test("the same rows again change nothing: 'invariato', 'nessuna modifica', updated_at kept", async () => {
    const who = caller();
    const rows = [
      sheetRow("Due volte uguale", { Data: "01/03/2026" }),
      sheetRow("Bozza due volte", { Stato: "Bozza" }),
    ];
    await post(who, rows, { now: new Date("2026-03-10T09:00:00Z") });
    const before = [bySlug("due-volte-uguale"), bySlug("bozza-due-volte")];
    const changes = watchBlogChanges();
    const again = await post(who, rows, { now: new Date("2026-03-11T09:00:00Z") });
    expect(again.status).toBe(200);
    const report = (await again.json()) as {
      riepilogo: unknown;
      risultati: { esito: string; motivo: string }[];
    };
    expect(report.riepilogo).toEqual({ creati: 0, aggiornati: 0, invariati: 2, scartati: 0 });
    expect(report.risultati.map((row) => [row.esito, row.motivo])).toEqual(
      Array(2).fill(["invariato", "nessuna modifica"]),
    );
    expect([bySlug("due-volte-uguale"), bySlug("bozza-due-volte")]).toEqual(before);
    expect(await changes()).toEqual([]);
    expect(auditSubjects(who.name)[0]?.subject).toBe(
      `token "${who.name}": creati 0, aggiornati 0, invariati 2, scartati 0`,
    );
  });

  test("the sheet overwrites its columns of an article edited in the admin, and keeps the SEO fields staff set", async () => {
    const who = caller();
    const created = new Date("2026-02-01T08:00:00Z");
    db.insert(articles)
      .values({
        title: "Scritto in redazione",
        slug: "scritto-in-redazione",
        category: "Branding",
        content: "Testo della redazione.",
        excerpt: "Estratto della redazione.",
        metaTitle: "Titolo SEO curato",
        metaDescription: "",
        keywords: "redazione",
        status: "published",
        publishedAt: created,
        createdAt: created,
        updatedAt: created,
      })
      .run();
    const now = new Date("2026-03-10T09:00:00Z");
    const changes = watchBlogChanges();
    const response = await post(
      who,
      [sheetRow("Scritto in redazione", { Categoria: "Social Media" })],
      { now },
    );
    expect(
      ((await response.json()) as { risultati: { esito: string }[] }).risultati[0]?.esito,
    ).toBe("aggiornato");
    expect(bySlug("scritto-in-redazione")).toMatchObject({
      category: "Social Media",
      content: body,
      excerpt: excerptFrom(body),
      metaTitle: "Titolo SEO curato",
      metaDescription: metaDescriptionFrom(body),
      keywords: "redazione",
      publishedAt: created,
      updatedAt: now,
    });
    expect(await changes()).toEqual(['data: {"slug":"scritto-in-redazione","kind":"updated"}']);
  });

  test("a draft turned 'Pubblicato' is published now and announced; 'Bozza' never unpublishes; archived articles are left alone", async () => {
    const who = caller();
    const then = new Date("2026-03-01T09:00:00Z");
    await post(
      who,
      [
        sheetRow("Da pubblicare", { Stato: "Bozza" }),
        sheetRow("Resta pubblicato"),
        sheetRow("Archiviato in admin"),
      ],
      { now: then },
    );
    db.update(articles)
      .set({ status: "archived" })
      .where(eq(articles.slug, "archiviato-in-admin"))
      .run();
    const publishedBefore = bySlug("resta-pubblicato");
    const now = new Date("2026-03-10T09:00:00Z");
    const changes = watchBlogChanges();
    const response = await post(
      who,
      [
        sheetRow("Da pubblicare"),
        sheetRow("Resta pubblicato", { Stato: "Bozza", Contenuto: "Un altro testo." }),
        sheetRow("Archiviato in admin", { Contenuto: "Un altro testo." }),
      ],
      { now },
    );
    const report = (await response.json()) as {
      riepilogo: unknown;
      risultati: { esito: string; motivo: string }[];
    };
    expect(report.riepilogo).toEqual({ creati: 0, aggiornati: 1, invariati: 0, scartati: 2 });
    expect(report.risultati.map((row) => [row.esito, row.motivo])).toEqual([
      ["aggiornato", sheetOutcomeReasons.updated],
      ["scartato", sheetOutcomeReasons.keptPublished],
      ["scartato", sheetOutcomeReasons.archived],
    ]);
    expect(bySlug("da-pubblicare")).toMatchObject({ status: "published", publishedAt: now });
    expect(bySlug("resta-pubblicato")).toEqual(publishedBefore);
    expect(bySlug("archiviato-in-admin")).toMatchObject({ status: "archived", content: body });
    expect(await changes()).toEqual(['data: {"slug":"da-pubblicare","kind":"published"}']);
    expect(activityAbout(`Da pubblicare (token ${who.name})`).map((row) => row.action)).toEqual([
      "article-created",
      "article-published",
    ]);
  });
});

describe("an article renamed in the admin", () => {
  test("its row sent again updates it under its new slug, through the redirect the rename left", async () => {
    const who = caller();
    await post(who, [sheetRow("Guida alle recensioni")], { now: new Date("2026-03-01T09:00:00Z") });
    const sent = bySlug("guida-alle-recensioni")!;
    const renamed = await updateArticle(
      sent,
      articleSchema().parse({
        title: sent.title,
        slug: "recensioni-guida-completa",
        category: sent.category,
        intent: "save",
        status: "published",
      }),
      sent.updatedAt.getTime(),
      bySite("editor"),
    );
    expect(renamed.outcome).toBe("saved");
    const changes = watchBlogChanges();
    const response = await post(who, [
      sheetRow("Guida alle recensioni", { Contenuto: `${body}\n\nUn paragrafo in più.` }),
    ]);
    expect(await response.json()).toMatchObject({
      riepilogo: { creati: 0, aggiornati: 1 },
      risultati: [{ slug: "recensioni-guida-completa", esito: "aggiornato" }],
    });
    expect(bySlug("guida-alle-recensioni")).toBeUndefined();
    expect(bySlug("recensioni-guida-completa")).toMatchObject({
      id: sent.id,
      content: `${body}\n\nUn paragrafo in più.`,
    });
    expect(await changes()).toEqual([
      'data: {"slug":"recensioni-guida-completa","kind":"updated"}',
    ]);
  });
});

describe("Data", () => {
  const now = new Date("2026-03-10T09:00:00Z");

  test("gg/mm/aaaa and aaaa-mm-gg set the publication day as the blog shows it in Italy", async () => {
    const who = caller();
    await post(
      who,
      [
        sheetRow("Data italiana", { Data: "5/3/2026" }),
        sheetRow("Data ISO", { Data: "2026-03-05" }),
      ],
      { now },
    );
    expect(bySlug("data-italiana")?.publishedAt).toEqual(new Date("2026-03-05T12:00:00Z"));
    expect(bySlug("data-iso")?.publishedAt).toEqual(new Date("2026-03-05T12:00:00Z"));
  });

  test("an existing article keeps its moment for the same day or an empty Data, and moves to another day given", async () => {
    const who = caller();
    const published = new Date("2026-03-04T23:30:00Z"); // 5 March in Italy
    db.insert(articles)
      .values({
        title: "Già datato",
        slug: "gia-datato",
        category: "SEO",
        content: body,
        status: "published",
        publishedAt: published,
      })
      .run();
    await post(who, [sheetRow("Già datato", { Data: "05/03/2026" })], { now });
    expect(bySlug("gia-datato")?.publishedAt).toEqual(published);
    await post(who, [sheetRow("Già datato")], { now });
    expect(bySlug("gia-datato")?.publishedAt).toEqual(published);
    await post(who, [sheetRow("Già datato", { Data: "2026-03-02" })], { now });
    expect(bySlug("gia-datato")?.publishedAt).toEqual(new Date("2026-03-02T12:00:00Z"));
  });
});

describe("a 'Pubblicato' row with a future Data", () => {
  const now = new Date("2026-03-10T09:00:00Z");

  test("is scheduled for 09:00 of that day in Italy, summer time included", async () => {
    const who = caller();
    const response = await post(
      who,
      [sheetRow("Domani", { Data: "11/03/2026" }), sheetRow("In estate", { Data: "2026-07-01" })],
      { now },
    );
    expect(response.status).toBe(200);
    expect(bySlug("domani")).toMatchObject({
      status: "scheduled",
      publishedAt: new Date("2026-03-11T08:00:00Z"),
    });
    expect(bySlug("in-estate")).toMatchObject({
      status: "scheduled",
      publishedAt: new Date("2026-07-01T07:00:00Z"),
    });
  });

  test("today's Data publishes at once; a published article keeps its date", async () => {
    const who = caller();
    const published = new Date("2026-03-01T10:00:00Z");
    db.insert(articles)
      .values({
        title: "Già uscito",
        slug: "gia-uscito",
        category: "SEO",
        content: body,
        status: "published",
        publishedAt: published,
      })
      .run();
    await post(
      who,
      [sheetRow("Oggi", { Data: "10/03/2026" }), sheetRow("Già uscito", { Data: "20/03/2026" })],
      { now },
    );
    expect(bySlug("oggi")?.status).toBe("published");
    expect(bySlug("gia-uscito")).toMatchObject({ status: "published", publishedAt: published });
  });

  test("a scheduled article sent again as 'Bozza' keeps no planned time", async () => {
    const who = caller();
    await post(who, [sheetRow("Ripensato", { Data: "20/03/2026" })], { now });
    expect(bySlug("ripensato")?.status).toBe("scheduled");
    db.update(articles)
      .set({ unpublishAt: new Date("2026-03-30T10:00:00Z") })
      .where(eq(articles.slug, "ripensato"))
      .run();
    await post(who, [sheetRow("Ripensato", { Stato: "Bozza" })], { now });
    expect(bySlug("ripensato")).toMatchObject({
      status: "draft",
      publishedAt: null,
      unpublishAt: null,
    });
  });
});

describe("refused requests write nothing", () => {
  test("every invalid row is listed with its index, column and message, and no row is written", async () => {
    const who = caller();
    const now = new Date("2026-03-10T09:00:00Z");
    const response = await post(
      who,
      [
        sheetRow("Riga buona"),
        sheetRow("", { Categoria: "Cucina", Stato: "Archiviato" }),
        sheetRow("!!!", { Contenuto: "   ", Data: "31/02/2026" }),
        sheetRow("Data sbagliata", { Data: "2026-3-1" }),
        sheetRow("Futuro", { Data: "11/03/2026", Stato: "Bozza" }),
        "non una riga",
        sheetRow("Contenuto non di testo", { Contenuto: { testo: "x" } }),
        sheetRow("Cerca"),
      ],
      { now },
    );
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errore: string; errori: unknown[] };
    expect(answer.errore).toBe(sheetApiMessages.invalidRows);
    expect(answer.errori).toEqual([
      { indice: 1, campo: "Titolo", messaggio: "Inserisci il titolo." },
      { indice: 1, campo: "Categoria", messaggio: sheetRowMessages.categoryUnknown },
      { indice: 1, campo: "Stato", messaggio: sheetRowMessages.statusUnknown },
      { indice: 2, campo: "Titolo", messaggio: sheetRowMessages.titleWithoutSlug },
      { indice: 2, campo: "Contenuto", messaggio: sheetRowMessages.contentMissing },
      { indice: 2, campo: "Data", messaggio: sheetRowMessages.dateInvalid },
      { indice: 3, campo: "Data", messaggio: sheetRowMessages.dateFormat },
      { indice: 4, campo: "Data", messaggio: sheetRowMessages.dateInFuture },
      { indice: 5, campo: null, messaggio: sheetRowMessages.notObject },
      { indice: 6, campo: "Contenuto", messaggio: sheetRowMessages.notText },
      { indice: 7, campo: "Titolo", messaggio: sheetRowMessages.titleOfBlogPage },
    ]);
    expect(bySlug("riga-buona")).toBeUndefined();
    expect(auditSubjects(who.name)).toEqual([
      {
        subject: `token "${who.name}": richiesta rifiutata (400), nulla scritto`,
        actor: "sistema",
      },
    ]);
  });

  test("two rows making the same slug are refused", async () => {
    const who = caller();
    const response = await post(who, [sheetRow("Perché sì"), sheetRow("Perche si")]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errori: unknown[] }).errori).toEqual([
      { indice: 1, campo: "Titolo", messaggio: sheetRowMessages.titleRepeated(0) },
    ]);
    expect(bySlug("perche-si")).toBeUndefined();
  });

  test("a row with only a title: category, content and status missing", async () => {
    const who = caller();
    const response = await post(who, { Titolo: "Senza nulla" });
    expect(((await response.json()) as { errori: unknown[] }).errori).toEqual([
      { indice: 0, campo: "Categoria", messaggio: sheetRowMessages.categoryMissing },
      { indice: 0, campo: "Contenuto", messaggio: sheetRowMessages.contentMissing },
      { indice: 0, campo: "Stato", messaggio: sheetRowMessages.statusUnknown },
    ]);
  });

  test("not JSON is 400, another type 415, a list that is no rows 400, an empty list a report of nothing", async () => {
    const who = caller();
    const cases: [unknown, Record<string, string>, number, string][] = [
      ["{ non json", {}, 400, sheetApiMessages.notJson],
      // ["è"] in Latin-1: not UTF-8.
      [
        new Blob([new Uint8Array([0x5b, 0x22, 0xe8, 0x22, 0x5d])]),
        {},
        400,
        sheetApiMessages.notJson,
      ],
      [
        "Titolo=x",
        { "Content-Type": "application/x-www-form-urlencoded" },
        415,
        sheetApiMessages.unsupportedType,
      ],
      [
        "[]",
        { "Content-Type": "application/json; charset=iso-8859-1" },
        415,
        sheetApiMessages.unsupportedType,
      ],
      ['"una stringa"', {}, 400, sheetApiMessages.notRows],
    ];
    for (const [payload, headers, status, message] of cases) {
      const response = await post(who, payload, { headers });
      expect(response.status, String(payload)).toBe(status);
      expect(await response.json()).toEqual({ errore: message });
    }
    const empty = await post(who, []);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({
      riepilogo: { creati: 0, aggiornati: 0, invariati: 0, scartati: 0 },
      risultati: [],
    });
  });

  test("over 100 rows or 2 MB: 413, nothing written", async () => {
    const who = caller();
    const many = Array.from({ length: sheetApiLimits.maxRows + 1 }, (_, i) =>
      sheetRow(`Riga numero ${i}`),
    );
    const tooMany = await post(who, many);
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toEqual({ errore: sheetApiMessages.tooManyRows(100) });
    expect(bySlug("riga-numero-0")).toBeUndefined();

    // Streamed without a length, so only the reading stops it.
    const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 3 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/api/articoli", {
      method: "POST",
      headers: { Authorization: `Bearer ${who.token}`, "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const large = await handleSheetApi(request, who.ip);
    expect(large.status).toBe(413);
    expect(large.headers.get("Connection")).toBe("close");
    expect(await large.json()).toEqual({ errore: sheetApiMessages.tooLarge });
    expect(sent).toBeLessThan(3 * 1024 * 1024);
  });
});

describe("rate limits", () => {
  test("60 requests per address in 15 minutes, wrong tokens included; then 429 with Retry-After", async () => {
    const who = caller();
    const now = new Date("2026-03-10T09:00:00Z");
    const { limit } = rateLimits["api-ip"];
    for (let i = 0; i < limit; i += 1) {
      const response = await post({ ip: who.ip, token: "sbagliato" }, [], {
        now: new Date(now.getTime() + i),
      });
      expect(response.status).toBe(401);
    }
    const limited = await post(who, [], { now: new Date(now.getTime() + limit) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBe(15 * 60);
    expect(await limited.json()).toEqual({ errore: sheetApiMessages.rateLimited });
    const later = await post(who, [], { now: new Date(now.getTime() + 15 * 60 * 1000 + 1) });
    expect(later.status).toBe(200);
  });

  test("60 requests per token in 15 minutes, from any address", async () => {
    const who = caller();
    const now = new Date("2026-03-10T10:00:00Z");
    for (let i = 0; i < rateLimits["api-token"].limit; i += 1) {
      const response = await post({ ip: `203.0.113.${i}`, token: who.token }, [], { now });
      expect(response.status).toBe(200);
    }
    const limited = await post({ ip: "203.0.113.250", token: who.token }, [], { now });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBeTruthy();
    const entries = db
      .select()
      .from(contactAuditLog)
      .where(eq(contactAuditLog.action, "api-articles"))
      .all()
      .filter((entry) => entry.subject?.startsWith(`token "${who.name}"`));
    expect(entries).toHaveLength(rateLimits["api-token"].limit);
  });
});
