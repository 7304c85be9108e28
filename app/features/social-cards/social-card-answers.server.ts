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
import {
  drawnImageAnswer,
  drawnImageRefusal,
  drawnImageUnavailable,
} from "~/utils/drawn-image-answers.server";

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

/** The card as JPEG, under its address for a year (see `drawnImageAnswer`). */
async function cardAnswer(subject: CardSubject, current: boolean) {
  const { bytes } = await socialCardImage(subject);
  return drawnImageAnswer(bytes, socialCardType, current);
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
    return drawnImageUnavailable();
  }
  if (!article) return drawnImageRefusal(404, "Immagine non trovata");
  const subject = articleSubject(article);
  return cardAnswer(subject, version === cardKey(subject));
}

/** /social/pagina.jpg?titolo=…: a page's card, for any title of a page's length. */
export async function pageCardAnswer(url: URL) {
  const title = url.searchParams.get("titolo")?.trim() ?? "";
  if (!title || title.length > maxPageCardTitle)
    return drawnImageRefusal(404, "Immagine non trovata");
  return cardAnswer(
    { kind: "page", title, siteName: siteMeta().siteName },
    url.searchParams.get("v") === drawingVersion,
  );
}
