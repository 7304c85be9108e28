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
import { purgeExpiredRecords } from "~/features/visitor-data/retention.server";
import { cameraExif, photo } from "../../../tests/support/image-files";
import { withUploadsFolder } from "../../../tests/support/uploads-folder";

const uploadsFolder = withUploadsFolder("legacy-uploads");
const later = () => new Date(Date.now() + 60_000);
const DAY = 86_400_000;
/** A start ten seconds ago: files the earlier tests wrote are newer, and left to their uploads. */
const startedJustBefore = () => new Date(Date.now() - 10_000);

/** A file of the uploads folder as an earlier release left it, written long ago. */
function writeOldUpload(name: string, bytes: Buffer) {
  const file = path.join(uploadsFolder, name);
  fs.writeFileSync(file, bytes);
  const longAgo = new Date(Date.now() - 400 * DAY);
  fs.utimesSync(file, longAgo, longAgo);
  return file;
}

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

  expect(await rewriteLegacyUploads(undefined, later())).toEqual({ written: 1, kept: 0 });
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
  // Kept for a backup from before, whose database still shows it; never served again.
  expect(fs.existsSync(path.join(uploadsFolder, old))).toBe(true);
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
  expect(await rewriteLegacyUploads(undefined, later())).toEqual({ written: 0, kept: 0 });
  expect(fs.existsSync(path.join(uploadsFolder, path.basename(kept.image.url)))).toBe(true);
  expect(renamedUploadAddress(path.basename(kept.image.url))).toBeNull();
  expect(renamedUploadAddress("../app.db")).toBeNull();
});

test("an old file already renamed is left as it is; a file newer than the start is left to its upload", async () => {
  const renamed = "fedcba9876543210fedcba9876543210.jpg";
  fs.writeFileSync(path.join(uploadsFolder, renamed), await photo("jpeg", 16, 16));
  db.insert(uploadRenames)
    .values({ oldName: renamed, newName: "11111111111111111111111111111111.jpg" })
    .run();
  const uploading = "22222222222222222222222222222222.png";
  fs.writeFileSync(path.join(uploadsFolder, uploading), await photo("png", 16, 16));
  expect(await rewriteLegacyUploads(undefined, new Date(Date.now() - 60_000))).toEqual({
    written: 0,
    kept: 0,
  });
  expect(fs.existsSync(path.join(uploadsFolder, renamed))).toBe(true);
  expect(fs.existsSync(path.join(uploadsFolder, uploading))).toBe(true);
  expect(renamedUploadAddress(renamed)).toBe("/uploads/11111111111111111111111111111111.jpg");
});

test("rewritten again after a rollback, an old upload finds the clean copy the first rewrite wrote", async () => {
  // Named to come last: the unrecorded clean copy comes before it, and is not an old upload.
  const old = "ffffffffffffffffffffffffffffffff.jpg";
  writeOldUpload(old, await photo("jpeg", 40, 30, camera));
  const cover = {
    featuredImageUrl: `/uploads/${old}`,
    featuredImageWidth: 40,
    featuredImageHeight: 30,
  };
  const article = db
    .insert(articles)
    .values({ title: "Ritorno", slug: "ritorno", category: "SEO", content: "Testo.", ...cover })
    .returning()
    .get();
  expect(await rewriteLegacyUploads(undefined, startedJustBefore())).toEqual({
    written: 1,
    kept: 0,
  });
  const first = renamedUploadAddress(old)!;
  const files = fs.readdirSync(uploadsFolder).sort();

  // The rollback: the database as it was before the rewrite, the files as they are.
  const clean = path.basename(first);
  // Written by the first upgrade, days before this one.
  const daysAgo = new Date(Date.now() - 3 * DAY);
  fs.utimesSync(path.join(uploadsFolder, clean), daysAgo, daysAgo);
  db.delete(uploadRenames).where(eq(uploadRenames.oldName, old)).run();
  db.delete(uploadedImages).where(eq(uploadedImages.name, clean)).run();
  db.update(articles).set(cover).where(eq(articles.id, article.id)).run();

  expect(await rewriteLegacyUploads(undefined, startedJustBefore())).toEqual({
    written: 0,
    kept: 1,
  });
  expect(renamedUploadAddress(old)).toBe(first);
  expect(fs.readdirSync(uploadsFolder).sort()).toEqual(files);
  expect(db.select().from(articles).where(eq(articles.id, article.id)).get()).toMatchObject({
    featuredImageUrl: first,
    featuredImageWidth: 30,
    featuredImageHeight: 40,
  });
  expect(
    db.select().from(uploadedImages).where(eq(uploadedImages.name, clean)).get(),
  ).toMatchObject({ width: 30, height: 40 });
});

test("the original of a rewritten upload stays while a backup from before may be restored, then the purge removes it", async () => {
  const old = "44444444444444444444444444444444.jpg";
  const file = writeOldUpload(old, await photo("jpeg", 16, 16));
  expect(await rewriteLegacyUploads(undefined, startedJustBefore())).toEqual({
    written: 1,
    kept: 0,
  });

  await purgeExpiredRecords({ now: new Date(Date.now() + 29 * DAY) });
  expect(fs.existsSync(file)).toBe(true);
  await purgeExpiredRecords({ now: new Date(Date.now() + 31 * DAY) });
  expect(fs.existsSync(file)).toBe(false);
  // Its address still leads to the clean copy.
  expect(renamedUploadAddress(old)).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
});
