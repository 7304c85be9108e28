import { beforeAll, expect, test } from "vitest";
import { spentStates } from "../../db/schema";
import { db, migrateDatabase } from "~/utils/db.server";
import { sealState } from "~/utils/signed-state.server";
import { openUnspentState, spendState } from "~/utils/spent-states.server";

beforeAll(() => {
  migrateDatabase();
});

const minute = 60_000;

test("a state is spent once; spent, it no longer opens, and an identical one is another state", () => {
  const now = new Date("2026-12-01T09:00:00Z");
  const ends = new Date(now.getTime() + 5 * minute);
  const value = sealState("prova", { userId: "u1" }, ends);
  const opened = openUnspentState("prova", value, now);
  if (!opened.ok) throw new Error(opened.problem);
  expect(opened.expiresAt).toEqual(ends);
  expect(db.transaction((tx) => spendState(tx, opened, now))).toBe(true);
  expect(db.transaction((tx) => spendState(tx, opened, now))).toBe(false);
  expect(openUnspentState("prova", value, now)).toEqual({ ok: false, problem: "spent" });
  const same = sealState("prova", { userId: "u1" }, ends);
  expect(openUnspentState("prova", same, now)).toMatchObject({ ok: true });
});

test("the marks of states past their end are pruned by the next spend", () => {
  const start = new Date("2026-12-02T09:00:00Z");
  for (let i = 0; i < 3; i += 1) {
    const opened = openUnspentState(
      "prova",
      sealState("prova", { i }, new Date(start.getTime() + 5 * minute)),
      start,
    );
    if (!opened.ok) throw new Error(opened.problem);
    db.transaction((tx) => spendState(tx, opened, start));
  }
  const later = new Date(start.getTime() + 5 * minute);
  const fresh = openUnspentState(
    "prova",
    sealState("prova", { i: 3 }, new Date(later.getTime() + 5 * minute)),
    later,
  );
  if (!fresh.ok) throw new Error(fresh.problem);
  db.transaction((tx) => spendState(tx, fresh, later));
  expect(db.select().from(spentStates).all()).toEqual([
    { id: fresh.id, expiresAt: fresh.expiresAt },
  ]);
});
