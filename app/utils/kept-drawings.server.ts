import fs from "node:fs";
import path from "node:path";
import { drawingsAtOnce } from "~/utils/drawing.server";
import { writeThroughTemporaryFile } from "~/utils/temporary-files.server";

/**
 * Drawn images (social cards, generated covers) are named after what they show, drawn once
 * and kept on disk under that name.
 */

// A few drawings at a time, whatever their kind: each keeps a core busy for a fraction of a
// second (laid out in a drawing thread, then rasterised), so a burst of new ones queues rather
// than takes the core the server answers on (decision 0245).
let underWay = 0;
const waiting: (() => void)[] = [];
const inFlight = new Map<string, Promise<Buffer>>();

async function inTurn<T>(work: () => Promise<T>) {
  if (underWay < drawingsAtOnce) underWay += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The turn passes to the next drawing waiting, if any.
    const next = waiting.shift();
    if (next) next();
    else underWay -= 1;
  }
}

/** A drawing's bytes, and whether they may be kept (a drawing missing a part is not). */
export type Drawn = { bytes: Buffer; keep: boolean };

async function forgetOldest(dir: string, keptFiles: number) {
  const names = (await fs.promises.readdir(dir)).filter((name) => !name.startsWith("."));
  if (names.length <= keptFiles) return;
  const dated = await Promise.all(
    names.map(async (name) => ({
      name,
      at: (await fs.promises.stat(path.join(dir, name)).catch(() => null))?.mtimeMs ?? 0,
    })),
  );
  dated.sort((a, b) => a.at - b.at);
  for (const { name } of dated.slice(0, names.length - keptFiles))
    await fs.promises.rm(path.join(dir, name), { force: true });
}

async function drawAndKeep(
  dir: string,
  name: string,
  draw: () => Promise<Drawn>,
  keptFiles: number,
) {
  const { bytes, keep } = await draw();
  if (!keep) return bytes;
  await fs.promises.mkdir(dir, { recursive: true });
  await writeThroughTemporaryFile(dir, name, (temporary) =>
    fs.promises.writeFile(temporary, bytes),
  );
  await forgetOldest(dir, keptFiles);
  return bytes;
}

/** `<dir>/<name>` as an earlier drawing kept it, or null. */
export function keptBytes(dir: string, name: string) {
  return fs.promises.readFile(path.join(dir, name)).catch(() => null);
}

/**
 * `<dir>/<name>`: read when drawn before, otherwise drawn once (concurrent asks for the same
 * file share the drawing) and kept there. The folder keeps `keptFiles` at most, the oldest
 * going first.
 */
export async function keptDrawing(
  dir: string,
  name: string,
  draw: () => Promise<Drawn>,
  keptFiles: number,
) {
  const kept = await keptBytes(dir, name);
  if (kept) return { bytes: kept, rendered: false };
  const file = path.join(dir, name);
  let drawn = inFlight.get(file);
  if (!drawn) {
    drawn = inTurn(() => drawAndKeep(dir, name, draw, keptFiles));
    inFlight.set(file, drawn);
    void drawn.finally(() => inFlight.delete(file)).catch(() => undefined);
  }
  return { bytes: await drawn, rendered: true };
}
