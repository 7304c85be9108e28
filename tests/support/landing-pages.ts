import crypto from "node:crypto";
import { writeDb } from "./db";

/** A landing page's fields: an opening with its button, and the request form asking everything. */
export const standLandingFields = {
  sections: [
    {
      kind: "hero",
      lead: "Stand su misura per le fiere di tutta Europa.",
      cta: { label: "Scrivici", to: "#contatti" },
      image: null,
    },
    { kind: "contact", title: "Chiedi un preventivo", lead: "", subject: "Stand", asks: "" },
  ],
};

/** A variant's changes that change nothing: the control's, or a start for a test's own. */
export const unchanged = { headline: "", lead: "", image: null, cta: null, skipped: [] };

/**
 * A published landing page with those fields in the database of `dataDir`, as a save leaves
 * it; a slug of its own unless one is given.
 */
export function insertLandingPage(
  dataDir: string,
  title: string,
  slug = `prova-${crypto.randomUUID().slice(0, 8)}`,
) {
  const id = crypto.randomUUID();
  writeDb(dataDir, (db) =>
    db
      .prepare(
        `insert into pages (id, type, slug, title, fields, status, published_at)
         values (?, 'landing-page', ?, ?, ?, 'published', ?)`,
      )
      .run(id, slug, title, JSON.stringify(standLandingFields), Date.now()),
  );
  return { id, slug, path: `/${slug}` };
}

/** A test running on `pageId` with these variants (shares and changes), as 'Avvia' leaves it. */
export function insertRunningExperiment(
  dataDir: string,
  name: string,
  pageId: string,
  variants: { name: string; share: number; changes: typeof unchanged & Record<string, unknown> }[],
) {
  return writeDb(dataDir, (db) =>
    Number(
      db
        .prepare(
          `insert into experiments (name, page_id, goal, variants, max_days, status, started_at)
           values (?, ?, 'leads', ?, 30, 'running', ?)`,
        )
        .run(name, pageId, JSON.stringify(variants), Date.now()).lastInsertRowid,
    ),
  );
}
