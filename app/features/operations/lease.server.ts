import crypto from "node:crypto";
import os from "node:os";
import { and, eq } from "drizzle-orm";
import { leases } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { processExists } from "~/utils/processes.server";
import { singleton } from "~/utils/singleton.server";

/** The lease of the background jobs: one instance on a database runs them. */
export const JOBS_LEASE = "jobs";
/** How long a lease lasts unless renewed; the holder renews it every housekeeping round. */
export const LEASE_TTL_MS = 3 * 60_000;

type Holder = { host: string; pid: number; id: string };

/** This process as a lease holder: its host, its pid and a random id for this start. */
export function thisProcess(): string {
  return singleton("lease-holder", () => `${os.hostname()} ${process.pid} ${crypto.randomUUID()}`);
}

function parseHolder(value: string): Holder | null {
  const [host, pid, id] = value.split(" ");
  const number = Number(pid);
  return host && id && Number.isInteger(number) ? { host, pid: number, id } : null;
}

/**
 * A holder on this host whose process has ended, or whose pid is now this process's own (a
 * container restarted keeps its host name and starts its server as pid 1 again): its lease
 * need not run out before another takes it.
 */
function isGone(holder: Holder, me: Holder) {
  if (holder.host !== me.host) return false;
  return holder.pid === me.pid ? holder.id !== me.id : !processExists(holder.pid);
}

type Lease = typeof leases.$inferSelect;

function isLive(lease: Lease, now: Date) {
  if (lease.expiresAt <= now) return false;
  const holder = parseHolder(lease.holder);
  const me = parseHolder(thisProcess());
  return !(holder && me && isGone(holder, me));
}

/**
 * Takes or renews the lease `name` for `ttlMs`; false while another live process holds it.
 * One immediate transaction: two instances asking at once cannot both get it.
 */
export function takeLease(name: string, { ttlMs = LEASE_TTL_MS, now = new Date() } = {}): boolean {
  const me = thisProcess();
  return db.transaction(
    (tx) => {
      const current = tx.select().from(leases).where(eq(leases.name, name)).get();
      if (current && current.holder !== me && isLive(current, now)) return false;
      const lease = { holder: me, expiresAt: new Date(now.getTime() + ttlMs) };
      tx.insert(leases)
        .values({ name, ...lease })
        .onConflictDoUpdate({ target: leases.name, set: lease })
        .run();
      return true;
    },
    { behavior: "immediate" },
  );
}

/** Gives the lease up, if this process holds it, so a successor need not wait for it to run out. */
export function releaseLease(name: string) {
  db.delete(leases)
    .where(and(eq(leases.name, name), eq(leases.holder, thisProcess())))
    .run();
}

/** Another live process holding `name`: its host and pid, and until when; null when none does. */
export function liveHolder(name: string, now = new Date()) {
  const lease = db.select().from(leases).where(eq(leases.name, name)).get();
  if (!lease || lease.holder === thisProcess() || !isLive(lease, now)) return null;
  const holder = parseHolder(lease.holder);
  return {
    host: holder?.host ?? lease.holder,
    pid: holder?.pid ?? null,
    expiresAt: lease.expiresAt,
  };
}

/** Whether this process holds `name` now. */
export function holdsLease(name: string, now = new Date()) {
  const lease = db.select().from(leases).where(eq(leases.name, name)).get();
  return Boolean(lease && lease.holder === thisProcess() && lease.expiresAt > now);
}
