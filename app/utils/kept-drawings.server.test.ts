import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { drawingsAtOnce } from "~/utils/drawing.server";
import { keptDrawing, type Drawn } from "~/utils/kept-drawings.server";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "kept-drawings-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Drawings that finish when the test says so, counting how many are under way at once. */
function drawings() {
  let most = 0;
  const started: string[] = [];
  const underWay = new Map<string, (drawn: Drawn | Error) => void>();
  const draw = (name: string) => () =>
    new Promise<Drawn>((resolve, reject) => {
      started.push(name);
      underWay.set(name, (drawn) => (drawn instanceof Error ? reject(drawn) : resolve(drawn)));
      most = Math.max(most, underWay.size);
    });
  /** Waits for a drawing to be under way and finishes it with its name as bytes, or `error`. */
  async function finishOne(error?: Error) {
    await vi.waitFor(() => expect(underWay.size).toBeGreaterThan(0));
    const [name, finish] = [...underWay][0]!;
    underWay.delete(name);
    finish(error ?? { bytes: Buffer.from(name), keep: true });
    return name;
  }
  return { draw, started, finishOne, most: () => most };
}

test("new drawings wait their turn, a few at a time; one asked for twice is drawn once", async () => {
  const { draw, started, finishOne, most } = drawings();
  const names = Array.from({ length: drawingsAtOnce + 2 }, (_, n) => `${n}.jpg`);
  const asked = names.map((name) => keptDrawing(dir, name, draw(name), 100));
  const again = keptDrawing(dir, names[0]!, draw(names[0]!), 100);
  for (const _ of names) await finishOne();
  const answers = await Promise.all(asked);
  expect(answers.map(({ bytes }) => bytes.toString())).toEqual(names);
  expect((await again).bytes.toString()).toBe(names[0]);
  expect([...started].sort()).toEqual([...names].sort());
  expect(most()).toBe(drawingsAtOnce);
  expect(fs.readdirSync(dir).sort()).toEqual([...names].sort());
});

test("a drawing that fails passes its turn on and keeps nothing", async () => {
  const { draw, finishOne } = drawings();
  const names = Array.from({ length: drawingsAtOnce + 1 }, (_, n) => `${n}.jpg`);
  const asked = names.map((name) => keptDrawing(dir, name, draw(name), 100));
  const failed = await finishOne(new Error("Disegno non riuscito"));
  await expect(asked[names.indexOf(failed)]).rejects.toThrow("Disegno non riuscito");
  const others = names.filter((name) => name !== failed);
  for (const _ of others) await finishOne();
  await Promise.all(asked.filter((_, n) => names[n] !== failed));
  expect(fs.readdirSync(dir).sort()).toEqual(others.sort());
});
