import { asc, eq, inArray, or, sql } from "drizzle-orm";
import { redirects } from "../../../db/schema";
import {
  redirectImportMessages,
  redirectMessages as m,
} from "~/features/redirects/content/redirects";
import { chainProblems, type ChainProblem } from "~/features/redirects/redirect-chains";
import { articlePath, eventPath } from "~/features/redirects/redirect-paths";
import { type Language, localizedPath } from "~/utils/language";
import type { RedirectInput } from "~/features/redirects/redirect-schema";
import { unwrittenHits } from "~/features/redirects/redirect-table.server";
import {
  isPublishedArticle,
  isPublishedPage,
  siteAddressOf,
  type SiteAddress,
} from "~/features/redirects/site-addresses.server";
import { recordActivity, type ActivityActor } from "~/utils/activity.server";
import { db, type DbOrTx } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";

export type RedirectRow = typeof redirects.$inferSelect;

/** A redirect with the visits counted here and not yet written. */
function withUnwrittenHits(row: RedirectRow): RedirectRow {
  const unwritten = unwrittenHits(row.id);
  return {
    ...row,
    hits: row.hits + (unwritten?.count ?? 0),
    lastHitAt: unwritten?.lastAt ?? row.lastHitAt,
  };
}

/** Every redirect, by source. */
export function listRedirects() {
  return db.select().from(redirects).orderBy(asc(redirects.fromPath)).all().map(withUnwrittenHits);
}

export function findRedirect(id: number) {
  const row = db.select().from(redirects).where(eq(redirects.id, id)).get();
  return row ? withUnwrittenHits(row) : null;
}

export type RedirectFieldErrors = Partial<Record<"from" | "to", string[]>>;

export type RedirectSave =
  | { outcome: "saved" }
  | { outcome: "refused"; errors: RedirectFieldErrors }
  | { outcome: "missing" };

/**
 * After a committed change of the redirects from `sources`: the server reloads the table it
 * answers from, and the edge forgets the answers it kept.
 */
export function announceRedirects(sources: string[]) {
  if (sources.length > 0) emitDomainEvent("redirectsChanged", { sources });
}

const tableOf = (tx: DbOrTx) =>
  new Map(
    tx
      .select({ fromPath: redirects.fromPath, target: redirects.target })
      .from(redirects)
      .all()
      .map((row) => [row.fromPath, row.target]),
  );

const chainField = (problem: ChainProblem) => (problem.kind === "chainFrom" ? "from" : "to");

/**
 * Why `source` cannot be redirected, from what the site serves there: a page or a file (known
 * before the transaction), or a published article or page staff made (asked inside it).
 */
function addressMessage(tx: DbOrTx, source: string, address: SiteAddress | null) {
  if (!address) return isPublishedPage(tx, source.slice(1)) ? m.page(source) : null;
  if (address.kind === "page") return m.page(source);
  if (address.kind === "file") return m.file(source);
  if (address.kind === "page-content")
    return isPublishedPage(tx, address.slug, address.type) ? m.page(source) : null;
  return isPublishedArticle(tx, address.slug) ? m.article(source) : null;
}

/** A redirect as the staff activity log names it: `/vecchio → /nuovo`. */
const activitySubject = (redirect: { from: string; to: string }) =>
  `${redirect.from} → ${redirect.to}`;

/**
 * Writes one redirect from the admin's form: new (`id` null) or over redirect `id`. Refused
 * with a message by its field when its source is an address the site serves or already
 * redirected, or when it would make a loop or a chain.
 */
