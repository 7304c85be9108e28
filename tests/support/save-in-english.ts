// Saves an English translation of an article, an event and a case study through the one save
// path, each with the same slug as its Italian original: `save-in-english.ts <article-slug>
// <event-slug> <case-study-slug>`, against the database DATABASE_PATH names. Run by the test
// that the Italian pages do not change (Pages issue).
import { and, eq } from "drizzle-orm";
import { articles, events, pages } from "../../db/schema";
import { saveContent } from "../../app/features/articles/content-save.server";
import { bySite } from "../../app/features/articles/revisions.server";
import { closeDatabase, db } from "../../app/utils/db.server";

const [articleSlug = "", eventSlug = "", caseSlug = ""] = process.argv.slice(2);
const now = new Date();
const saving = bySite("editor");

const article = db
  .select()
  .from(articles)
  .where(and(eq(articles.slug, articleSlug), eq(articles.language, "it")))
  .get();
const event = db
  .select()
  .from(events)
  .where(and(eq(events.slug, eventSlug), eq(events.language, "it")))
  .get();
const study = db
  .select()
  .from(pages)
  .where(and(eq(pages.type, "case-study"), eq(pages.slug, caseSlug), eq(pages.language, "it")))
  .get();
if (!article || !event || !study) throw new Error("Originali italiani non trovati");

const outcomes = saveContent((save) => {
  const { id: _a, createdAt: _ac, updatedAt: _au, ...articleColumns } = article;
  const { id: _e, createdAt: _ec, updatedAt: _eu, ...eventColumns } = event;
  const { id: _p, createdAt: _pc, updatedAt: _pu, ...pageColumns } = study;
  return [
    save({
      kind: "article",
      create: {
        ...articleColumns,
        language: "en",
        translationGroup: article.id,
        title: "All the shapes of an article",
        excerpt: "Headings, lists, quotes, code and tables in one article.",
        content: "# All the shapes of an article\n\nA paragraph about forms, in English.",
        status: "published",
        publishedAt: now,
      },
      takenSlug: "refuse",
      saving,
      now,
    }).outcome,
    save({
      kind: "event",
      create: {
        ...eventColumns,
        language: "en",
        translationGroup: event.id,
        title: "Smartphone photography",
        excerpt: "Taking pictures of products with a phone.",
        status: "published",
      },
      takenSlug: "refuse",
      saving,
      now,
    }).outcome,
    save({
      kind: "page",
      create: {
        ...pageColumns,
        language: "en",
        translationGroup: study.id,
        title: "Castelmurgia Town Council",
        excerpt: "Telling citizens about the works the recovery plan pays for.",
        searchText: "forme citizens works recovery plan",
        status: "published",
      },
      takenSlug: "refuse",
      saving,
      now,
      address: (slug) => `/casi-studio/${slug}`,
    }).outcome,
  ];
});
closeDatabase();
if (outcomes.some((outcome) => outcome !== "saved")) {
  console.error(`Traduzioni non salvate: ${outcomes.join(", ")}`);
  process.exit(1);
}
