import { spawnSync } from "node:child_process";
import fs from "node:fs";
import fsPromises from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { pngImage } from "../../tests/support/image-files";
import { removeAbandonedEmlFiles, writeEmlFile } from "~/features/mail/eml.server";
import type { RenderedEmail } from "~/features/mail/email.server";
import { getEnv } from "~/utils/env.server";
import {
  removeAbandonedSpoolFiles,
  spoolDir,
  spooledCount,
  spoolSubmission,
} from "~/features/visitor-forms/spool.server";
import { temporaryFileName, writeThroughTemporaryFile } from "~/utils/temporary-files.server";
import { removeAbandonedUploadFiles, storeImageBytes } from "~/features/articles/uploads.server";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const listing = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

/** Writes `name` in `dir`, last changed at `modified`; returns the name. */
function touch(dir: string, name: string, modified: Date, contents = "") {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), contents);
  fs.utimesSync(path.join(dir, name), modified, modified);
  return name;
}

/** The pid of a process that has ended. */
const endedPid = spawnSync(process.execPath, ["-e", ""]).pid;
/** A process that runs as long as this test: the one that started it. */
const livePid = process.ppid;
/** A writer on a host sharing the folder, whose processes cannot be seen from here. */
const otherHostName = (finalName: string) =>
  `.${finalName}.00000000.${process.pid}.0a1b2c3d4e5f.tmp`;

const enospc = () =>
  Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });

const message: RenderedEmail = {
  from: "Spezia Digitale <noreply@speziadigitale.it>",
  to: "mario.rossi@example.it",
  subject: "Abbiamo ricevuto la tua richiesta - Spezia Digitale",
  html: "<p>Grazie!</p>",
  text: "Grazie!",
  headers: {},
  attachments: [],
  record: null,
};

