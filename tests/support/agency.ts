import { spawn } from "node:child_process";
import path from "node:path";
import { exitOf } from "./server";

/** The built `agency <args>` on the database in `dataDir`, as an operator runs it: exit code and output. */
export async function runAgency(dataDir: string, ...args: string[]) {
  const child = spawn(process.execPath, ["server-build/agency.js", ...args], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DATABASE_PATH: path.join(dataDir, "app.db"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { code: await exitOf(child), output };
}
