import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { uploadedImages, users } from "../../../db/schema";
import { photo } from "../../../tests/support/image-files";
import { withUploadsFolder } from "../../../tests/support/uploads-folder";
import { articleSchema } from "~/features/articles/article-schema";
import {
  createArticle,
  deleteArticle,
  findArticle,
  updateArticle,
} from "~/features/articles/articles.server";
import { imageAltText } from "~/features/articles/content/article-images";
import { derivePendingImages } from "~/features/articles/image-derivatives.server";
import { byUser } from "~/features/articles/revisions.server";
import { storeImageBytes } from "~/features/articles/uploads.server";
import { blogArticlePage } from "~/features/blog/blog.server";
import { mediaToasts } from "~/features/media/content/media";
import {
  handleMediaImagePost,
  mediaImagePageData,
  mediaPageData,
} from "~/features/media/media-page.server";
import { purgeExpiredRecords } from "~/features/visitor-data/retention.server";
import { db } from "~/utils/db.server";
import { readToast } from "~/utils/toast.server";

const folder = withUploadsFolder("media");
let anna = "";
beforeAll(() => {
  anna = db
    .insert(users)
    .values({ email: "anna@example.com", name: "Anna Neri", passwordHash: "x" })
    .returning()
    .get().id;
});

async function uploaded(by: string | null = anna, width = 64) {
  const stored = await storeImageBytes(await photo("jpeg", width, 48), by);
  if (!stored.ok) throw new Error(stored.problem);
  return stored.image.url;
}

const nameOf = (url: string) => url.slice("/uploads/".length);

const form = (fields: Record<string, string>) =>
  articleSchema().parse({ category: "SEO", intent: "save", ...fields });

async function article(title: string, fields: Record<string, string> = {}) {
  const result = await createArticle(form({ title, ...fields }), anna);
  if (result.outcome !== "saved") throw new Error(result.outcome);
  return findArticle(result.id)!;
}

