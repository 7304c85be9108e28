import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { processExists } from "~/utils/processes.server";
import { singleton } from "~/utils/singleton.server";

/**
 * Files that must appear whole or not at all (spooled submissions, .eml files, uploads) are
 * filled under a temporary name beside their final place, then renamed. The temporary name
 * says who fills it, `.<final name>.<host>.<pid>.<random>.tmp`, so that a clean-up in any
 * process on the folder (the server, `agency`) can tell a write still going on from one a
 * killed process abandoned.
 */

/** How long a temporary file must have been left unchanged before it can be abandoned. */
export const ABANDONED_AFTER_MS = 60_000;

// The host's name as eight hex digits: safe in a file name whatever the host is called.
const hostTag = () =>
  singleton("temporary-files-host", () =>
    crypto.createHash("sha256").update(os.hostname()).digest("hex").slice(0, 8),
  );

// The temporary files this process is filling now, by name. On globalThis: the spool is
// written by the Remix bundle and cleaned by the server's.
const beingWritten = () => singleton("temporary-files-being-written", () => new Set<string>());

/** The temporary name for `finalName` written by `pid` on this host. */
export function temporaryFileName(finalName: string, pid = process.pid) {
  return `.${finalName}.${hostTag()}.${pid}.${crypto.randomBytes(6).toString("hex")}.tmp`;
}

const writerInName = /\.([0-9a-f]{8})\.(\d+)\.[0-9a-f]{12}\.tmp$/;

// The temporary file is removed at once so a full disk leaves nothing behind; if even that
// fails, the file is no longer being written and the periodic clean-up takes it.
const removeQuietly = (file: string) =>
  fs.promises.rm(file, { force: true }).catch(() => undefined);

/**
 * Writes `finalName` in `dir` through a temporary file: `write` fills the path it is given,
 * then the file is renamed into place. On any failure the temporary file is removed and the
 * error thrown again.
 */
export async function writeThroughTemporaryFile(
  dir: string,
  finalName: string,
  write: (temporary: string) => Promise<void>,
) {
  const name = temporaryFileName(finalName);
  const temporary = path.join(dir, name);
  beingWritten().add(name);
  try {
    await write(temporary);
    await fs.promises.rename(temporary, path.join(dir, finalName));
  } catch (error) {
    await removeQuietly(temporary);
    throw error;
  } finally {
    beingWritten().delete(name);
  }
}

/** `writeThroughTemporaryFile` for a caller that cannot wait (a visitor's post going to the spool). */
export function writeThroughTemporaryFileSync(
  dir: string,
  finalName: string,
  write: (temporary: string) => void,
) {
  const name = temporaryFileName(finalName);
  const temporary = path.join(dir, name);
  beingWritten().add(name);
  try {
    write(temporary);
    fs.renameSync(temporary, path.join(dir, finalName));
  } catch (error) {
    try {
      fs.rmSync(temporary, { force: true });
    } catch {
      // Left to the periodic clean-up, as above.
    }
    throw error;
  } finally {
    beingWritten().delete(name);
  }
}

/**
 * Whether the temporary file `name`, last changed at `modifiedMs`, is provably abandoned. It
 * must be older than the cutoff, and: this process's own only when no longer being written;
 * another process's on this host only once that process has ended (a live one may still be
 * writing it, however slowly). A name without a writer (from an earlier release) or from
 * another host sharing the folder, whose processes cannot be seen from here, is judged by its
 * age alone: no write stays a minute without changing its file unless its writer is gone.
 */
function isAbandoned(name: string, modifiedMs: number, cutoffMs: number) {
  if (modifiedMs >= cutoffMs) return false;
  const writer = writerInName.exec(name);
  if (!writer || writer[1] !== hostTag()) return true;
  const pid = Number(writer[2]);
  // A container restarted runs its server under the same pid: the set tells this start's writes apart.
  if (pid === process.pid) return !beingWritten().has(name);
  return !processExists(pid);
}

/**
 * Removes from `dir` the temporary files (those `isTemporary` recognises) that writes
 * interrupted by a kill or a crash abandoned; see `isAbandoned`. `olderThanMs` and `now` are
 * for tests. Returns how many were removed; a folder not there yet has none.
 */
export async function removeAbandonedTemporaryFiles(
  dir: string,
  isTemporary: (name: string) => boolean,
  {
    olderThanMs = ABANDONED_AFTER_MS,
    now = Date.now(),
  }: { olderThanMs?: number; now?: number } = {},
) {
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter(isTemporary)) {
    const file = path.join(dir, name);
    try {
      const stat = await fs.promises.stat(file);
      if (!stat.isFile() || !isAbandoned(name, stat.mtimeMs, now - olderThanMs)) continue;
      await fs.promises.rm(file);
      removed += 1;
    } catch (error) {
      // Renamed into place or removed by its writer, or by another clean-up, since the listing.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return removed;
}
