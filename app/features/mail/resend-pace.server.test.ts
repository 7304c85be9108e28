import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ResendPace, type CallKind } from "~/features/mail/resend-pace.server";

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Who went, in order, with the clock's time when each was let through. */
function recorder(pace: ResendPace) {
  const went: [string, number][] = [];
  const call = (kind: CallKind, name: string) =>
    pace.take(kind).then(() => {
      went.push([name, Date.now()]);
    });
  return { went, call };
}

test("calls are spaced at the account's rate", async () => {
  const pace = new ResendPace(() => 2);
  const { went, call } = recorder(pace);
  const calls = [call("campaign", "a"), call("campaign", "b"), call("campaign", "c")];
  await vi.advanceTimersByTimeAsync(2_000);
  await Promise.all(calls);
  expect(went).toEqual([
    ["a", 0],
    ["b", 500],
    ["c", 1000],
  ]);
});

test("a waiting transactional call takes the next turn before any campaign batch", async () => {
  const pace = new ResendPace(() => 2);
  const { went, call } = recorder(pace);
  const calls = ["1", "2", "3", "4"].map((n) => call("campaign", `lotto ${n}`));
  await vi.advanceTimersByTimeAsync(100);
  calls.push(call("transactional", "reimposta password"));
  expect(pace.queued("campaign")).toBe(3);
  await vi.advanceTimersByTimeAsync(3_000);
  await Promise.all(calls);
  expect(went.map(([name]) => name)).toEqual([
    "lotto 1",
    "reimposta password",
    "lotto 2",
    "lotto 3",
    "lotto 4",
  ]);
  expect(went[1]).toEqual(["reimposta password", 500]);
});

test("a 429's retry-after holds every call of the account", async () => {
  const pace = new ResendPace(() => 10);
  const { went, call } = recorder(pace);
  await call("campaign", "primo");
  pace.holdFor(3_000);
  const calls = [call("transactional", "conferma"), call("campaign", "lotto")];
  await vi.advanceTimersByTimeAsync(2_999);
  expect(went).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(200);
  await Promise.all(calls);
  expect(went).toEqual([
    ["primo", 0],
    ["conferma", 3000],
    ["lotto", 3100],
  ]);
});

test("a call given up while waiting leaves its turn to the next", async () => {
  const pace = new ResendPace(() => 1);
  const { went, call } = recorder(pace);
  await call("campaign", "primo");
  const stop = new AbortController();
  const abandoned = pace.take("campaign", stop.signal);
  const next = call("campaign", "secondo");
  stop.abort(new Error("arresto"));
  await expect(abandoned).rejects.toThrow("arresto");
  await vi.advanceTimersByTimeAsync(1_000);
  await next;
  expect(went).toEqual([
    ["primo", 0],
    ["secondo", 1000],
  ]);
});
