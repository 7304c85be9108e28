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
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m,mode=0755`, "tmpfs", dir], { stdio: "ignore" });
  } catch (error) {
    fs.rmdirSync(dir);
    throw error;
  }
  const filler = path.join(dir, "riempitivo");
  return {
    dir,
    fill() {
      const chunk = Buffer.alloc(64 * 1024, 1);
      const fd = fs.openSync(filler, "a");
      try {
        for (;;) fs.writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      } finally {
        fs.closeSync(fd);
      }
      // A smaller write may still fit in what the last chunk left: fill that too.
      const small = fs.openSync(filler, "a");
      try {
        for (;;) fs.writeSync(small, Buffer.alloc(512, 1));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      } finally {
        fs.closeSync(small);
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
