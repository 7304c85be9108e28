import fs from "node:fs";
import { count, eq } from "drizzle-orm";
import { emailOutbox } from "../../../db/schema";
import { holdsLease, JOBS_LEASE, liveHolder } from "~/features/operations/lease.server";
import { spooledCount } from "~/features/visitor-forms/spool.server";
import { db, isDatabaseFileInPlace, isDatabaseHealthy } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { singleton } from "~/utils/singleton.server";

/**
 * One thing the site needs. `blocking`: without it a submission cannot be stored, so the
 * site is down for an orchestrator. The others (backlogs, the background jobs) are reported
 * but never make a restart: a restart would not empty a mail queue.
 */
export type HealthCheck = { topic: string; ok: boolean; blocking: boolean; text: string };

export type Health = { canStore: boolean; checks: HealthCheck[] };

const megabytes = (bytes: number) => Math.floor(bytes / 1024 / 1024);

/** Free space for this process's user in `folder`, in bytes. */
export function freeSpace(folder: string) {
  const stats = fs.statfsSync(folder);
  return stats.bavail * stats.bsize;
}

/** The database: there, still the file at its path, and taking writes from this user. */
export function databaseCheck(): HealthCheck {
  const env = getEnv();
  const failed = (text: string) => ({ topic: "database", ok: false, blocking: true, text });
  if (!fs.existsSync(env.DATABASE_PATH)) return failed(`${env.DATABASE_PATH} non esiste più`);
  if (!isDatabaseFileInPlace())
    return failed(`${env.DATABASE_PATH} è stato spostato o sostituito mentre il server lo usava`);
  if (!isDatabaseHealthy()) return failed("non risponde");
  if (env.READ_ONLY_INSTANCE === "1")
    return { topic: "database", ok: true, blocking: true, text: "di sola lettura per scelta" };
  try {
    fs.accessSync(env.DATABASE_PATH, fs.constants.W_OK);
    fs.accessSync(env.DATA_DIR, fs.constants.W_OK);
  } catch (error) {
    return failed(`non scrivibile (${(error as NodeJS.ErrnoException).code})`);
  }
  return { topic: "database", ok: true, blocking: true, text: "scrivibile" };
}

/** Free space in the data folder against `MIN_FREE_SPACE_MB`. */
export function spaceCheck(): HealthCheck {
  const env = getEnv();
  const free = megabytes(freeSpace(env.DATA_DIR));
  const ok = free >= env.MIN_FREE_SPACE_MB;
  return {
    topic: "spazio libero",
    ok,
    blocking: true,
    text: `${free} MB${ok ? "" : ` (meno di ${env.MIN_FREE_SPACE_MB} MB)`}`,
  };
}

/** How many e-mails of the outbox are in `status`: waiting to go, or given up. */
export const outboxCount = (status: "pending" | "dead") =>
  db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, status)).get()?.n ?? 0;

function backlogChecks(): HealthCheck[] {
  const spooled = spooledCount();
  const dead = outboxCount("dead");
  return [
    {
      topic: "spool",
      ok: spooled === 0,
      blocking: false,
      text: `${spooled} richieste in attesa di entrare nel database`,
    },
    {
      topic: "coda e-mail",
      ok: dead === 0,
      blocking: false,
      text: `${outboxCount("pending")} in attesa, ${dead} abbandonate`,
    },
  ];
}

function jobsCheck(now: Date): HealthCheck {
  const check = (ok: boolean, text: string) => ({
    topic: "lavori in background",
    ok,
    blocking: false,
    text,
  });
  if (getEnv().READ_ONLY_INSTANCE === "1")
    return check(true, "non in questa istanza (READ_ONLY_INSTANCE=1)");
  if (holdsLease(JOBS_LEASE, now)) return check(true, "eseguiti da questa istanza");
  const other = liveHolder(JOBS_LEASE, now);
  return other
    ? check(true, `eseguiti da ${other.host}, pid ${other.pid ?? "?"}`)
    : check(false, "nessuna istanza li esegue: il turno è scaduto senza essere rinnovato");
}

function measure(now: Date): Health {
  const checks = [databaseCheck(), spaceCheck()];
  // Backlogs and the lease are read from the database: a missing one has none to report.
  if (checks[0]!.ok) {
    try {
      checks.push(...backlogChecks(), jobsCheck(now));
    } catch (error) {
      checks.push({
        topic: "code",
        ok: false,
        blocking: false,
        text: `non leggibili: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  return { canStore: checks.every((check) => check.ok || !check.blocking), checks };
}

/**
 * Whether the site can take a submission now, and what else an operator should know. Reused
 * for five seconds (`healthCacheMs`, which tests shorten): a probe every second costs one
 * measure every few seconds.
 */
export function siteHealth(now = new Date()): Health {
  const cache = singleton("site-health", () => ({ at: 0, health: null as Health | null }));
  if (cache.health && now.getTime() - cache.at < getEnv().testSettings.healthCacheMs)
    return cache.health;
  cache.health = measure(now);
  cache.at = now.getTime();
  return cache.health;
}

/** The health as text: "ok" or what stops the site on the first line, then each check. */
export function describeHealth(health: Health) {
  const stopping = health.checks.filter((check) => check.blocking && !check.ok);
  const first = health.canStore
    ? "ok"
    : `non disponibile: ${stopping.map((check) => `${check.topic} ${check.text}`).join("; ")}`;
  const lines = health.checks.map(
    (check) =>
      `${check.ok ? "ok" : check.blocking ? "errore" : "attenzione"} ${check.topic}: ${check.text}`,
  );
  return [first, ...lines].join("\n");
}
