import { spawn } from "node:child_process";
import path from "node:path";
import { asUser, exitOf } from "./server";

async function agency(
  uid: number | undefined,
  dataDir: string,
  args: string[],
  env: Record<string, string> = {},
) {
  const [command, commandArgs] = asUser(uid, ["server-build/agency.js", ...args]);
  const child = spawn(command, commandArgs, {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DATABASE_PATH: path.join(dataDir, "app.db"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { code: await exitOf(child), output };
}

/** The built `agency <args>` on the database in `dataDir`, as an operator runs it: exit code and output. */
export const runAgency = (dataDir: string, ...args: string[]) => agency(undefined, dataDir, args);

/** `runAgency` as the user and group `uid`, as in the image. */
export const runAgencyAs = (uid: number, dataDir: string, ...args: string[]) =>
  agency(uid, dataDir, args);

/** `runAgency` with more of the configuration: the replica's variables, say. */
export const runAgencyWith = (env: Record<string, string>, dataDir: string, ...args: string[]) =>
  agency(undefined, dataDir, args, env);
