import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, test, vi } from "vitest";
import { eq } from "drizzle-orm";
import { uploadedImages } from "../../../db/schema";
import { derivePendingImages } from "~/features/articles/image-derivatives.server";
import { imageSourcesOf } from "~/features/articles/uploaded-images.server";
import { storeImageBytes, unusedUploads } from "~/features/articles/uploads.server";
import { db } from "~/utils/db.server";
import { onDomainEvent } from "~/utils/domain-events.server";
import { cameraExif, photo } from "../../../tests/support/image-files";
import { withUploadsFolder } from "../../../tests/support/uploads-folder";

const uploadsFolder = withUploadsFolder("derivatives");

const gps = { orientation: 1, exif: cameraExif };

async function uploaded(width: number, height: number) {
  const result = await storeImageBytes(await photo("jpeg", width, height, gps), null);
  if (!result.ok) throw new Error(result.problem);
  return path.basename(result.image.url);
}

test("each upload gets its smaller sizes in AVIF, WebP and JPEG, never wider than itself, none with metadata", async () => {
  const derived: string[] = [];
  const stop = onDomainEvent("imageDerived", ({ name }) => derived.push(name));
  const name = await uploaded(600, 340);
  expect(imageSourcesOf(`/uploads/${name}`)).toEqual({
    width: 600,
    height: 340,
    placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
    srcSets: null,
    alt: null,
  });
  expect(await derivePendingImages()).toBe(1);
  stop();
  expect(derived).toEqual([name]);

  const row = db.select().from(uploadedImages).where(eq(uploadedImages.name, name)).get();
  const sizes = row?.derivatives ?? [];
  expect(sizes.map((size) => `${size.format} ${size.width}×${size.height}`).sort()).toEqual([
    "avif 480×272",
    "avif 600×340",
    "jpeg 480×272",
    "jpeg 600×340",
    "webp 480×272",
    "webp 600×340",
  ]);
  const stem = name.replace(/\.jpg$/, "");
  for (const size of sizes) {
    expect(size.name).toMatch(new RegExp(`^${stem}-${size.width}-[0-9a-f]{12}\\.(avif|webp|jpg)$`));
    const file = fs.readFileSync(path.join(uploadsFolder, size.name));
    expect(file.length).toBe(size.bytes);
    const metadata = await sharp(file).metadata();
    expect([metadata.width, metadata.exif, metadata.xmp]).toEqual([
      size.width,
      undefined,
      undefined,
    ]);
  }
  expect(imageSourcesOf(`/uploads/${name}`)?.srcSets?.webp).toBe(
    sizes
      .filter((size) => size.format === "webp")
      .sort((a, b) => a.width - b.width)
      .map((size) => `/uploads/${size.name} ${size.width}w`)
      .join(", "),
  );
  // Nothing left to do.
  expect(await derivePendingImages()).toBe(0);
});

test("an image smaller than the smallest size gets one size, its own; a file gone gets none and is not tried again", async () => {
  const small = await uploaded(300, 200);
  const gone = await uploaded(320, 200);
  fs.rmSync(path.join(uploadsFolder, gone));
  expect(await derivePendingImages()).toBe(2);
  const sizesOf = (name: string) =>
    db.select().from(uploadedImages).where(eq(uploadedImages.name, name)).get()?.derivatives;
  expect(sizesOf(small)?.map((size) => size.width)).toEqual([300, 300, 300]);
  expect(sizesOf(gone)).toEqual([]);
  expect(imageSourcesOf(`/uploads/${gone}`)?.srcSets).toBeNull();
});

test("the clean-up of unused uploads takes an image's sizes with it, and leaves a used image's", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    const used = await uploaded(200, 120);
    const unused = await uploaded(210, 120);
    await derivePendingImages();
    const files = fs.readdirSync(uploadsFolder);
    const stemOf = (name: string) => name.replace(/\.jpg$/, "");
    const removed = await unusedUploads(new Set([used]), new Date(Date.now() + 60_000));
    const removedNames = removed.map((file) => path.basename(file));
    expect(removedNames.filter((name) => name.startsWith(stemOf(used)))).toEqual([]);
    expect(removedNames.filter((name) => name.startsWith(stemOf(unused))).sort()).toEqual(
      files.filter((name) => name.startsWith(stemOf(unused))).sort(),
    );
  } finally {
    vi.useRealTimers();
  }
});
