import { Console } from "node:console";
import fs from "node:fs";
import { Writable } from "node:stream";

// Imported first by the server's entry: nothing may log before it has run.

const isFile = (fd: number) => {
  try {
    return fs.fstatSync(fd).isFile();
  } catch {
    return false;
  }
};

/**
 * A log file written line by line. What the file refuses (a full disk) is counted and
 * dropped, and once it takes writes again one line says how much was lost; a stream of
 * Node's own would stay broken after its first failed write.
 */
function fileLog(fd: number) {
  let lost = 0;
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      try {
        if (lost > 0) {
          fs.writeSync(
            fd,
            `Registro: ${lost} ${lost === 1 ? "riga non scritta" : "righe non scritte"} (la scrittura del registro non riusciva)\n`,
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

/**
 * A log that cannot be written (stdout redirected to a file on a full disk, a closed pipe)
 * must never end the server: Node raises a failed write of stdout or stderr as an 'error'
 * event, and an unhandled one ends the process with its last lines. Log files get a writer
 * that carries on once the disk has room; pipes and terminals keep Node's streams, with
 * their failures ignored.
 */
function keepLoggingThroughWriteFailures() {
  for (const stream of [process.stdout, process.stderr]) stream.on("error", () => undefined);
  const stdoutIsFile = isFile(1);
  const stderrIsFile = isFile(2);
  if (!stdoutIsFile && !stderrIsFile) return;
  globalThis.console = new Console({
    stdout: stdoutIsFile ? fileLog(1) : process.stdout,
    stderr: stderrIsFile ? fileLog(2) : process.stderr,
  });
}

keepLoggingThroughWriteFailures();
