import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { ConfigError } from "../app/utils/env.server";
import { startFakeS3 } from "../tests/support/fake-s3";
import { freePort } from "../tests/support/server";
import {
  replicaUploads,
  restoreUploads,
  startUploadsReplication,
  syncUploads,
  uploadsReplica,
  type UploadsReplica,
} from "./uploads-replica";
import { logger } from "../app/utils/logger.server";

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let work = "";
let uploads = "";

const settings = (endpoint: string, url = "s3://agency/sito") => ({
  LITESTREAM_REPLICA_URL: url,
  LITESTREAM_ENDPOINT: endpoint,
  LITESTREAM_FORCE_PATH_STYLE: "true",
  LITESTREAM_ACCESS_KEY_ID: "prova",
  LITESTREAM_SECRET_ACCESS_KEY: "prova",
});

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-replica-"));
  s3 = await startFakeS3(path.join(work, "s3"), ["agency"]);
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(work, { recursive: true, force: true });
});

let replica: UploadsReplica;
beforeEach(async () => {
  uploads = fs.mkdtempSync(path.join(work, "uploads-"));
  // Each test its own folder in the bucket.
  replica = uploadsReplica(settings(s3.url, `s3://agency/${path.basename(uploads)}`))!;
});
afterEach(() => vi.restoreAllMocks());

const write = (name: string, contents: string) => {
  fs.mkdirSync(path.dirname(path.join(uploads, name)), { recursive: true });
  fs.writeFileSync(path.join(uploads, name), contents);
};

test("the uploads go beside Litestream's db folder, reached with Litestream's settings", () => {
  expect(uploadsReplica({})).toBeNull();
  expect(uploadsReplica(settings(s3.url, "s3://secchio/sito/principale/"))).toMatchObject({
    bucket: "secchio",
    prefix: "sito/principale/uploads/",
  });
  expect(uploadsReplica(settings(s3.url, "s3://secchio"))).toMatchObject({ prefix: "uploads/" });
});

test("a replica the uploads cannot follow is refused with the address to use", () => {
  for (const url of ["gcs://secchio/sito", "file:///var/replica", "s3:///sito"]) {
    expect(() => uploadsReplica(settings(s3.url, url))).toThrow(ConfigError);
  }
  expect(() => uploadsReplica(settings(s3.url, "sftp://host/sito"))).toThrow(
    /deve essere s3:\/\/secchio\/percorso/,
  );
});

test("new files are copied, files being written are not, and a quiet pass sends nothing", async () => {
  write("a.png", "uno");
  write("copertine/b.webp", "due");
  write(".c.png.part", "a metà");
  const known = await replicaUploads(replica);
  expect(await syncUploads(replica, uploads, known)).toEqual({ sent: 2, deleted: 0 });
  expect(await replicaUploads(replica)).toEqual(
    new Map([
      ["a.png", 3],
      ["copertine/b.webp", 3],
    ]),
  );

  const send = vi.spyOn(replica.client, "send");
  expect(await syncUploads(replica, uploads, known)).toEqual({ sent: 0, deleted: 0 });
  expect(send).not.toHaveBeenCalled();
});

test("a file removed from the folder goes from the replica; an emptied folder removes nothing", async () => {
  write("a.png", "uno");
  write("b.png", "due");
  const known = await replicaUploads(replica);
  await syncUploads(replica, uploads, known);
  fs.rmSync(path.join(uploads, "a.png"));
  expect(await syncUploads(replica, uploads, known)).toEqual({ sent: 0, deleted: 1 });
  expect([...(await replicaUploads(replica)).keys()]).toEqual(["b.png"]);

  fs.rmSync(path.join(uploads, "b.png"));
  expect(await syncUploads(replica, uploads, known)).toEqual({ sent: 0, deleted: 0 });
  expect([...(await replicaUploads(replica)).keys()]).toEqual(["b.png"]);
});

test("a restore brings every upload back whole, into an empty or a partial folder", async () => {
  write("a.png", "uno");
  write("copertine/b.webp", "due");
  await syncUploads(replica, uploads, new Map());

  const empty = fs.mkdtempSync(path.join(work, "vuoto-"));
  expect(await restoreUploads(replica, path.join(empty, "uploads"))).toBe(2);
  expect(fs.readFileSync(path.join(empty, "uploads", "copertine", "b.webp"), "utf8")).toBe("due");
  expect(fs.readdirSync(path.join(empty, "uploads"))).toEqual(["a.png", "copertine"]);

  fs.rmSync(path.join(empty, "uploads", "a.png"));
  expect(await restoreUploads(replica, path.join(empty, "uploads"))).toBe(1);
  expect(fs.readFileSync(path.join(empty, "uploads", "a.png"), "utf8")).toBe("uno");
});

test("an unreachable bucket is said once, not at every try", async () => {
  const closed = await freePort();
  const away = uploadsReplica(settings(`http://127.0.0.1:${closed}`))!;
  const error = vi.spyOn(logger, "error").mockImplementation(() => {});
  write("a.png", "uno");
  const copy = startUploadsReplication(away, uploads, { everyMs: 20 });
  await vi.waitFor(() => expect(error).toHaveBeenCalled(), { timeout: 5_000 });
  await new Promise((resolve) => setTimeout(resolve, 200));
  await copy.stop();
  expect(error).toHaveBeenCalledTimes(1);
  expect(error.mock.calls[0]?.[0]).toMatch(/non riuscita .*ECONNREFUSED.*nuovo tentativo/);
});

test("after a failure the copy resumes, says so, and sends what waited", async () => {
  const error = vi.spyOn(logger, "error").mockImplementation(() => {});
  const log = vi.spyOn(logger, "info").mockImplementation(() => {});
  vi.spyOn(replica.client, "send").mockRejectedValueOnce(new Error("rete assente"));
  write("a.png", "uno");
  const copy = startUploadsReplication(replica, uploads, { everyMs: 20 });
  await vi.waitFor(() => expect(log).toHaveBeenCalled(), { timeout: 5_000 });
  await copy.stop();
  expect(error).toHaveBeenCalledTimes(1);
  expect(log.mock.calls[0]?.[0]).toMatch(/di nuovo copiati nella replica/);
  expect((await replicaUploads(replica)).has("a.png")).toBe(true);
});

test("a stop makes one last copy of what arrived since the last pass", async () => {
  const copy = startUploadsReplication(replica, uploads, { everyMs: 3_600_000 });
  await new Promise((resolve) => setTimeout(resolve, 200));
  write("ultimo.png", "fine");
  await copy.stop();
  expect((await replicaUploads(replica)).has("ultimo.png")).toBe(true);
});
