import crypto from "node:crypto";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { storedFile } from "~/features/articles/uploads.server";
import { coverSvg, type CoverSubject } from "~/features/articles/cover-drawing.server";
import { coverKey } from "~/features/articles/generated-covers.server";
import { drawingVersion } from "~/utils/social-card-address";
import {
  cardHeight,
  cardWidth,
  socialCardSvg,
  type SocialCard,
} from "~/features/social-cards/social-card-svg.server";
import { getEnv } from "~/utils/env.server";
import { keptBytes, keptDrawing } from "~/utils/kept-drawings.server";
import { logger } from "~/utils/logger.server";

export const maxCardBytes = 300 * 1024;

/**
 * What a card shows: a title and the cover photo under it (an uploaded raster file, or none),
 * or the cover drawn for an article without an image of its own, as the blog shows it.
 */
export type CardSubject =
  (SocialCard & { cover?: string | null }) | { kind: "drawn-cover"; drawn: CoverSubject };

const photoOf = (subject: CardSubject) =>
  subject.kind === "drawn-cover" ? null : (subject.cover ?? null);

/**
 * The uploaded raster photo behind an article's cover address. A drawn placeholder (SVG) or
 * another site's address gives none: the card never fetches anything.
 */
export function coverPhotoFile(featuredImageUrl: string | null) {
  const file = featuredImageUrl ? storedFile(featuredImageUrl) : null;
  return file && !file.endsWith(".svg") ? file : null;
}

/** What a card's file is named by: everything it shows. */
export function cardKey(subject: CardSubject) {
  const shown =
    subject.kind === "drawn-cover"
      ? [drawingVersion, subject.kind, coverKey(subject.drawn)]
      : [
          drawingVersion,
          subject.kind,
          subject.title,
          subject.kind === "article" ? subject.category : "",
          subject.siteName,
          subject.cover ? path.basename(subject.cover) : "",
        ];
  return crypto.createHash("sha256").update(JSON.stringify(shown)).digest("hex").slice(0, 24);
}

// Each folder keeps this many files at most, the oldest going first. Articles' cards are
// bounded by the articles, but every edit of what a card shows leaves the old file behind.
// Pages' cards are named by a title in their address, which anyone can change: a folder of
// their own, so that made-up titles never push an article's card out.
const keptArticleCards = 2_000;
export const keptPageCards = 1_000;

async function photoUnder(file: string) {
  return sharp(file)
    .rotate()
    .resize(cardWidth, cardHeight, { fit: "cover", position: "attention" })
    .toBuffer();
}

/** Quality steps tried until the file is under the limit (a busy photo weighs more). */
const qualities = [82, 72, 60];

async function encode(image: () => Sharp) {
  let bytes = Buffer.alloc(0);
  for (const quality of qualities) {
    bytes = await image().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (bytes.length <= maxCardBytes) break;
  }
  return bytes;
}

/**
 * Draws a card: its title over the photo (darkened by the drawing), or on the brand's red; an
 * article's drawn cover in the card's frame.
 */
export async function renderSocialCard(subject: CardSubject) {
  if (subject.kind === "drawn-cover") {
    const { svg, titleLines } = await coverSvg(subject.drawn, {
      width: cardWidth,
      height: cardHeight,
    });
    return { bytes: await encode(() => sharp(Buffer.from(svg))), titleLines, withPhoto: false };
  }
  let photo: Buffer | null = null;
  if (subject.cover) {
    photo = await photoUnder(subject.cover).catch((error: unknown) => {
      // A missing or unreadable cover still gets a card, without the photo.
      logger.error(
        { err: error },
        `Copertina non leggibile per la scheda social (${subject.cover}):`,
      );
      return null;
    });
  }
  const { svg, titleLines } = await socialCardSvg(subject, photo !== null);
  const drawing = Buffer.from(svg);
  const bytes = await encode(() =>
    photo ? sharp(photo).composite([{ input: drawing }]) : sharp(drawing),
  );
  return { bytes, titleLines, withPhoto: photo !== null };
}

/** Where cards are kept: articles' in `<data>/social-cards/`, pages' in `<data>/page-cards/`. */
export const cardsDir = (kind: CardSubject["kind"]) =>
  path.join(getEnv().DATA_DIR, kind === "page" ? "page-cards" : "social-cards");

const cardFile = (subject: CardSubject) => `${cardKey(subject)}.jpg`;

/** A card's JPEG if it was drawn and kept before, otherwise null: nothing is drawn. */
export function keptSocialCard(subject: CardSubject, dir = cardsDir(subject.kind)) {
  return keptBytes(dir, cardFile(subject));
}

/**
 * A card's JPEG: read from `<key>.jpg` in its kind's folder when drawn before, otherwise drawn
 * once and kept there. A cover that could not be read this time is not kept missing for good.
 */
export function socialCardImage(subject: CardSubject, dir = cardsDir(subject.kind)) {
  return keptDrawing(
    dir,
    cardFile(subject),
    async () => {
      const { bytes, withPhoto } = await renderSocialCard(subject);
      return { bytes, keep: withPhoto === Boolean(photoOf(subject)) };
    },
    subject.kind === "page" ? keptPageCards : keptArticleCards,
  );
}