export function saveRedirect(
  input: RedirectInput,
  id: number | null,
  actor: ActivityActor,
  now = new Date(),
): RedirectSave {
  // Before the transaction: the route table is in memory, but a file is looked up on disk.
  const address = siteAddressOf(input.from);
  const result = db.transaction(
    (tx): RedirectSave & { sources?: string[] } => {
      const current =
        id === null ? null : tx.select().from(redirects).where(eq(redirects.id, id)).get();
      if (current === undefined) return { outcome: "missing" };
      const taken = tx
        .select({ id: redirects.id })
        .from(redirects)
        .where(eq(redirects.fromPath, input.from))
        .get();
      if (taken && taken.id !== id)
        return { outcome: "refused", errors: { from: [m.taken(input.from)] } };
      const served = addressMessage(tx, input.from, address);
      if (served) return { outcome: "refused", errors: { from: [served] } };
      const table = tableOf(tx);
      if (current) table.delete(current.fromPath);
      table.set(input.from, input.to);
      const problem = chainProblems(table, [input.from]).get(input.from);
      if (problem)
        return { outcome: "refused", errors: { [chainField(problem)]: [m.chain(problem)] } };
      const values = { fromPath: input.from, target: input.to, status: input.status };
      if (current) {
        tx.update(redirects)
          .set({ ...values, updatedAt: now })
          .where(eq(redirects.id, current.id))
          .run();
        recordActivity(
          tx,
          { action: "redirect-changed", actor, subject: activitySubject(input) },
          now,
        );
        return { outcome: "saved", sources: [...new Set([current.fromPath, input.from])] };
      }
      tx.insert(redirects)
        .values({ ...values, createdAt: now, updatedAt: now })
        .run();
      recordActivity(
        tx,
        { action: "redirect-created", actor, subject: activitySubject(input) },
        now,
      );
      return { outcome: "saved", sources: [input.from] };
    },
    { behavior: "immediate" },
  );
  if (result.outcome !== "saved") return result;
  announceRedirects(result.sources ?? []);
  return { outcome: "saved" };
}

/** Removes redirect `id`; false when there was none. */
export function deleteRedirect(id: number, actor: ActivityActor, now = new Date()) {
  const removed = db.transaction(
    (tx) => {
      const [row] = tx
        .delete(redirects)
        .where(eq(redirects.id, id))
        .returning({ from: redirects.fromPath, to: redirects.target })
        .all();
      if (row)
        recordActivity(
          tx,
          { action: "redirect-removed", actor, subject: activitySubject(row) },
          now,
        );
      return row;
    },
    { behavior: "immediate" },
  );
  if (!removed) return false;
  announceRedirects([removed.from]);
  return true;
}

/** A row of an import, checked on its own: the number it has in the file, and its redirect. */
export type ImportEntry = RedirectInput & { row: number };

export type RowError = { row: number; message: string };

export type ImportResult =
  { ok: true; created: number; updated: number } | { ok: false; errors: RowError[] };

/**
 * Writes every row of an import, each over the redirect with its source if there is one, or
 * none of them: a row whose source the site serves, or that would make a loop or a chain
 * with the others and the table, refuses the file. `refused` carries the problems already
 * found in the file: the rows are then only checked, so that one answer names them all.
 */
export function importRedirects(
  entries: readonly ImportEntry[],
  refused: readonly RowError[],
  actor: ActivityActor,
  now = new Date(),
): ImportResult {
  const addresses = entries.map((entry) => siteAddressOf(entry.from));
  const result = db.transaction(
    (tx): ImportResult & { sources?: string[] } => {
      const errors = [...refused];
      const table = tableOf(tx);
      const existing = new Set(table.keys());
      entries.forEach((entry, index) => {
        const served = addressMessage(tx, entry.from, addresses[index] ?? null);
        if (served) errors.push({ row: entry.row, message: served });
        table.set(entry.from, entry.to);
      });
      const problems = chainProblems(
        table,
        entries.map((entry) => entry.from),
      );
      for (const entry of entries) {
        const problem = problems.get(entry.from);
        if (problem) errors.push({ row: entry.row, message: m.chain(problem) });
      }
      if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.row - b.row) };
      for (const entry of entries) {
        const values = { target: entry.to, status: entry.status, updatedAt: now };
        tx.insert(redirects)
          .values({ fromPath: entry.from, ...values, createdAt: now })
          .onConflictDoUpdate({ target: redirects.fromPath, set: values })
          .run();
        const action = existing.has(entry.from) ? "redirect-changed" : "redirect-created";
        recordActivity(tx, { action, actor, subject: activitySubject(entry) }, now);
      }
      const created = entries.filter((entry) => !existing.has(entry.from)).length;
      return {
        ok: true,
        created,
        updated: entries.length - created,
        sources: entries.map((entry) => entry.from),
      };
    },
    // A file already refused is only checked: no need to hold the write lock.
    { behavior: refused.length > 0 ? "deferred" : "immediate" },
  );
  if (!result.ok) return result;
  announceRedirects(result.sources ?? []);
  return { ok: true, created: result.created, updated: result.updated };
}

