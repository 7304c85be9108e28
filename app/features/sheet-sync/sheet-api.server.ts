import { eq } from "drizzle-orm";
import { articles } from "../../../db/schema";
import {
  sheetApiMessages as msg,
  sheetAuditSubject,
  sheetOutcomeReasons,
  sheetOutcomes,
  sheetRowMessages,
  type SheetTally,
} from "~/features/sheet-sync/content/sheet-api";
import { tokenFromAuthorization } from "~/features/sheet-sync/api-tokens.server";
import type { Article } from "~/features/articles/articles.server";
import { recordAudit } from "~/utils/audit.server";
import { db, writeOrBusy, type DbOrTx } from "~/utils/db.server";
import { isUtf8Type, readRequestAtMost, refusedBodyHeaders } from "~/utils/form-body.server";
import {
  excerptFrom,
  keywordsFrom,
  metaDescriptionFrom,
  metaTitleFrom,
} from "~/features/imports/markdown-import";
import { recordHit, retryAfterMs } from "~/utils/rate-limit.server";
import { renamedArticleSlug } from "~/features/redirects/redirects.server";
import { apiAnswer, apiRefusal } from "~/utils/resource-answer.server";
import type { Saving } from "~/features/articles/revisions.server";
import {
  saveContent,
  type ContentSaved,
  type ContentSaver,
} from "~/features/articles/content-save.server";
import {
  publicationMomentOf,
  romeDay,
  sheetRowSchema,
  type SheetRow,
} from "~/features/sheet-sync/sheet-row-schema";
import { logger } from "~/utils/logger.server";

/** The most one request may carry: the body's bytes and the rows. */
export const sheetApiLimits = { maxBytes: 2 * 1024 * 1024, maxRows: 100 } as const;

// As long as a visitor's submission waits for another process's write lock.
const lockWait = { withinMs: 500 };

type ApiToken = { id: number; name: string };

const busy = () => apiRefusal(503, msg.busy, { "Retry-After": "2" });

type Admission =
  { kind: "admitted"; token: ApiToken } | { kind: "limited"; waitMs: number } | { kind: "refused" };

/**
 * Every request counts against its address before the token is looked at, so that guessing
 * tokens costs a window per 60 tries; an admitted one counts against its token too.
 */
function admit(
  tx: DbOrTx,
  authorization: string | null,
  clientIp: string | null,
  now: Date,
): Admission {
  const ipWait = retryAfterMs(tx, "api-ip", clientIp, now);
  if (ipWait > 0) return { kind: "limited", waitMs: ipWait };
  recordHit(tx, "api-ip", clientIp, now);
  const token = tokenFromAuthorization(tx, authorization, now);
  if (!token) return { kind: "refused" };
  const key = String(token.id);
  const tokenWait = retryAfterMs(tx, "api-token", key, now);
  if (tokenWait > 0) return { kind: "limited", waitMs: tokenWait };
  recordHit(tx, "api-token", key, now);
  return { kind: "admitted", token };
}

type RowsRead =
  | { ok: true; rows: unknown[] }
  | { ok: false; status: 400 | 413 | 415; message: string; headers?: Record<string, string> };

const jsonTypes = new Set(["application/json"]);

// The rest of an oversized body is not worth reading before the next request.
const tooLarge = {
  ok: false,
  status: 413,
  message: msg.tooLarge,
  headers: refusedBodyHeaders,
} as const;

/** One row (an object) or a list of them, from a JSON body of at most 2 MB and 100 rows. */
async function readRows(request: Request): Promise<RowsRead> {
  if (!isUtf8Type(request.headers.get("Content-Type"), jsonTypes))
    return { ok: false, status: 415, message: msg.unsupportedType };
  const bytes = await readRequestAtMost(request, sheetApiLimits.maxBytes);
  if (bytes === null) return tooLarge;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, status: 400, message: msg.notJson };
  }
  const rows = Array.isArray(parsed)
    ? parsed
    : typeof parsed === "object" && parsed !== null
      ? [parsed]
      : null;
  if (!rows) return { ok: false, status: 400, message: msg.notRows };
  if (rows.length > sheetApiLimits.maxRows)
    return { ok: false, status: 413, message: msg.tooManyRows(sheetApiLimits.maxRows) };
  return { ok: true, rows };
}

/** A problem of one row: its index in the list sent (from 0), the column, the message. */
export type SheetRowError = { indice: number; campo: string | null; messaggio: string };

