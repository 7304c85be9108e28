import { and, eq } from "drizzle-orm";
import { articles } from "../../../db/schema";
import { siteMeta } from "~/features/pages/site-meta.server";
import {
  articleCardPath,
  drawingVersion,
  maxPageCardTitle,
  socialCardType,
} from "~/features/social-cards/social-card-address";
import {
  cardKey,
  coverPhotoFile,
  socialCardImage,
  type CardSubject,
} from "~/features/social-cards/social-card.server";
import { db } from "~/utils/db.server";
import { wholeAnswer } from "~/utils/resource-answer.server";

type ArticleShown = { title: string; category: string; featuredImageUrl: string | null };

function articleSubject(article: ArticleShown): CardSubject {
  return {
    kind: "article",
    title: article.title,
    category: article.category,
    siteName: siteMeta().siteName,
    cover: coverPhotoFile(article.featuredImageUrl),
  };
}

/** The address of an article's card, changing with its title, category or cover. */
export function articleCardAddress(article: ArticleShown & { slug: string }) {
  return articleCardPath(article.slug, cardKey(articleSubject(article)));
}

const textAnswer = (status: number, text: string, headers: Record<string, string> = {}) =>
  wholeAnswer(text, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });

/**
 * The card as JPEG. Its address names what it shows, so under that address it never changes:
 * a year in any cache. Asked for under another version (a page some cache kept from before an
 * edit), the current card, kept only minutes.
 */
async function cardAnswer(subject: CardSubject, current: boolean) {
  const { bytes } = await socialCardImage(subject);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": socialCardType,
      "Content-Length": String(bytes.length),
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
    },
  });
}

/** /social/blog/{slug}.jpg: a published article's card; any other slug is not found. */
export async function articleCardAnswer(slug: string, version: string | null) {
  let article: ArticleShown | undefined;
  try {
    article = db
      .select({
        title: articles.title,
        category: articles.category,
        featuredImageUrl: articles.featuredImageUrl,
      })
      .from(articles)
      .where(and(eq(articles.slug, slug), eq(articles.status, "published")))
      .get();
  } catch (error) {
    console.error(`Errore nel caricamento dell'articolo ${slug} per la scheda social:`, error);
    return textAnswer(503, "Immagine non disponibile, riprova tra poco.", { "Retry-After": "120" });
  }
  if (!article) return textAnswer(404, "Immagine non trovata");
  const subject = articleSubject(article);
  return cardAnswer(subject, version === cardKey(subject));
}

/** /social/pagina.jpg?titolo=…: a page's card, for any title of a page's length. */
export async function pageCardAnswer(url: URL) {
  const title = url.searchParams.get("titolo")?.trim() ?? "";
  if (!title || title.length > maxPageCardTitle) return textAnswer(404, "Immagine non trovata");
  return cardAnswer(
    { kind: "page", title, siteName: siteMeta().siteName },
    url.searchParams.get("v") === drawingVersion,
  );
}