const post = (name: string, fields: Record<string, string>) =>
  handleMediaImagePost(
    new Request(`http://localhost:3000/admin/media/${name}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
    name,
  );

type Answer = {
  init: { status: number } | null;
  data: { alert: { description: string } | null; result?: { error?: Record<string, string[]> } };
};

const toastOf = async (answer: Response) =>
  (
    await readToast(
      new Request("http://localhost:3000/admin", {
        headers: { Cookie: answer.headers.get("Set-Cookie")?.split(";")[0] ?? "" },
      }),
    )
  ).toast;

const page = (query = "") => mediaPageData(new URL(`http://localhost:3000/admin/media${query}`));

describe("the media page", () => {
  test("lists every image with its size, who uploaded it and where it is used, newest first", async () => {
    const cover = await uploaded();
    const inBody = await uploaded(null, 80);
    const loose = await uploaded();
    const shown = await article("Con due immagini", {
      featured_image_url: cover,
      content: `Testo.\n\n![Una foto](${inBody})`,
    });
    const images = page().images;
    const entry = (url: string) => images.find((image) => image.name === nameOf(url))!;
    expect(images.map((image) => image.name).slice(0, 3)).toEqual(
      [loose, inBody, cover].map(nameOf),
    );
    expect(entry(cover)).toMatchObject({
      size: expect.stringMatching(/^64 × 48 px, \d+ KB$/),
      uploaded: expect.stringMatching(/, da Anna Neri$/),
      uses: [{ title: "Con due immagini", where: "current", href: `/admin/articoli/${shown.id}` }],
      removal: null,
    });
    expect(entry(inBody).uploaded).toMatch(/dal sito/);
    expect(entry(inBody).uses).toHaveLength(1);
    expect(entry(loose)).toMatchObject({ uses: [], removal: expect.any(String) });
    expect(page("?uso=inutilizzate").images.map((image) => image.name)).toContain(nameOf(loose));
    expect(page("?uso=usate").images.map((image) => image.name)).not.toContain(nameOf(loose));
  });

  test("an image only an earlier version or a deleted article shows is in use, as the clean-up sees it", async () => {
    const old = await uploaded();
    const inDeleted = await uploaded();
    let replaced = await article("Copertina cambiata", { featured_image_url: old });
    const result = await updateArticle(
      replaced,
      form({ title: replaced.title, slug: replaced.slug, featured_image_initial: old }),
      replaced.updatedAt.getTime(),
      byUser(anna, "editor"),
    );
    expect(result.outcome).toBe("saved");
    replaced = findArticle(replaced.id)!;
    const gone = await article("Da eliminare", { featured_image_url: inDeleted });
    deleteArticle(gone.id, anna);
    expect(mediaImagePageData(nameOf(old)).uses).toEqual([
      {
        title: "Copertina cambiata",
        where: "revision",
        href: `/admin/articoli/${replaced.id}/revisioni`,
      },
    ]);
    expect(mediaImagePageData(nameOf(inDeleted)).uses).toEqual([
      { title: "Da eliminare", where: "deleted", href: "/admin/articoli/eliminati" },
    ]);
    // A week later the clean-up takes only what no version of any article shows.
    const unused = await uploaded();
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    const old8 = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    for (const url of [old, inDeleted, unused])
      fs.utimesSync(path.join(folder, nameOf(url)), old8, old8);
    await purgeExpiredRecords({ now: later });
    expect(fs.existsSync(path.join(folder, nameOf(old)))).toBe(true);
    expect(fs.existsSync(path.join(folder, nameOf(inDeleted)))).toBe(true);
    expect(fs.existsSync(path.join(folder, nameOf(unused)))).toBe(false);
  });
});

describe("an image's alternative text", () => {
  test("saved on the media page, it is the cover's and the body's text on the site", async () => {
    const url = await uploaded();
    const shown = await article("Testo alternativo", {
      featured_image_url: url,
      content: `![scritto nel testo](${url})`,
      status: "published",
      intent: "publish",
    });
    const coverAlt = async () =>
      (
        (await blogArticlePage(new Request("http://localhost:3000/"), shown.slug)) as unknown as {
          data: { article: { image: { alt: string }; html: string } };
        }
      ).data.article;
    expect((await coverAlt()).image.alt).toBe("Testo alternativo");

    const saved = (await post(nameOf(url), {
      intent: "describe",
      alt: "  Il team in riunione  ",
    })) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe(`/admin/media/${nameOf(url)}`);
    expect((await toastOf(saved))?.title).toBe(mediaToasts.described.title);
    expect(mediaImagePageData(nameOf(url)).alt).toBe("Il team in riunione");
    const after = await coverAlt();
    expect(after.image.alt).toBe("Il team in riunione");
    expect(after.html).toContain('alt="Il team in riunione"');
    expect(after.html).not.toContain("scritto nel testo");
  });

  test("empty, too long or on an image that does not exist, nothing is written", async () => {
    const url = await uploaded();
    const empty = (await post(nameOf(url), {
      intent: "describe",
      alt: "   ",
    })) as unknown as Answer;
    expect(empty.init?.status).toBe(400);
    expect(empty.data.result?.error?.alt).toEqual([imageAltText.missingOnMediaPage]);
    const long = (await post(nameOf(url), {
      intent: "describe",
      alt: "a".repeat(251),
    })) as unknown as Answer;
    expect(long.data.result?.error?.alt).toEqual([imageAltText.tooLong]);
    expect(mediaImagePageData(nameOf(url)).alt).toBeNull();
    await expect(
      post("0123456789abcdef0123456789abcdef.jpg", { intent: "describe", alt: "x" }),
    ).rejects.toMatchObject({ init: { status: 404 } });
    expect(() => mediaImagePageData("../app.db")).toThrow();
  });
});

describe("deleting an image", () => {
  test("is refused while an article shows it, and nothing is removed", async () => {
    const url = await uploaded();
    await article("Usa la foto", { featured_image_url: url });
    const refused = (await post(nameOf(url), { intent: "delete" })) as unknown as Answer;
    expect(refused.init?.status).toBe(409);
    expect(refused.data.alert?.description).toMatch(/un articolo la usa/);
    expect(fs.existsSync(path.join(folder, nameOf(url)))).toBe(true);
    expect(mediaImagePageData(nameOf(url)).uses).toHaveLength(1);
  });

  test("an unused image goes with its smaller sizes and its record", async () => {
    const url = await uploaded(anna, 900);
    await derivePendingImages();
    const row = db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.name, nameOf(url)))
      .get();
    const files = [nameOf(url), ...(row?.derivatives ?? []).map((size) => size.name)];
    expect(files.length).toBeGreaterThan(3);
    const removed = (await post(nameOf(url), { intent: "delete" })) as Response;
    expect(removed.headers.get("Location")).toBe("/admin/media");
    expect((await toastOf(removed))?.title).toBe(mediaToasts.deleted.title);
    for (const file of files) expect(fs.existsSync(path.join(folder, file))).toBe(false);
    expect(
      db
        .select()
        .from(uploadedImages)
        .where(eq(uploadedImages.name, nameOf(url)))
        .get(),
    ).toBeUndefined();
    const again = (await post(nameOf(url), { intent: "delete" }).catch((error) => error)) as {
      init?: { status: number };
    };
    expect(again.init?.status).toBe(404);
  });
});
