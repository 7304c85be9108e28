import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { registerSearchFunctions } from "../../db/search-text";

export type TestArticle = {
  title: string;
  slug: string;
  category?: string;
  excerpt?: string;
  content?: string;
  status?: "draft" | "scheduled" | "published" | "archived";
  publishedAt?: Date | null;
  featuredImageUrl?: string | null;
};

function openDb(dataDir: string) {
  const db = new Database(path.join(dataDir, "app.db"));
  // The server never waits for a lock; this writer may, for the moment a server write takes.
  db.pragma("busy_timeout = 5000");
  registerSearchFunctions(db);
  return db;
}

/**
 * Writes articles straight into the e2e server's database, as an import from another
 * process would: the server notices them on the next read (there is no live event for them).
 */
export function insertArticles(dataDir: string, list: readonly TestArticle[]) {
  const db = openDb(dataDir);
  try {
    const insert = db.prepare(
      `insert into articles (id, title, slug, excerpt, content, category, status, published_at, featured_image_url, created_at, updated_at)
       values (@id, @title, @slug, @excerpt, @content, @category, @status, @publishedAt, @featuredImageUrl, @now, @now)`,
    );
    db.transaction(() => {
      for (const article of list) {
        const status = article.status ?? "published";
        const publishedAt =
          article.publishedAt === undefined
            ? status === "published"
              ? new Date()
              : null
            : article.publishedAt;
        insert.run({
          id: crypto.randomUUID(),
          title: article.title,
          slug: article.slug,
          excerpt: article.excerpt ?? `Estratto di ${article.title}.`,
          content: article.content ?? `Testo di ${article.title}.`,
          category: article.category ?? "SEO",
          status,
          publishedAt: publishedAt?.getTime() ?? null,
          featuredImageUrl: article.featuredImageUrl ?? null,
          now: Date.now(),
        });
      }
    })();
  } finally {
    db.close();
  }
}

/** Changes an article's status (and `updated_at`) the way a save from another process would. */
export function setArticleStatus(
  dataDir: string,
  slug: string,
  status: "draft" | "published" | "archived",
) {
  const db = openDb(dataDir);
  try {
    db.prepare(
      "update articles set status = ?, updated_at = max(updated_at + 1, ?) where slug = ?",
    ).run(status, Date.now(), slug);
  } finally {
    db.close();
  }
}

/** An article with every feature of the body's Markdown, checked by axe and html-validate. */
export const showcaseArticle: TestArticle = {
  title: "Tutte le forme di un articolo",
  slug: "tutte-le-forme-di-un-articolo",
  category: "Content Marketing",
  excerpt: "Titoli, elenchi, citazioni, codice, tabelle e riquadri in un solo articolo.",
  publishedAt: new Date("2026-01-15T09:00:00Z"),
  content: [
    "# Tutte le forme di un articolo",
    "",
    "Un paragrafo con **grassetto**, *corsivo*, `codice in linea` e un [collegamento interno](/contatti), più uno [esterno](https://example.com/guida).",
    "",
    "## Elenchi",
    "",
    "- primo punto",
    "- secondo punto",
    "",
    "1. primo passo",
    "2. secondo passo",
    "",
    "- [x] obiettivi definiti",
    "- [ ] calendario pubblicato",
    "",
    "### Una citazione",
    "",
    "> La coerenza vale più della frequenza.",
    "",
    "## Codice",
    "",
    "```js",
    "const obiettivo = 'crescita';",
    "```",
    "",
    "## Tabella",
    "",
    "| Canale | Visite |",
    "| --- | ---: |",
    "| Social | 1.200 |",
    "| Ricerca | 3.400 |",
    "",
    "---",
    "",
    "::: nota",
    "Un riquadro con una nota per chi legge.",
    ":::",
    "",
    "::: attenzione",
    "Un avviso da non perdere.",
    ":::",
  ].join("\n"),
};

export type StoredArticle = {
  id: string;
  title: string;
  slug: string;
  status: string;
  content: string;
  featured_image_url: string | null;
  featured_image_width: number | null;
  featured_image_height: number | null;
  updated_at: number;
};

/** The stored articles with this title (a test's own), as the database holds them now. */
export function articlesTitled(dataDir: string, title: string) {
  const db = openDb(dataDir);
  try {
    return db.prepare("select * from articles where title = ?").all(title) as StoredArticle[];
  } finally {
    db.close();
  }
}
