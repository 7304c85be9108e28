// The statements one call runs and their plans: what a bench prints when a target is missed.
import type Database from "better-sqlite3";
import { round } from "./timing";

export type Traced = { sql: string; params: unknown[]; ms: number };

/**
 * Every statement one call runs, with its parameters and time: Drizzle prepares each query
 * on this connection, so wrapping `prepare` sees them all. An iterated statement's time is
 * SQLite's alone, the reading of each row, not what the caller does between rows.
 */
export function traceQueries(sqlite: Database.Database, call: () => void): Traced[] {
  const traced: Traced[] = [];
  const prepare = sqlite.prepare;
  sqlite.prepare = function (this: Database.Database, source: string) {
    const statement = prepare.call(this, source);
    for (const method of ["all", "get", "run"] as const) {
      const original = statement[method] as (...params: unknown[]) => unknown;
      Object.assign(statement, {
        [method]: (...params: unknown[]) => {
          const started = performance.now();
          try {
            return original.apply(statement, params);
          } finally {
            traced.push({ sql: source, params, ms: performance.now() - started });
          }
        },
      });
    }
    // An iterator's statement runs while it is read: its time is the reading's, to the end.
    const iterate = statement.iterate.bind(statement) as (
      ...params: unknown[]
    ) => IterableIterator<unknown>;
    Object.assign(statement, {
      iterate: function* (...params: unknown[]) {
        const rows = iterate(...params);
        let ms = 0;
        try {
          for (;;) {
            const started = performance.now();
            const next = rows.next();
            ms += performance.now() - started;
            if (next.done) return;
            yield next.value;
          }
        } finally {
          rows.return?.();
          traced.push({ sql: source, params, ms });
        }
      },
    });
    return statement;
  } as typeof sqlite.prepare;
  try {
    call();
  } finally {
    sqlite.prepare = prepare;
  }
  return traced;
}

export function printSlowest(sqlite: Database.Database, label: string, traced: Traced[]) {
  console.log(`\n${label}: le query più lente di una chiamata`);
  for (const query of [...traced].sort((a, b) => b.ms - a.ms).slice(0, 3)) {
    console.log(`${round(query.ms)} ms: ${query.sql.replace(/\s+/g, " ").trim()}`);
    const plan = sqlite.prepare(`explain query plan ${query.sql}`).all(...query.params) as {
      detail: string;
    }[];
    for (const step of plan) console.log(`  ${step.detail}`);
  }
}