beforeEach(() => {
  for (const dir of [spoolDir(), getEnv().MAIL_DIR, getEnv().UPLOADS_DIR])
    fs.rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe("temporary files abandoned by interrupted writes", () => {
  test("in the spool, only old ones whose writer is gone are removed; spooled submissions stay", async () => {
    spoolSubmission("contact", { nome: "Anna" }, minutesAgo(30));
    const dir = spoolDir();
    const [spooled] = listing(dir);
    fs.utimesSync(path.join(dir, spooled ?? ""), minutesAgo(30), minutesAgo(30));
    touch(dir, ".2025-09-16T07-29-58-123Z-contact-0a1b2c3d4e5f.tmp", minutesAgo(10));
    touch(dir, temporaryFileName("a.json"), minutesAgo(10));
    touch(dir, temporaryFileName("b.json", endedPid), minutesAgo(10));
    touch(dir, otherHostName("c.json"), minutesAgo(10));
    const fresh = touch(dir, temporaryFileName("d.json", endedPid), new Date());
    const stillWriting = touch(dir, temporaryFileName("e.json", livePid), minutesAgo(10));

    expect(await removeAbandonedSpoolFiles()).toBe(4);
    expect(listing(dir)).toEqual([fresh, spooled, stillWriting].sort());
    expect(spooledCount()).toBe(1);
  });

  test("in the mail folder, the same; .eml files and other programs' hidden files stay", async () => {
    const dir = getEnv().MAIL_DIR;
    const sent = await writeEmlFile(dir, message, {
      outboxId: 4,
      queuedAt: new Date("2025-09-16T07:29:58.123Z"),
    });
    fs.utimesSync(sent, minutesAgo(30), minutesAgo(30));
    touch(dir, ".2025-09-16T072958.123Z-5.eml.0a1b2c3d4e5f.tmp", minutesAgo(10));
    touch(dir, temporaryFileName("2025-09-16T072958.123Z-6.eml", endedPid), minutesAgo(10));
    touch(dir, temporaryFileName("2025-09-16T072958.123Z-7.eml"), minutesAgo(10));
    const fresh = touch(dir, temporaryFileName("2025-09-16T072958.123Z-8.eml"), new Date());
    const stillWriting = touch(
      dir,
      temporaryFileName("2025-09-16T072958.123Z-9.eml", livePid),
      minutesAgo(10),
    );
    const notOurs = touch(dir, ".appunti.tmp", minutesAgo(10));

    expect(await removeAbandonedEmlFiles(dir)).toBe(3);
    expect(listing(dir)).toEqual([fresh, stillWriting, notOurs, path.basename(sent)].sort());
  });

  test("in the uploads folder, the same; stored images stay", async () => {
    const stored = await storeImageBytes(pngImage(4, 4));
    if (!stored.ok) throw new Error(stored.problem);
    const dir = getEnv().UPLOADS_DIR;
    touch(dir, `.${"e".repeat(32)}.jpg.part`, minutesAgo(10));
    touch(dir, temporaryFileName(`${"f".repeat(32)}.png`, endedPid), minutesAgo(10));
    const fresh = touch(dir, temporaryFileName(`${"a".repeat(32)}.png`), new Date());

    expect(await removeAbandonedUploadFiles()).toBe(2);
    expect(listing(dir)).toEqual([fresh, path.basename(stored.image.url)].sort());
  });

  test("a file this process is still writing stays, however old", async () => {
    const dir = spoolDir();
    fs.mkdirSync(dir, { recursive: true });
    await writeThroughTemporaryFile(dir, "lento.json", async (temporary) => {
      fs.writeFileSync(temporary, "{");
      fs.utimesSync(temporary, minutesAgo(10), minutesAgo(10));
      expect(await removeAbandonedSpoolFiles()).toBe(0);
      expect(fs.existsSync(temporary)).toBe(true);
      fs.appendFileSync(temporary, "}");
    });
    expect(listing(dir)).toEqual(["lento.json"]);
  });

  test("the age and the clock are the caller's: nothing waits a real minute", async () => {
    const dir = spoolDir();
    const name = touch(dir, temporaryFileName("a.json", endedPid), new Date());
    expect(await removeAbandonedSpoolFiles({ olderThanMs: 5_000 })).toBe(0);
    expect(await removeAbandonedSpoolFiles({ olderThanMs: 5_000, now: Date.now() + 10_000 })).toBe(
      1,
    );
    expect(listing(dir)).not.toContain(name);
  });

  test("a folder not there yet has nothing to remove", async () => {
    expect(await removeAbandonedSpoolFiles()).toBe(0);
    expect(await removeAbandonedEmlFiles(path.join(getEnv().MAIL_DIR, "mai-creata"))).toBe(0);
    expect(await removeAbandonedUploadFiles()).toBe(0);
  });
});

describe("a write the disk refuses (ENOSPC) leaves no temporary file", () => {
  test("a spooled submission", () => {
    const writeFileSync = fs.writeFileSync;
    vi.spyOn(fs, "writeFileSync").mockImplementationOnce((file) => {
      // As on a full disk: the file is created, its bytes are refused.
      writeFileSync(file, "");
      throw enospc();
    });
    expect(() => spoolSubmission("contact", { nome: "Anna" }, new Date())).toThrow(/ENOSPC/);
    expect(listing(spoolDir())).toEqual([]);
  });

  test("an .eml file", async () => {
    const open = fsPromises.open;
    vi.spyOn(fsPromises, "open").mockImplementationOnce(
      async (...args: Parameters<typeof open>) => {
        const handle = await open(...args);
        handle.writeFile = () => Promise.reject(enospc());
        return handle;
      },
    );
    const dir = getEnv().MAIL_DIR;
    await expect(writeEmlFile(dir, message, { outboxId: 5, queuedAt: new Date() })).rejects.toThrow(
      /ENOSPC/,
    );
    expect(listing(dir)).toEqual([]);
  });

  test("an uploaded image", async () => {
    const writeFile = fsPromises.writeFile;
    vi.spyOn(fsPromises, "writeFile").mockImplementationOnce(async (file) => {
      await writeFile(file, "");
      throw enospc();
    });
    await expect(storeImageBytes(pngImage(4, 4))).rejects.toThrow(/ENOSPC/);
    expect(listing(getEnv().UPLOADS_DIR)).toEqual([]);
  });
});
