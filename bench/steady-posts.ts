// A steady stream of contact posts beside a job (retention, backup), and the posts' latency
// in a window: what a visitor notices of the job.
import type { RunningServer } from "../tests/support/server";

export type Post = { email: string; start: number; end: number; ms: number; status: number };

const round = (ms: number) => Math.round(ms * 10) / 10;

export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * One contact post every `everyMs`, whether or not the previous one has answered, each from its
 * own address under `addresses` (an IPv6 prefix ending in `::`) through one trusted proxy, so
 * the limit per address never answers.
 */
export function postSteadily(
  server: RunningServer,
  options: { label: string; everyMs: number; addresses: string },
) {
  const posts: Post[] = [];
  const pending = new Set<Promise<void>>();
  let n = 0;
  const timer = setInterval(() => {
    const i = n;
    n += 1;
    const start = Date.now();
    const started = performance.now();
    const email = `bench-${options.label}-${i}@example.com`;
    const body = new URLSearchParams({
      nome: "Visita",
      cognome: "Prova",
      email,
      servizio: "social-media",
      messaggio: "Richiesta inviata durante un lavoro sul database.",
      privacy_accepted: "on",
    });
    const post = fetch(`${server.url}/contatti`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { "X-Forwarded-For": `${options.addresses}${i.toString(16)}` },
    })
      .then(async (response) => {
        await response.arrayBuffer();
        posts.push({
          email,
          start,
          end: Date.now(),
          ms: performance.now() - started,
          status: response.status,
        });
      })
      .catch(() => {
        posts.push({ email, start, end: Date.now(), ms: performance.now() - started, status: 0 });
      })
      .finally(() => pending.delete(post));
    pending.add(post);
  }, options.everyMs);
  return {
    posts,
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
    },
  };
}

/** The posts that were in flight at some moment between `from` and `to` (wall clock). */
export function latencies(posts: Post[], from: number, to: number) {
  const during = posts.filter((post) => post.end >= from && post.start <= to);
  const times = during.map((post) => post.ms);
  return {
    count: during.length,
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    max: round(Math.max(0, ...times)),
    otherStatuses: during.filter((post) => post.status !== 303).length,
  };
}

export const describeLatencies = (l: ReturnType<typeof latencies>) =>
  `${l.count} invii, p50 ${l.p50} / p99 ${l.p99} / max ${l.max} ms${l.otherStatuses ? `, ${l.otherStatuses} non 303` : ""}`;
