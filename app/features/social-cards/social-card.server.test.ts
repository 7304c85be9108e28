import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { articles } from "../../../db/schema";
import { renderCover } from "~/features/articles/cover-drawing.server";
import { siteMeta } from "~/features/blocks/site-meta.server";
import { articleCardPath, pageCardPath } from "~/utils/social-card-address";
import {
  articleCardAddress,
  articleCardAnswer,
  pageCardAnswer,
} from "~/features/social-cards/social-card-answers.server";
import {
  cardKey,
  cardsDir,
  coverPhotoFile,
  keptPageCards,
  maxCardBytes,
  renderSocialCard,
  socialCardImage,
  type CardSubject,
} from "~/features/social-cards/social-card.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { rateLimits, recordHit } from "~/utils/rate-limit.server";

const coverUrl = `/uploads/${"a".repeat(32)}.jpg`;
const longTitle =
  "Come scegliere i canali social giusti per una piccola impresa pugliese che vende online, " +
  "in negozio e alle fiere di settore, senza perdere il filo dei contenuti né il budget";

async function size(bytes: Buffer) {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
}

/** The average colour of the whole image. */
async function meanColour(bytes: Buffer) {
  const { channels } = await sharp(bytes).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

/** The average colour of the card's top-right corner, away from every text. */
async function corner(bytes: Buffer) {
  const { channels } = await sharp(bytes)
    .extract({ left: 1100, top: 0, width: 100, height: 40 })
    .stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

beforeAll(async () => {
  migrateDatabase();
  const uploads = getEnv().UPLOADS_DIR;
  fs.mkdirSync(uploads, { recursive: true });
  // A photo-like cover: blurred noise over a green to blue gradient, larger than the card.
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><defs><linearGradient id="g"><stop offset="0" stop-color="#2e7d32"/><stop offset="1" stop-color="#1565c0"/></linearGradient></defs><rect width="1600" height="1000" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({
    create: {
      width: 1600,
      height: 1000,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .blur(1.5)
    .png()
    .toBuffer();
  await sharp(gradient)
    .composite([{ input: noise, blend: "overlay" }])
    .jpeg()
    .toFile(path.join(uploads, path.basename(coverUrl)));
});

describe("drawing a card", () => {
  test("a page's card is a 1200×630 JPEG under 300 KB, its title on the brand's red", async () => {
    const card = await renderSocialCard({ kind: "page", title: "Chi siamo", siteName: "Agenzia" });
    expect(await size(card.bytes)).toEqual({ width: 1200, height: 630, format: "jpeg" });
    expect(card.bytes.length).toBeLessThan(maxCardBytes);
    expect(card.titleLines).toBe(1);
    const [red, green, blue] = await corner(card.bytes);
    expect(red).toBeGreaterThan(100);
    expect(green! + blue!).toBeLessThan(80);
  });

  test("a long title stops at three lines", async () => {
    const card = await renderSocialCard({
      kind: "article",
      title: longTitle,
      category: "Social media",
      siteName: "Agenzia",
    });
    expect(card.titleLines).toBe(3);
  });

  test("an article with an uploaded photo shows it, darkened; without one, the brand's red", async () => {
    const article = { kind: "article", title: longTitle, category: "SEO", siteName: "Agenzia" };
    const withPhoto = await renderSocialCard({
      ...article,
      cover: coverPhotoFile(coverUrl),
    } as CardSubject);
    expect(withPhoto.withPhoto).toBe(true);
    expect(await size(withPhoto.bytes)).toEqual({ width: 1200, height: 630, format: "jpeg" });
    expect(withPhoto.bytes.length).toBeLessThan(maxCardBytes);
    const [red, , blue] = await corner(withPhoto.bytes);
    expect(blue).toBeGreaterThan(red!);
    expect(blue).toBeLessThan(160);

    const without = await renderSocialCard({ ...article, cover: null } as CardSubject);
    expect(without.withPhoto).toBe(false);
    const [plainRed, , plainBlue] = await corner(without.bytes);
    expect(plainRed).toBeGreaterThan(plainBlue!);
  });

  test("only an uploaded raster cover is used: never a drawing, another site or a path out", () => {
    expect(coverPhotoFile(coverUrl)).toBe(path.join(getEnv().UPLOADS_DIR, path.basename(coverUrl)));
    expect(coverPhotoFile(`/uploads/${"b".repeat(32)}.svg`)).toBeNull();
    expect(coverPhotoFile("/artwork/blog-predefinita.svg")).toBeNull();
    expect(coverPhotoFile("https://example.com/foto.jpg")).toBeNull();
    expect(coverPhotoFile("/uploads/../session-secret")).toBeNull();
    expect(coverPhotoFile(null)).toBeNull();
  });
});

describe("keeping cards", () => {
  test("a card is drawn once, then read from its file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "social-cards-"));
    const subject: CardSubject = { kind: "page", title: "Servizi", siteName: "Agenzia" };
    const first = await socialCardImage(subject, dir);
    const second = await socialCardImage(subject, dir);
    expect([first.rendered, second.rendered]).toEqual([true, false]);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([`${cardKey(subject)}.jpg`]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("the name changes with the title and the cover, not otherwise", () => {
    const base: CardSubject = { kind: "article", title: "A", category: "SEO", siteName: "X" };
    expect(cardKey({ ...base })).toBe(cardKey({ ...base }));
    expect(cardKey({ ...base, title: "B" })).not.toBe(cardKey(base));
    expect(cardKey({ ...base, cover: "/data/uploads/1.jpg" })).not.toBe(cardKey(base));
    const drawn = { slug: "a", title: "A", category: "SEO" };
    const cover: CardSubject = { kind: "drawn-cover", drawn };
    expect(cardKey({ kind: "drawn-cover", drawn: { ...drawn } })).toBe(cardKey(cover));
    expect(cardKey({ kind: "drawn-cover", drawn: { ...drawn, title: "B" } })).not.toBe(
      cardKey(cover),
    );
    expect(cardKey({ kind: "drawn-cover", drawn: { ...drawn, category: "Social" } })).not.toBe(
      cardKey(cover),
    );
    expect(cardKey(cover)).not.toBe(cardKey(base));
  });
});

describe("the card addresses", () => {
  const insert = (slug: string, status: "published" | "draft" | "scheduled") =>
    db
      .insert(articles)
      .values({ title: `Articolo ${slug}`, slug, category: "SEO", content: "Testo.", status })
      .run();

  test("a published article's card answers under its address for a year; a draft's is not found", async () => {
    insert("pubblicato", "published");
    insert("bozza", "draft");
    insert("programmato", "scheduled");
    const address = articleCardAddress({
      slug: "pubblicato",
      title: "Articolo pubblicato",
      category: "SEO",
      featuredImageUrl: null,
    });
    const version = new URL(address, "http://x").searchParams.get("v");
    const current = await articleCardAnswer("pubblicato", version);
    expect(current.status).toBe(200);
    expect(current.headers.get("Content-Type")).toBe("image/jpeg");
    expect(current.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const stale = await articleCardAnswer("pubblicato", "vecchia");
    expect(stale.headers.get("Cache-Control")).toBe("public, max-age=300");
    for (const slug of ["bozza", "programmato", "inesistente"])
      expect((await articleCardAnswer(slug, version)).status).toBe(404);
    expect(address).toBe(articleCardPath("pubblicato", version!));
  });

  test("an article without an image of its own shares the cover the blog draws for it, at the card's size", async () => {
    const title = "Una copertina da condividere";
    // Both slugs' covers are drawn on the cream scheme, far from the brand's red.
    const shown = [
      ["senza-foto", null],
      ["segnaposto-condiviso", `/uploads/${"d".repeat(32)}.svg`],
    ] as const;
    for (const [slug, featuredImageUrl] of shown) {
      db.insert(articles)
        .values({
          title,
          slug,
          category: "SEO",
          content: "Testo.",
          status: "published",
          featuredImageUrl,
        })
        .run();
      const address = articleCardAddress({ slug, title, category: "SEO", featuredImageUrl });
      const answer = await articleCardAnswer(
        slug,
        new URL(address, "http://x").searchParams.get("v"),
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      const card = Buffer.from(await answer.arrayBuffer());
      expect(await size(card)).toEqual({ width: 1200, height: 630, format: "jpeg" });
      expect(card.length).toBeLessThan(maxCardBytes);
      const cover = await renderCover({ slug, title, category: "SEO" }, 1200, "jpeg");
      const [coverColour, cardColour] = [await meanColour(cover.bytes), await meanColour(card)];
      cardColour.forEach((channel, at) =>
        expect(Math.abs(channel - coverColour[at]!)).toBeLessThan(5),
      );
    }
  });

  test("a page's card needs a title of a page's length", async () => {
    const ask = (query: string) =>
      pageCardAnswer(new URL(`http://x/social/pagina.jpg?${query}`), "192.0.2.1");
    expect((await ask("titolo=Contatti&v=2")).status).toBe(200);
    expect((await ask("v=2")).status).toBe(404);
    expect((await ask(`titolo=${"x".repeat(121)}`)).status).toBe(404);
  });
});

describe("new page cards", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  const ask = (title: string, ip: string) =>
    pageCardAnswer(new URL(pageCardPath(title), "http://x"), ip, now);
  const pageCards = () => fs.readdirSync(cardsDir("page")).sort();

  test("past an address's budget a new title is refused and nothing is drawn; kept cards and other addresses still answer", async () => {
    const ip = "203.0.113.7";
    const { limit, windowMs } = rateLimits["page-card"];
    // The budget's earlier drawings, a second apart, all but two of it.
    for (let i = 1; i <= limit - 2; i++)
      recordHit(db, "page-card", ip, new Date(now.getTime() - i * 1000));
    expect((await ask("Prima nuova", ip)).status).toBe(200);
    expect((await ask("Prima nuova", ip)).status).toBe(200);
    expect((await ask("Ultima nuova", ip)).status).toBe(200);
    const kept = pageCards();

    const refused = await ask("Una di troppo", ip);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe("Troppe immagini nuove richieste: riprova più tardi.");
    // Until the oldest of the drawings counted leaves the hour.
    expect(refused.headers.get("Retry-After")).toBe(String((windowMs - (limit - 2) * 1000) / 1000));
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect(pageCards()).toEqual(kept);

    const again = await ask("Prima nuova", ip);
    expect(again.status).toBe(200);
    expect(again.headers.get("Content-Type")).toBe("image/jpeg");
    expect((await ask("Una di troppo", "198.51.100.9")).status).toBe(200);
    expect(pageCards()).toHaveLength(kept.length + 1);
  });

  test("the pages' folder keeps its newest cards; the articles' cards are not in it", async () => {
    fs.rmSync(cardsDir("page"), { recursive: true, force: true });
    fs.mkdirSync(cardsDir("page"), { recursive: true });
    const article: CardSubject = {
      kind: "article",
      title: "Resta",
      category: "SEO",
      siteName: "X",
    };
    await socialCardImage(article);
    // Cards drawn before, up to the bound, the first the oldest.
    for (let i = 0; i < keptPageCards; i++) {
      const file = path.join(cardsDir("page"), `vecchia-${i}.jpg`);
      fs.writeFileSync(file, "");
      fs.utimesSync(file, new Date(2020, 0, 1, 0, 0, i), new Date(2020, 0, 1, 0, 0, i));
    }
    const answer = await ask("Oltre il limite", "198.51.100.20");
    expect(answer.status).toBe(200);
    const kept = pageCards();
    expect(kept).toHaveLength(keptPageCards);
    expect(kept).not.toContain("vecchia-0.jpg");
    expect(kept).toContain("vecchia-1.jpg");
    const { siteName } = siteMeta();
    expect(kept).toContain(`${cardKey({ kind: "page", title: "Oltre il limite", siteName })}.jpg`);
    expect(fs.readdirSync(cardsDir("article"))).toContain(`${cardKey(article)}.jpg`);
  });
});
