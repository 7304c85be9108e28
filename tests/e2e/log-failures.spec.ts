import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { serverAnswer } from "./fixtures";
import { startServer } from "../support/server";
import { canMountDisks, mountSmallDisk } from "../support/small-disk";

// The server's own log, on a device or a disk that refuses writes: servers of their own,
// without a browser, once.

/** Requests that each write a log line (a page not found), all answered. */
async function loggedRequests(url: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${url}/pagina-che-non-esiste-${i}`);
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  }
}

test("a log that cannot be written at all does not end the server", serverAnswer, async () => {
  const server = await startServer({}, { logFile: "/dev/full" });
  try {
    await loggedRequests(server.url, 40);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  } finally {
    expect(await server.stop()).toBe(0);
  }
});

test(
  "a log file on a full disk: every request answered, and the log carries on once there is room",
  serverAnswer,
  async () => {
    test.skip(!canMountDisks(), "a full disk needs a tmpfs, which only root can mount");
    const disk = mountSmallDisk(1);
    const logFile = path.join(disk.dir, "server.log");
    const server = await startServer({}, { logFile });
    try {
      disk.fill();
      // More lines than the free end of the log file's last page holds.
      await loggedRequests(server.url, 200);
      expect(server.child.exitCode).toBeNull();

      disk.free();
      const after = await fetch(`${server.url}/di-nuovo-con-spazio`);
      expect(after.status).toBe(404);
      await expect
        .poll(() => fs.readFileSync(logFile, "utf8"))
        .toContain("404 pagina non trovata: /di-nuovo-con-spazio");
      expect(fs.readFileSync(logFile, "utf8")).toMatch(/Registro: \d+ righe non scritte/);
    } finally {
      expect(await server.stop()).toBe(0);
      disk.free();
      disk.unmount();
    }
  },
);
