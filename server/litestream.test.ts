import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, describe, expect, test } from "vitest";
import { replicationFinding } from "./doctor";
import { setEnv } from "../tests/support/env";
import { litestreamBinary } from "../tests/support/litestream-binary";
import { exitOf } from "../tests/support/server";
import { goDurationMs, parseGenerations, replicaPosition } from "./litestream";

// `litestream generations` (0.3.13) against the S3 stand-in, replicating a database: the
// replica's newest change is 948 ms after the database's newest write.
const replicating = `name  generation        lag     start                 end
s3    2d2eac9a3ae66c46  -948ms  2026-12-02T04:37:48Z  2026-12-02T04:37:52Z
`;
// The same once Litestream had stopped and the database took two more writes, 19 s later.
const stopped = `name  generation        lag  start                 end
s3    2d2eac9a3ae66c46  19s  2026-12-02T04:37:48Z  2026-12-02T04:37:52Z
`;

const replica = "s3://agency/sito";
const findingOf = (output: string) =>
  replicationFinding(replica, () => parseGenerations(output)[0] ?? null);

describe("the doctor's replication finding, from Litestream's output", () => {
  test("a replica at the database's pace is ok, with its generation and newest change", () => {
    expect(findingOf(replicating)).toEqual({
      level: "ok",
      topic: "Replica",
      text: "s3://agency/sito, generazione 2d2eac9a3ae66c46, ultima modifica replicata 2026-12-02 04:37:52 UTC: al passo col database",
    });
  });

  test("a replica behind by seconds is ok and says by how much; past a minute it is a problem", () => {
    expect(findingOf(stopped)).toMatchObject({
      level: "ok",
      text: expect.stringMatching(/indietro di 19,0 s$/),
    });
    expect(findingOf(stopped.replace(" 19s ", " 1h2m3s "))).toMatchObject({
      level: "problem",
      text: expect.stringContaining(
        "indietro di 1 h, le scritture recenti non arrivano alla replica",
      ),
      fix: expect.stringContaining("node server-build/start.js"),
    });
  });

  test("no replica configured, nothing replicated yet, and a replica that cannot be read", () => {
    expect(replicationFinding(null, () => null)).toMatchObject({
      level: "ok",
      text: expect.stringContaining("non configurata (LITESTREAM_REPLICA_URL)"),
    });
    expect(findingOf("name  generation  lag  start  end\n")).toMatchObject({
      level: "problem",
      text: "s3://agency/sito non ha ancora una copia del database",
    });
    expect(
      replicationFinding(replica, () => {
        throw new Error("NoCredentialProviders: no valid providers in chain");
      }),
    ).toMatchObject({
      level: "problem",
      text: "s3://agency/sito non leggibile: NoCredentialProviders: no valid providers in chain",
      fix: expect.stringContaining("LITESTREAM_ACCESS_KEY_ID"),
    });
  });

  test("Go durations as Litestream prints them", () => {
    expect(
      ["-948ms", "19s", "1m30.5s", "1h2m3s", "0s", "-12.3s", "250µs", "-"].map(goDurationMs),
    ).toEqual([-948, 19_000, 90_500, 3_723_000, 0, -12_300, 0.25, null]);
  });
});

// The real binary, as the image and the disaster drill run it.
const binary = litestreamBinary();

describe("the doctor's replication finding, from Litestream itself", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "agency-litestream-"));
  const database = path.join(work, "app.db");
  const children: ChildProcess[] = [];

  /** A process the test stops when it ends, whatever happens. */
  function run(command: string, args: string[], env?: NodeJS.ProcessEnv) {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    return child;
  }

  async function stop(child: ChildProcess) {
    child.kill("SIGTERM");
    await exitOf(child);
  }

  afterEach(() => setEnv({ LITESTREAM_REPLICA_URL: undefined }));
  afterAll(async () => {
    await Promise.all(children.map(stop));
    fs.rmSync(work, { recursive: true, force: true });
  });

  const write = (value: number) => {
    const sqlite = new Database(database);
    sqlite.pragma("journal_mode = WAL");
    sqlite.exec("create table if not exists righe (x)");
    sqlite.prepare("insert into righe values (?)").run(value);
    sqlite.close();
  };

  test("replicating, the replica is at the database's pace; stopped while the database is written, it is behind", async () => {
    // The S3 stand-in in a process of its own: the doctor asks Litestream synchronously.
    const s3 = run(process.execPath, [
      "--import",
      "tsx",
      "tests/support/fake-s3-main.ts",
      path.join(work, "s3"),
      "agency",
    ]);
    const endpoint = await new Promise<string>((resolve) =>
      s3.stdout!.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())),
    );
    const variables = {
      DATABASE_PATH: database,
      LITESTREAM_BIN: binary,
      LITESTREAM_REPLICA_URL: replica,
      LITESTREAM_ENDPOINT: endpoint,
      LITESTREAM_FORCE_PATH_STYLE: "true",
      LITESTREAM_REGION: "us-east-1",
      LITESTREAM_ACCESS_KEY_ID: "prova",
      LITESTREAM_SECRET_ACCESS_KEY: "prova",
      LITESTREAM_SYNC_INTERVAL: "100ms",
    };
    const databaseBefore = process.env.DATABASE_PATH;
    setEnv(variables);
    try {
      write(1);
      const litestream = run(binary, ["replicate", "-config", "deploy/litestream.yml"], {
        ...process.env,
        ...variables,
      });
      await expect
        .poll(() => replicaPosition()?.lagMs ?? null, { timeout: 15_000, interval: 200 })
        .not.toBeNull();
      const finding = replicationFinding(replica, replicaPosition);
      expect(finding).toMatchObject({
        level: "ok",
        text: expect.stringMatching(
          /^s3:\/\/agency\/sito, generazione [0-9a-f]{16}, ultima modifica replicata .* UTC: /,
        ),
      });
      const generation = fs
        .readFileSync(path.join(work, ".app.db-litestream", "generation"), "utf8")
        .trim();
      expect(finding.text).toContain(generation);

      await stop(litestream);
      write(2);
      // The database's newest write two minutes on, without waiting for them.
      const later = new Date(Date.now() + 120_000);
      fs.utimesSync(database, later, later);
      expect(replicationFinding(replica, replicaPosition)).toMatchObject({
        level: "problem",
        text: expect.stringMatching(
          /: indietro di 2 min, le scritture recenti non arrivano alla replica$/,
        ),
      });
    } finally {
      setEnv({
        ...Object.fromEntries(Object.keys(variables).map((name) => [name, undefined])),
        DATABASE_PATH: databaseBefore,
      });
    }
  });
});