/** An import's rows as the refusal lists them. */
export const rowMessages = (errors: readonly RowError[]) =>
  errors.map((error) => redirectImportMessages.row(error.row, error.message));

type ContentAddress = { slug: string; status: string };

/**
 * Inside a piece of content's write transaction (an article's at `/blog/…`, an event's at
 * `/eventi/…`): what its address after the write means for the redirects. A published one
 * takes its address back from a redirect; one whose published address changes leaves a 301
 * from the old address to the new one, and the redirects that led to the old address lead
 * straight to the new one, so no chain forms. Returns the sources changed, for
 * `announceRedirects` once committed.
 */
function followAddress(
  tx: DbOrTx,
  pathOf: (slug: string) => string,
  before: ContentAddress | null,
  after: ContentAddress,
  now: Date,
): string[] {
  const to = pathOf(after.slug);
  const renamed = before !== null && before.status === "published" && before.slug !== after.slug;
  const changed: string[] = [];
  if (after.status === "published" || renamed) {
    const taken = tx
      .delete(redirects)
      .where(eq(redirects.fromPath, to))
      .returning({ fromPath: redirects.fromPath })
      .all();
    changed.push(...taken.map((row) => row.fromPath));
  }
  if (!renamed) return changed;
  const from = pathOf(before.slug);
  // A target with its own query or fragment keeps them on the new address.
  const retargeted = tx
    .update(redirects)
    .set({ target: sql`${to} || substr(${redirects.target}, ${from.length + 1})`, updatedAt: now })
    .where(
      or(
        eq(redirects.target, from),
        inArray(sql`substr(${redirects.target}, 1, ${from.length + 1})`, [`${from}?`, `${from}#`]),
      ),
    )
    .returning({ fromPath: redirects.fromPath })
    .all();
  tx.insert(redirects)
    .values({ fromPath: from, target: to, status: 301, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: redirects.fromPath,
      set: { target: to, status: 301, updatedAt: now },
    })
    .run();
  return [...changed, ...retargeted.map((row) => row.fromPath), from];
}

/** An address's pattern in `language`, its slug put in (`/blog/:slug` → `/en/blog/…`). */
const inLanguage =
  (italian: (slug: string) => string, pattern: string, language: Language) => (slug: string) =>
    language === "it"
      ? italian(slug)
      : (localizedPath(pattern, language, { slug }) ?? italian(slug));

export const followArticleAddress = (
  tx: DbOrTx,
  before: ContentAddress | null,
  after: ContentAddress,
  now = new Date(),
  language: Language = "it",
) => followAddress(tx, inLanguage(articlePath, "/blog/:slug", language), before, after, now);

/** As `followArticleAddress`, for a page whose address its type gives (decision 0266). */
export const followPageAddress = (
  tx: DbOrTx,
  pathOf: (slug: string) => string,
  before: ContentAddress | null,
  after: ContentAddress,
  now = new Date(),
) => followAddress(tx, pathOf, before, after, now);

export const followEventAddress = (
  tx: DbOrTx,
  before: ContentAddress | null,
  after: ContentAddress,
  now = new Date(),
  language: Language = "it",
) => followAddress(tx, inLanguage(eventPath, "/eventi/:slug", language), before, after, now);

/**
 * The slug an article's old `slug` now leads to, through the 301 its rename left: how the
 * sheet finds an article renamed since its row was first sent. Null when none does.
 */
export function renamedArticleSlug(tx: DbOrTx, slug: string): string | null {
  const row = tx
    .select({ target: redirects.target })
    .from(redirects)
    .where(eq(redirects.fromPath, articlePath(slug)))
    .get();
  const prefix = articlePath("");
  if (!row?.target.startsWith(prefix)) return null;
  const renamed = row.target.slice(prefix.length);
  return /^[^/?#]+$/.test(renamed) ? renamed : null;
}
