import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { articles } from "../../../db/schema";
import { blogArticlePage } from "~/features/blog/blog.server";
import { blogCategoryPage } from "~/features/blog/category-pages.server";
import {
  coverSchemes,
  coverTitleMaxLines,
  renderCover,
  type CoverSubject,
} from "~/features/articles/cover-drawing.server";
import {
  coverAnswer,
  coverImage,
  coverKey,
  hasOwnImage,
} from "~/features/articles/generated-covers.server";
import { imageGenerationText } from "~/features/articles/content/article-images";
import { generateImage } from "~/features/articles/image-generation.server";
import { db, migrateDatabase } from "~/utils/db.server";

const longTitle =
  "Come scegliere i canali social giusti per una piccola impresa pugliese che vende online, " +
  "in negozio e alle fiere di settore, senza perdere il filo dei contenuti né il budget annuale";

const subject = (slug: string, title = "Il nuovo sito"): CoverSubject => ({
  slug,
  title,
  category: "SEO",
});

/** WCAG's contrast ratio of two `#rrggbb` colours. */
function contrast(first: string, second: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

beforeAll(() => {
  migrateDatabase();
});

describe("drawing a cover", () => {
  test("a 1200×675 image of the title, the same bytes for one slug, others for another", async () => {
    const first = await renderCover(subject("nuovo-sito"), 1200, "jpeg");
    const { width, height, format } = await sharp(first.bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 675, format: "jpeg" });
    expect(first.titleLines).toBe(1);
    const again = await renderCover(subject("nuovo-sito"), 1200, "jpeg");
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const other = await renderCover(subject("sito-nuovo"), 1200, "jpeg");
    expect(other.bytes.equals(first.bytes)).toBe(false);
  });

  test("a long title stops at four lines; smaller widths keep 16:9", async () => {
    const cover = await renderCover(subject("lungo", longTitle), 480, "webp");
    expect(cover.titleLines).toBe(coverTitleMaxLines);
    const { width, height } = await sharp(cover.bytes).metadata();
    expect([width, height]).toEqual([480, 270]);
  });

  test("every scheme's title and category read at 4.5:1 or more", () => {
    for (const scheme of coverSchemes) {
      for (const behind of [...scheme.background, scheme.shape])
        expect(contrast(scheme.ink, behind)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(scheme.pill.ink, scheme.pill.background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  test("a cover is drawn once, then read from its file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "covers-"));
    const first = await coverImage(subject("una-volta"), 800, "webp", dir);
    const second = await coverImage(subject("una-volta"), 800, "webp", dir);
    expect([first.rendered, second.rendered]).toEqual([true, false]);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([`${coverKey(subject("una-volta"))}-800.webp`]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("which articles show a generated cover", () => {
  const insert = (
    slug: string,
    featuredImageUrl: string | null,
    status: "published" | "draft" = "published",
  ) =>
    db
      .insert(articles)
      .values({
        title: `Articolo ${slug}`,
        slug,
        category: "Copertine",
        content: "Testo.",
        status,
        publishedAt: new Date(),
        featuredImageUrl,
      })
      .run();

  test("none and the drawn placeholder get one; an image staff chose stays", async () => {
    const placeholder = await generateImage("Un vaso di fiori");
    expect(placeholder.placeholder).toBe(true);
    const staffPhoto = `/uploads/${"c".repeat(32)}.jpg`;
    const typed = "https://cdn.example.it/foto.jpg";
    insert("senza-immagine", null);
    insert("vuota", "");
    insert("segnaposto", placeholder.url);
    insert("foto-caricata", staffPhoto);
    insert("indirizzo-scritto", typed);

    expect([null, "", placeholder.url].map(hasOwnImage)).toEqual([false, false, false]);
    expect([staffPhoto, typed].map(hasOwnImage)).toEqual([true, true]);

    const list = blogCategoryPage(
      new Request("http://x/blog/categoria/copertine"),
      "copertine",
    ).data;
    if (list.state !== "loaded") throw new Error(list.state);
    const src = Object.fromEntries(list.articles.map((card) => [card.slug, card.image]));
    for (const slug of ["senza-immagine", "vuota", "segnaposto"]) {
      expect(src[slug]?.src).toMatch(
        new RegExp(`^/copertine/${slug}/1200\\.jpg\\?v=[0-9a-f]{24}$`),
      );
      expect(src[slug]?.srcSets?.webp).toContain(`/copertine/${slug}/480.webp?v=`);
      expect(src[slug]?.srcSets?.avif).toBeUndefined();
      expect([src[slug]?.width, src[slug]?.height]).toEqual([1200, 675]);
    }
    expect(
      new Set(["senza-immagine", "vuota", "segnaposto"].map((slug) => src[slug]?.src)).size,
    ).toBe(3);
    expect(src["foto-caricata"]?.src).toBe(staffPhoto);
    expect(src["indirizzo-scritto"]?.src).toBe(typed);
    expect(JSON.stringify(list)).not.toContain(imageGenerationText.placeholder);

    const page = (await blogArticlePage(new Request("http://x/blog/segnaposto"), "segnaposto"))
      .data;
    if (page.state !== "article") throw new Error(page.state);
    expect(page.article.image.src).toBe(src.segnaposto?.src);
  });

  test("a cover answers under its key for a year, a stale key a published article's for minutes, and nothing else", async () => {
    insert("risposta", null);
    insert("bozza-copertina", null, "draft");
    const key = coverKey({ slug: "risposta", title: "Articolo risposta", category: "Copertine" });
    const current = await coverAnswer("risposta", "800.webp", key);
    expect(current.status).toBe(200);
    expect(current.headers.get("Content-Type")).toBe("image/webp");
    expect(current.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const { width, height } = await sharp(Buffer.from(await current.arrayBuffer())).metadata();
    expect([width, height]).toEqual([800, 450]);
    const stale = await coverAnswer("risposta", "480.jpg", "vecchia");
    expect(stale.headers.get("Content-Type")).toBe("image/jpeg");
    expect(stale.headers.get("Cache-Control")).toBe("public, max-age=300");

    const draftKey = coverKey({
      slug: "bozza-copertina",
      title: "Articolo bozza-copertina",
      category: "Copertine",
    });
    expect((await coverAnswer("bozza-copertina", "480.webp", draftKey)).status).toBe(200);
    expect((await coverAnswer("bozza-copertina", "480.webp", "vecchia")).status).toBe(404);
    for (const file of ["640.jpg", "800.png", "800.jpg.svg", "../800.jpg"])
      expect((await coverAnswer("risposta", file, key)).status).toBe(404);
    expect((await coverAnswer("inesistente", "800.jpg", key)).status).toBe(404);
  });
});
