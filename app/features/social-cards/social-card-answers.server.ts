import { and, eq } from "drizzle-orm";
import { articles } from "../../../db/schema";
import { hasOwnImage } from "~/features/articles/generated-covers.server";
import { siteMeta } from "~/features/blocks/site-meta.server";
import {
  articleCardPath,
  drawingVersion,
  maxPageCardTitle,
  socialCardType,
} from "~/utils/social-card-address";
import {
  cardKey,
  coverPhotoFile,
  keptSocialCard,
  socialCardImage,
  type CardSubject,
} from "~/features/social-cards/social-card.server";
import { db, writeOrBusy } from "~/utils/db.server";
import {
  drawnImageAnswer,
  drawnImageRefusal,
  drawnImageUnavailable,
} from "~/utils/drawn-image-answers.server";
import { recordHit, retryAfterMs } from "~/utils/rate-limit.server";
import { logger } from "~/utils/logger.server";

type ArticleShown = {
  slug: string;
  title: string;
  category: string;
  featuredImageUrl: string | null;
};

/**
 * An article's card: the cover the blog draws for it when it has no image of its own (a
 * drawing already shows the title), otherwise its title over its uploaded photo or on the
 * brand's red.
 */
function articleSubject(article: ArticleShown): CardSubject {
  if (!hasOwnImage(article.featuredImageUrl)) {
    const { slug, title, category } = article;
    return { kind: "drawn-cover", drawn: { slug, title, category } };
  }
  return {
    kind: "article",
    title: article.title,
    category: article.category,
    siteName: siteMeta().siteName,
    cover: coverPhotoFile(article.featuredImageUrl),
  };
}

/** The address of an article's card, changing with its title, category or cover. */
export function articleCardAddress(article: ArticleShown) {
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
        slug: articles.slug,
        title: articles.title,
        category: articles.category,
        featuredImageUrl: articles.featuredImageUrl,
      })
      .from(articles)
      .where(
        and(eq(articles.slug, slug), eq(articles.language, "it"), eq(articles.status, "published")),
      )
      .get();
  } catch (error) {
    logger.error(
      { err: error },
      `Errore nel caricamento dell'articolo ${slug} per la scheda social:`,
    );
    return drawnImageUnavailable();
  }
  if (!article) return drawnImageRefusal(404, "Immagine non trovata");
  const subject = articleSubject(article);
  return cardAnswer(subject, version === cardKey(subject));
}

/**
 * How long `clientIp` must wait before a new page card is drawn for it; 0 counts the drawing
 * now. "busy" when the database stayed locked.
 */
function newPageCardWait(clientIp: string | null, now: Date) {
  return writeOrBusy(
    () =>
      db.transaction(
        (tx) => {
          const wait = retryAfterMs(tx, "page-card", clientIp, now);
          if (wait === 0) recordHit(tx, "page-card", clientIp, now);
          return wait;
        },
        { behavior: "immediate" },
      ),
    { withinMs: 500 },
  );
}

/**
 * /social/pagina.jpg?titolo=…: a page's card, for any title of a page's length. A kept card is
 * always answered, so a crawler is never refused a card once drawn; drawing a new one counts
 * against the asker's address (`page-card`), and past its budget nothing is drawn or kept.
 */
export async function pageCardAnswer(url: URL, clientIp: string | null, now = new Date()) {
  const title = url.searchParams.get("titolo")?.trim() ?? "";
  if (!title || title.length > maxPageCardTitle)
    return drawnImageRefusal(404, "Immagine non trovata");
  const subject: CardSubject = { kind: "page", title, siteName: siteMeta().siteName };
  const current = url.searchParams.get("v") === drawingVersion;
  const kept = await keptSocialCard(subject);
  if (kept) return drawnImageAnswer(kept, socialCardType, current);
  let wait: number | "busy";
  try {
    wait = await newPageCardWait(clientIp, now);
  } catch (error) {
    logger.error({ err: error }, "Errore nel conteggio delle schede social nuove:");
    return drawnImageUnavailable();
  }
  if (wait === "busy") return drawnImageUnavailable();
  if (wait > 0)
    return drawnImageRefusal(429, "Troppe immagini nuove richieste: riprova più tardi.", {
      "Retry-After": String(Math.ceil(wait / 1000)),
    });
  return cardAnswer(subject, current);
}
