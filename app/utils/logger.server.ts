import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import { Writable } from "node:stream";
import pino from "pino";
import { runsInProduction } from "./env.server";

const requestIds = new AsyncLocalStorage<string>();

/** Runs `serve` so that every line logged while it, and what it started, runs names `id`. */
export function withRequestId<T>(id: string, serve: () => T): T {
  return requestIds.run(id, serve);
}

// A collector reads one JSON object a line; a person at a terminal, or reading a test's
// output, reads the message first.
const asJson = runsInProduction();

type Entry = {
  level?: string;
  time?: string;
  requestId?: string;
  msg?: string;
  // An error, or what was caught in its place: a word such as "database bloccato".
  err?: { stack?: string; message?: string } | string;
  [field: string]: unknown;
};

/** A JSON line of the logger as a person reads it: time, level, request, message, the rest. */
export function readableLine(line: string) {
  let entry: Entry;
  try {
    entry = JSON.parse(line) as Entry;
  } catch {
    return line;
  }
  const { level = "", time = "", requestId, msg = "", err, ...fields } = entry;
  const head = [time.slice(11, 23), level.toUpperCase().padEnd(5)];
  if (requestId) head.push(`[${requestId}]`);
  const rest = Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : "";
  const cause =
    typeof err === "string" ? ` ${err}` : err ? `\n${err.stack ?? err.message ?? ""}` : "";
  return `${head.join(" ")} ${msg}${cause}${rest}\n`;
}

const noticeLine = (msg: string) => {
  const line = JSON.stringify({ level: "warn", time: new Date().toISOString(), msg });
  return asJson ? `${line}\n` : readableLine(line);
};

const isFile = (fd: number) => {
  try {
    return fs.fstatSync(fd).isFile();
  } catch {
    return false;
  }
};

/**
 * Where the lines for `fd` go, so that a log that cannot be written never ends the process.
 * Node raises a failed write of stdout or stderr as an 'error' event, and an unhandled one ends
 * the process with its last lines. A log file gets a writer of its own: what the file refuses
 * (a full disk) is counted and dropped, and once it takes writes again one line says how much
 * was lost; a stream of Node's own would stay broken after its first failed write. Pipes and
 * terminals keep Node's streams, with their failures ignored.
 */
function output(fd: number, stream: NodeJS.WriteStream): Writable {
  stream.on("error", () => undefined);
  if (!isFile(fd)) return stream;
  let lost = 0;
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      try {
        if (lost > 0) {
          fs.writeSync(
            fd,
            noticeLine(
              `Registro: ${lost} ${lost === 1 ? "riga non scritta" : "righe non scritte"} (la scrittura del registro non riusciva)`,
            ),
          );
          lost = 0;
        }
        fs.writeSync(fd, chunk);
      } catch {
        lost += 1;
      }
      done();
    },
  });
}

/** The process's standard output and error, as written without ever ending the process. */
export const standardOutput = output(1, process.stdout);
export const standardError = output(2, process.stderr);

/**
 * The one logger of the site and its server. Every level goes to standard output, one line
 * each, with the request being served when there is one.
 */
export const logger = pino(
  {
    level: asJson ? "info" : "debug",
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const requestId = requestIds.getStore();
      return requestId ? { requestId } : {};
    },
  },
  { write: (line: string) => standardOutput.write(asJson ? line : readableLine(line)) },
);
