import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { queryDb, writeDb } from "./db";
import { photo } from "./image-files";

/**
 * An image as an upload by `uploaderEmail` leaves it on the e2e server: its file in the
 * uploads folder, its record. Returns its stored name.
 */
export async function storeTestImage(dataDir: string, uploaderEmail: string) {
  const name = `${crypto.randomBytes(16).toString("hex")}.jpg`;
  const uploads = path.join(dataDir, "uploads");
  fs.mkdirSync(uploads, { recursive: true });
  fs.writeFileSync(path.join(uploads, name), await photo("jpeg", 320, 200));
  const [uploader] = queryDb<{ id: string }>(
    dataDir,
    "select id from users where email = ?",
    uploaderEmail,
  );
  writeDb(dataDir, (db) =>
    db
      .prepare(
        "insert into uploaded_images (name, width, height, bytes, placeholder, uploaded_by, created_at) values (?, 320, 200, 9000, 'data:image/webp;base64,', ?, ?)",
      )
      .run(name, uploader?.id, Date.now()),
  );
  return name;
}

/**
 * The AVIF `srcset` a page's `html` offers for the uploaded image at `url`: its own sizes,
 * not those of another image on the page (a related article's card shows its cover too);
 * null until they are made and the page shows them.
 */
export function avifSizesOn(html: string, url: string) {
  const stem = url.replace(/\.[a-z]+$/, "");
  return new RegExp(`<source type="image/avif" srcSet="(${stem}-[^"]+)"`).exec(html)?.[1] ?? null;
}
