import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { articles, uploadRenames, uploadedImages } from "../../../db/schema";
import {
  renamedUploadAddress,
  rewriteLegacyUploads,
} from "~/features/articles/legacy-uploads.server";
import { storeImageBytes } from "~/features/articles/uploads.server";
import { db } from "~/utils/db.server";
import { cameraExif, photo } from "../../../tests/support/image-files";
import { withUploadsFolder } from "../../../tests/support/uploads-folder";

const uploadsFolder = withUploadsFolder("legacy-uploads");
const later = () => new Date(Date.now() + 60_000);

const camera = { orientation: 6, exif: cameraExif };

test("an image uploaded before the cleaning is rewritten once, its articles repointed, its old address leading to the new one", async () => {
  const old = "0123456789abcdef0123456789abcdef.jpg";
  fs.writeFileSync(path.join(uploadsFolder, old), await photo("jpeg", 64, 48, camera));
  fs.writeFileSync(path.join(uploadsFolder, "abcdefabcdefabcdefabcdefabcdefab.svg"), "<svg/>");
  const kept = await storeImageBytes(await photo("png", 20, 10), null);
  if (!kept.ok) throw new Error(kept.problem);
  const article = db
    .insert(articles)
    .values({
      title: "Con una foto vecchia",
      slug: "con-una-foto-vecchia",
      category: "SEO",
      content: `Prima ![stand](/uploads/${old}) e dopo.`,
      featuredImageUrl: `/uploads/${old}`,
      featuredImageWidth: 64,
      featuredImageHeight: 48,
    })
    .returning()
    .get();

  expect(await rewriteLegacyUploads(undefined, later())).toBe(1);
  const now = db.select().from(articles).where(eq(articles.id, article.id)).get();
  const url = renamedUploadAddress(old);
  expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
  expect(url).not.toBe(`/uploads/${old}`);
  // Turned upright as it is rewritten: the orientation said the camera was held sideways.
  expect(now).toMatchObject({
    featuredImageUrl: url,
    featuredImageWidth: 48,
    featuredImageHeight: 64,
    content: `Prima ![stand](${url}) e dopo.`,
  });
  expect(now!.updatedAt.getTime()).toBeGreaterThan(article.updatedAt.getTime());
  expect(fs.existsSync(path.join(uploadsFolder, old))).toBe(false);
  const metadata = await sharp(path.join(uploadsFolder, path.basename(url!))).metadata();
  expect([metadata.exif, metadata.width]).toEqual([undefined, 48]);
  expect(
    db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.name, path.basename(url!)))
      .get(),
  ).toBeDefined();
  // Done once: nothing more to do, and the recorded upload and the SVG were never touched.
  expect(await rewriteLegacyUploads(undefined, later())).toBe(0);
  expect(fs.existsSync(path.join(uploadsFolder, path.basename(kept.image.url)))).toBe(true);
  expect(renamedUploadAddress(path.basename(kept.image.url))).toBeNull();
  expect(renamedUploadAddress("../app.db")).toBeNull();
});

test("an old file a stopped run had already rewritten is removed; a file newer than the start is left to its upload", async () => {
  const stopped = "fedcba9876543210fedcba9876543210.jpg";
  fs.writeFileSync(path.join(uploadsFolder, stopped), await photo("jpeg", 16, 16));
  db.insert(uploadRenames)
    .values({ oldName: stopped, newName: "11111111111111111111111111111111.jpg" })
    .run();
  const uploading = "22222222222222222222222222222222.png";
  fs.writeFileSync(path.join(uploadsFolder, uploading), await photo("png", 16, 16));
  expect(await rewriteLegacyUploads(undefined, new Date(Date.now() - 60_000))).toBe(0);
  expect(fs.existsSync(path.join(uploadsFolder, stopped))).toBe(false);
  expect(fs.existsSync(path.join(uploadsFolder, uploading))).toBe(true);
});
