import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { expect, serverAnswer, test } from "./fixtures";
import { cameraExif, photo } from "../support/image-files";
import { insertArticles } from "../support/articles";
import { runAgency } from "../support/agency";
import { queryDb } from "../support/db";
import { asAnEarlierReleaseLeftIt, asANewerReleaseLeftIt } from "../support/releases";
import { startServer } from "../support/server";
import { migrateDatabase, openDatabase } from "../../app/utils/db.server";

// The built server and the built `agency`, on data folders of an earlier and of a later release:
// once, without a browser.
test.setTimeout(90_000);

// The daily runs stay out of the way: what is on disk is what the upgrade did.
const quiet = { BACKUP_SCHEDULE: "off", RETENTION_SCHEDULE: "off" };

/** A data folder whose database the given change turned into another release's. */
function dataFolderOfAnotherRelease(change: (sqlite: Database.Database) => void) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-upgrade-"));
  const { sqlite, db } = openDatabase(path.join(dataDir, "app.db"));
  migrateDatabase(db);
  change(sqlite);
  sqlite.close();
  return dataDir;
}

const withoutSizes = (dataDir: string) =>
  queryDb<{ n: number }>(
    dataDir,
    "select count(*) as n from uploaded_images where derivatives is null",
  )[0]!.n;

test(
  "an upgrade rolled back with its automatic copy serves the old photos again; upgraded again, nothing is rewritten twice",
  serverAnswer,
  async () => {
    const dataDir = dataFolderOfAnotherRelease(asAnEarlierReleaseLeftIt);
    try {
      // Two photos stored as they were uploaded, before uploads were cleaned.
      const uploads = path.join(dataDir, "uploads");
      fs.mkdirSync(uploads);
      const originals = new Map<string, Buffer>();
      for (const [index, name] of [
        "0123456789abcdef0123456789abcdef.jpg",
        "fedcba9876543210fedcba9876543210.jpg",
      ].entries()) {
        const bytes = await photo("jpeg", 120 + index, 80, { exif: cameraExif });
        fs.writeFileSync(path.join(uploads, name), bytes);
        const yesterday = new Date(Date.now() - 86_400_000);
        fs.utimesSync(path.join(uploads, name), yesterday, yesterday);
        originals.set(name, bytes);
      }
      insertArticles(
        dataDir,
        [...originals.keys()].map((name, index) => ({
          title: `Foto di prima ${index}`,
          slug: `foto-di-prima-${index}`,
          featuredImageUrl: `/uploads/${name}`,
        })),
      );

      /** Starts the site, waits for every old address to lead to its clean copy and for the sizes. */
      async function upgrade() {
        const server = await startServer(quiet, { dataDir });
        try {
          const targets = new Map<string, string>();
          for (const name of originals.keys()) {
            const answer = () => fetch(`${server.url}/uploads/${name}`, { redirect: "manual" });
            await expect.poll(async () => (await answer()).status, { timeout: 15_000 }).toBe(301);
            targets.set(name, (await answer()).headers.get("location") ?? "");
          }
          await expect.poll(() => withoutSizes(dataDir), { timeout: 30_000 }).toBe(0);
          return targets;
        } finally {
          expect(await server.stop()).toBe(0);
        }
      }

      const first = await upgrade();
      const filesAfterTheUpgrade = fs.readdirSync(uploads).sort();
      const copy = fs
        .readdirSync(path.join(dataDir, "backups"))
        .find((name) => name.endsWith("-prima-dell-aggiornamento.db"));
      expect(copy).toBeDefined();

      // The rollback: the automatic copy restored, the site stopped.
      const rollback = await runAgency(dataDir, "restore", path.join(dataDir, "backups", copy!));
      expect(rollback.code, rollback.output).toBe(0);
      // The earlier release serves /uploads from the folder, for the addresses its database holds.
      expect(
        queryDb<{ url: string }>(
          dataDir,
          "select featured_image_url as url from articles order by slug",
        ).map((row) => row.url),
      ).toEqual([...originals.keys()].map((name) => `/uploads/${name}`));
      for (const [name, bytes] of originals)
        expect(fs.readFileSync(path.join(uploads, name)).equals(bytes)).toBe(true);

      const again = await upgrade();
      expect(again).toEqual(first);
      expect(fs.readdirSync(uploads).sort()).toEqual(filesAfterTheUpgrade);
      const log = fs.readFileSync(path.join(dataDir, "server.log"), "utf8");
      expect(log.match(/riscritte senza metadati: 2/g)).toHaveLength(1);
      expect(log).toContain("già riscritte da un aggiornamento precedente, riprese: 2");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);

test(
  "a release refuses to start on a database a newer release upgraded, naming it and the way back",
  serverAnswer,
  async () => {
    const dataDir = dataFolderOfAnotherRelease(asANewerReleaseLeftIt);
    try {
      const newer = /dalla versione 1\.4\.0 \(ultima migrazione 0031_eventi\)[\s\S]*agency restore/;
      const started = await startServer(quiet, { dataDir }).catch((error: Error) => error);
      // A server that did start is stopped, not left running past the test.
      if (!(started instanceof Error)) await started.stop();
      expect(started).toBeInstanceOf(Error);
      expect((started as Error).message).toMatch(newer);
      const check = await runAgency(dataDir, "check");
      expect(check.code).toBe(1);
      expect(check.output).toMatch(newer);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
