import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, serverAnswer, test } from "./fixtures";
import { cameraExif, hasCameraTraces, photo } from "../support/image-files";
import { insertArticles } from "../support/articles";
import { startServer } from "../support/server";
import { migrateDatabase, openDatabase } from "../../app/utils/db.server";

test(
  "an image uploaded before the cleaning is rewritten at start: its old address answers 301 to a copy without its position",
  serverAnswer,
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-legacy-"));
    try {
      // An installation from before: its database, and a photo stored as it was uploaded.
      const { sqlite, db } = openDatabase(path.join(dataDir, "app.db"));
      migrateDatabase(db);
      sqlite.close();
      const old = "0123456789abcdef0123456789abcdef.jpg";
      const taken = await photo("jpeg", 120, 80, { exif: cameraExif });
      fs.mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
      const file = path.join(dataDir, "uploads", old);
      fs.writeFileSync(file, taken);
      fs.utimesSync(file, new Date(Date.now() - 86_400_000), new Date(Date.now() - 86_400_000));
      insertArticles(dataDir, [
        { title: "Foto di prima", slug: "foto-di-prima", featuredImageUrl: `/uploads/${old}` },
      ]);

      const server = await startServer({}, { dataDir });
      try {
        const answer = async () =>
          (await fetch(`${server.url}/uploads/${old}`, { redirect: "manual" })).status;
        await expect.poll(answer, { timeout: 10_000, intervals: [200] }).toBe(301);
        const moved = await fetch(`${server.url}/uploads/${old}`, { redirect: "manual" });
        const target = moved.headers.get("location") ?? "";
        expect(target).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
        const clean = Buffer.from(await (await fetch(`${server.url}${target}`)).arrayBuffer());
        expect(hasCameraTraces(clean)).toBe(false);
        // Kept on disk for a rollback, and never served.
        expect(fs.existsSync(file)).toBe(true);
        const page = await (await fetch(`${server.url}/blog/foto-di-prima`)).text();
        expect(page).toContain(target);
        expect(page).not.toContain(old);
      } finally {
        await server.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
