// Saves a published Italian page and its published English translation through the one save
// path, against the database DATABASE_PATH names: `save-page-pair.ts '<json>'`, the JSON a
// `PagePair`. The Italian copies the columns of the Italian entry of the type at `source`,
// the English those of that entry's English translation when there is one; `fields` replace
// theirs. Without a `source`, both are new with their `fields`. Run by the English pages'
// browser tests.
import { and, eq } from "drizzle-orm";
import { pages } from "../../db/schema";
import { saveContent } from "../../app/features/articles/content-save.server";
import { bySite } from "../../app/features/articles/revisions.server";
import { closeDatabase, db } from "../../app/utils/db.server";

/** One language's row: published unless `draft`, which keeps it off the site's lists. */
type Side = { slug: string; title: string; fields?: unknown; draft?: boolean };
export type PagePair = {
  type: (typeof pages.$inferSelect)["type"];
  source?: string;
  italian: Side;
  /** Without it, the Italian alone. */
  english?: Side;
};

const pair = JSON.parse(process.argv[2] ?? "{}") as PagePair;
const now = new Date();
const blank: typeof pages.$inferSelect = {
  id: "",
  type: pair.type,
  language: "it",
  translationGroup: null,
  translatedFromSeq: null,
  title: "",
  slug: "",
  excerpt: "",
  fields: "{}",
  searchText: "",
  position: 0,
  metaTitle: null,
  metaDescription: null,
  keywords: "",
  noindex: false,
  status: "published",
  authorId: null,
  createdAt: now,
  publishedAt: now,
  unpublishAt: null,
  updatedAt: now,
};
const source = pair.source
  ? db
      .select()
      .from(pages)
      .where(and(eq(pages.type, pair.type), eq(pages.language, "it"), eq(pages.slug, pair.source)))
      .get()
  : blank;
if (!source) throw new Error(`Nessun originale ${pair.type} a ${pair.source}`);
const sourceEnglish =
  db
    .select()
    .from(pages)
    .where(and(eq(pages.translationGroup, source.id), eq(pages.language, "en")))
    .get() ?? source;

const saving = bySite("editor");
const columnsOf = (row: typeof source, side: Side) => {
  const { id: _id, createdAt: _c, updatedAt: _u, translationGroup: _g, ...columns } = row;
  return {
    ...columns,
    title: side.title,
    slug: side.slug,
    fields: side.fields ? JSON.stringify(side.fields) : row.fields,
    status: side.draft ? ("draft" as const) : ("published" as const),
    publishedAt: side.draft ? null : now,
  };
};

const outcomes = saveContent((save) => {
  const italian = save({
    kind: "page",
    create: { ...columnsOf(source, pair.italian), language: "it" },
    takenSlug: "refuse",
    saving,
    now,
    address: () => null,
  });
  if (italian.outcome !== "saved" || !pair.english) return [italian.outcome];
  const english = save({
    kind: "page",
    create: {
      ...columnsOf(sourceEnglish, pair.english),
      language: "en",
      translationGroup: italian.row.id,
      translatedFromSeq: 1,
    },
    takenSlug: "refuse",
    saving,
    now,
    address: () => null,
  });
  return [italian.outcome, english.outcome];
});
closeDatabase();
if (outcomes.some((outcome) => outcome !== "saved")) {
  console.error(`Pagine non salvate: ${outcomes.join(", ")}`);
  process.exit(1);
}