/** Every row checked, so one answer names every problem; two rows may not make the same slug. */
export function checkSheetRows(
  rows: unknown[],
  now: Date,
): { ok: true; rows: SheetRow[] } | { ok: false; errors: SheetRowError[] } {
  const schema = sheetRowSchema(now);
  const errors: SheetRowError[] = [];
  const valid: SheetRow[] = [];
  const firstWithSlug = new Map<string, number>();
  rows.forEach((row, index) => {
    const result = schema.safeParse(row);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const [field] = issue.path;
        errors.push({
          indice: index,
          campo: typeof field === "string" ? field : null,
          messaggio: issue.message,
        });
      }
      return;
    }
    const earlier = firstWithSlug.get(result.data.slug);
    if (earlier === undefined) firstWithSlug.set(result.data.slug, index);
    else
      errors.push({
        indice: index,
        campo: "Titolo",
        messaggio: sheetRowMessages.titleRepeated(earlier),
      });
    valid.push(result.data);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows: valid };
}

type Outcome = keyof typeof sheetOutcomes;
type RowResult = { outcome: Outcome; reason: keyof typeof sheetOutcomeReasons };

/**
 * A published row's date: the day the sheet gives (an article already published that day
 * keeps its moment, so resending the row changes nothing), else the date it has, else now.
 * A scheduled row's is its planned time; a planned time the row drops is no date at all.
 */
function publishedAtFor(row: SheetRow, current: Article | undefined, now: Date) {
  if (row.status === "scheduled") return row.scheduledAt;
  const stored = current?.status === "scheduled" ? null : (current?.publishedAt ?? null);
  if (row.status !== "published") return stored;
  if (!row.publicationDay) return stored ?? now;
  return stored && romeDay(stored) === row.publicationDay
    ? stored
    : publicationMomentOf(row.publicationDay);
}

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/**
 * The article a row is about: the one with its slug, or the one that slug was renamed to
 * (its old address redirects to the new one), so a row sent again after a rename updates
 * the renamed article instead of making a second one.
 */
function articleOfRow(tx: DbOrTx, slug: string): Article | undefined {
  const bySlug = (wanted: string) =>
    tx.select().from(articles).where(eq(articles.slug, wanted)).get();
  const current = bySlug(slug);
  if (current) return current;
  const renamed = renamedArticleSlug(tx, slug);
  return renamed === null ? undefined : bySlug(renamed);
}

/**
 * One row over the article with its slug (or renamed from it). The sheet is the source of what its columns say;
 * the SEO fields are derived once, as the Markdown import does, and staff's edits of them
 * stay. The sheet never takes an article off the blog: a 'Bozza' row leaves a published
 * article alone, and an archived one is left to the admin.
 */
function writeRow(
  save: ContentSaver,
  sent: SheetRow,
  current: Article | undefined,
  saving: Saving,
  now: Date,
): RowResult {
  // A published article keeps its date: a later day in the sheet does not take it off the blog.
  const row: SheetRow =
    current?.status === "published" && sent.status === "scheduled"
      ? { ...sent, status: "published", publicationDay: null, scheduledAt: null }
      : sent;
  const published = row.status === "published";
  const columns = {
    title: row.title,
    category: row.category,
    excerpt: row.excerpt || excerptFrom(row.content),
    content: row.content,
    status: row.status,
  };
  if (!current) {
    requireSaved(
      save({
        kind: "article",
        create: {
          ...columns,
          slug: row.slug,
          metaTitle: metaTitleFrom(row.title),
          metaDescription: metaDescriptionFrom(row.content),
          keywords: keywordsFrom(row.content),
          authorId: null,
          publishedAt: publishedAtFor(row, undefined, now),
        },
        takenSlug: "refuse",
        saving,
        now,
      }),
    );
    return {
      outcome: "created",
      reason: published
        ? "createdPublished"
        : row.status === "scheduled"
          ? "createdScheduled"
          : "createdDraft",
    };
  }
  if (current.status === "archived") return { outcome: "skipped", reason: "archived" };
  if (current.status === "published" && !published)
    return { outcome: "skipped", reason: "keptPublished" };
  const next = {
    ...columns,
    metaTitle: current.metaTitle || metaTitleFrom(row.title),
    metaDescription: current.metaDescription || metaDescriptionFrom(row.content),
    keywords: current.keywords || keywordsFrom(row.content),
    publishedAt: publishedAtFor(row, current, now),
    // A row that makes it a draft leaves no 'Ritira il' behind, as the editor's save.
    unpublishAt: row.status === "draft" ? null : current.unpublishAt,
  };
  if (
    (Object.keys(next) as (keyof typeof next)[]).every((key) => sameValue(current[key], next[key]))
  ) {
    return { outcome: "unchanged", reason: "unchanged" };
  }
  requireSaved(save({ kind: "article", update: next, over: current, saving, now }));
  return { outcome: "updated", reason: "updated" };
}

