import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type SmallDisk = {
  /** The mounted folder. */
  dir: string;
  /** Writes a filler file until the disk refuses another byte. */
  fill: () => void;
  /** Removes the filler: the disk takes writes again. */
  free: () => void;
  unmount: () => void;
};

let mountable: boolean | undefined;

/**
 * Whether this machine lets the tests mount a tmpfs: root with the right to mount, as CI
 * has. Elsewhere (a developer's account, a container without that right) the tests that
 * need a full disk are skipped.
 */
export function canMountDisks() {
  if (mountable !== undefined) return mountable;
  mountable = false;
  if (process.getuid?.() !== 0) return mountable;
  try {
    mountSmallDisk(1).unmount();
    mountable = true;
  } catch {
    // Not allowed here.
  }
  return mountable;
}

/**
 * A real filesystem that can be filled: a tmpfs of `megabytes`, mounted on a new folder.
 * What a full disk does to SQLite's commit, to a log or to a spool file is only seen on
 * one; an error injected above the system calls would not show which layer swallows it.
 */
export function mountSmallDisk(megabytes: number): SmallDisk {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-disco-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m,mode=0755`, "tmpfs", dir], {
      stdio: "ignore",
    });
  } catch (error) {
    fs.rmdirSync(dir);
    throw error;
  }
  const filler = path.join(dir, "riempitivo");
  return {
    dir,
    fill() {
      // Large pieces first, then small ones for what the last large one could not take.
      for (const size of [64 * 1024, 512]) {
        const fd = fs.openSync(filler, "a");
        try {
          for (;;) fs.writeSync(fd, Buffer.alloc(size, 1));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
        } finally {
          fs.closeSync(fd);
        }
      }
    },
    free() {
      fs.rmSync(filler, { force: true });
    },
    unmount() {
      execFileSync("umount", ["--lazy", dir]);
      fs.rmdirSync(dir);
    },
  };
}
