import os from "node:os";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, test } from "vitest";
import { leases } from "../../../db/schema";
import { db, migrateDatabase } from "~/utils/db.server";
import {
  LEASE_TTL_MS,
  liveHolder,
  releaseLease,
  takeLease,
  thisProcess,
} from "~/features/operations/lease.server";

beforeAll(() => migrateDatabase());
beforeEach(() => db.delete(leases).run());

const now = new Date("2027-03-15T03:15:00.000Z");
const later = (ms: number) => new Date(now.getTime() + ms);
// Above any pid Linux hands out (pid_max is at most 2^22).
const pidThatCannotExist = 99_999_999;

function heldBy(holder: string, expiresAt = later(LEASE_TTL_MS)) {
  db.insert(leases).values({ name: "jobs", holder, expiresAt }).run();
}

const holder = () => db.select().from(leases).where(eq(leases.name, "jobs")).get()?.holder;

test("the first to ask takes the lease and renews it; another instance waits until it runs out", () => {
  expect(takeLease("jobs", { now })).toBe(true);
  expect(holder()).toBe(thisProcess());
  expect(takeLease("jobs", { now: later(60_000) })).toBe(true);

  db.update(leases).set({ holder: "altra-macchina 1 abc" }).run();
  expect(takeLease("jobs", { now: later(60_000) })).toBe(false);
  expect(liveHolder("jobs", later(60_000))).toMatchObject({ host: "altra-macchina", pid: 1 });
  // It was renewed at +60 s for three minutes: free from +240 s.
  expect(takeLease("jobs", { now: later(60_000 + LEASE_TTL_MS) })).toBe(true);
  expect(holder()).toBe(thisProcess());
});

test("a server restarted on the same host takes its predecessor's lease at once", () => {
  heldBy(`${os.hostname()} ${pidThatCannotExist} prima`);
  expect(takeLease("jobs", { now })).toBe(true);

  // A container restarted keeps its host name and runs its server as the same pid again.
  db.update(leases)
    .set({ holder: `${os.hostname()} ${process.pid} avvio-precedente` })
    .run();
  expect(liveHolder("jobs", now)).toBeNull();
  expect(takeLease("jobs", { now })).toBe(true);
});

test("a live process on this host keeps its lease", () => {
  heldBy(`${os.hostname()} ${process.ppid} padre`);
  expect(takeLease("jobs", { now })).toBe(false);
  expect(liveHolder("jobs", now)).toMatchObject({ host: os.hostname(), pid: process.ppid });
});

test("releasing gives the lease up only when this process holds it", () => {
  heldBy("altra-macchina 7 xyz");
  releaseLease("jobs");
  expect(holder()).toBe("altra-macchina 7 xyz");

  db.delete(leases).run();
  takeLease("jobs", { now });
  releaseLease("jobs");
  expect(holder()).toBeUndefined();
  expect(liveHolder("jobs", now)).toBeNull();
});