/**
 * A row is written over what this transaction has just read, with its slug checked by the
 * rows' own check: anything but a save is a fault, which undoes the whole batch.
 */
function requireSaved(result: ContentSaved) {
  if (result.outcome !== "saved") throw new Error(`Sheet row not saved (${result.outcome})`);
}

const tallyKeys = {
  created: "creati",
  updated: "aggiornati",
  unchanged: "invariati",
  skipped: "scartati",
} as const;

/**
 * Every row in one transaction, with the call's audit entry: all of them are written, or
 * none. Their events follow the commit.
 */
function writeRows(rows: SheetRow[], token: ApiToken, now: Date) {
  return saveContent((save, tx) => {
    const tally: SheetTally = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
    const bySheet: Saving = { source: "sheet-api", author: { kind: "token", id: token.id } };
    const report = rows.map((row, index) => {
      const current = articleOfRow(tx, row.slug);
      const result = writeRow(save, row, current, bySheet, now);
      tally[result.outcome] += 1;
      return {
        indice: index,
        titolo: row.title,
        slug: current?.slug ?? row.slug,
        esito: sheetOutcomes[result.outcome],
        motivo: sheetOutcomeReasons[result.reason],
      };
    });
    recordAudit(
      tx,
      { action: "api-articles", actor: null, subject: sheetAuditSubject.done(token.name, tally) },
      now,
    );
    const summary = Object.fromEntries(
      Object.entries(tallyKeys).map(([key, name]) => [name, tally[key as Outcome]]),
    );
    return { summary, report };
  });
}

/** A call that passed the token check but wrote nothing is audited all the same. */
async function auditRefusal(token: ApiToken, status: number, now: Date) {
  await writeOrBusy(
    () =>
      recordAudit(
        db,
        {
          action: "api-articles",
          actor: null,
          subject: sheetAuditSubject.refused(token.name, status),
        },
        now,
      ),
    lockWait,
  );
}

/**
 * `POST /api/articoli`: the sheet automation's rows as articles. The checks run cheapest
 * first: the per-IP window, the token and its window, the body (type, 2 MB, JSON, 100 rows),
 * every row; only then one transaction writes every row, with its audit entry.
 */
export async function handleSheetApi(
  request: Request,
  clientIp: string | null,
  now = new Date(),
): Promise<Response> {
  if (request.method !== "POST") return apiRefusal(405, msg.methodNotAllowed, { Allow: "POST" });
  const authorization = request.headers.get("Authorization");
  const admission = await writeOrBusy(
    () =>
      db.transaction((tx) => admit(tx, authorization, clientIp, now), { behavior: "immediate" }),
    lockWait,
  );
  if (admission === "busy") return busy();
  if (admission.kind === "limited") {
    return apiRefusal(429, msg.rateLimited, {
      "Retry-After": String(Math.ceil(admission.waitMs / 1000)),
    });
  }
  if (admission.kind === "refused") {
    const missing = authorization === null;
    // Never the header itself: a log must not become a place to find tokens.
    logger.warn(
      `401 token ${missing ? "mancante" : "non valido"}: ${request.method} ${new URL(request.url).pathname}`,
    );
    return apiRefusal(401, missing ? msg.tokenMissing : msg.tokenInvalid, {
      "WWW-Authenticate": missing ? "Bearer" : 'Bearer error="invalid_token"',
    });
  }
  const { token } = admission;
  const body = await readRows(request);
  if (!body.ok) {
    await auditRefusal(token, body.status, now);
    return apiRefusal(body.status, body.message, body.headers);
  }
  const checked = checkSheetRows(body.rows, now);
  if (!checked.ok) {
    await auditRefusal(token, 400, now);
    return apiAnswer(400, { errore: msg.invalidRows, errori: checked.errors });
  }
  const written = await writeOrBusy(() => writeRows(checked.rows, token, now), lockWait);
  if (written === "busy") return busy();
  return apiAnswer(200, { riepilogo: written.summary, risultati: written.report });
}
