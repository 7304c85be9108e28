#!/usr/bin/env node
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runCli } from "./cli";

// The site's files (migrations, and a relative DATABASE_PATH, as for the server) are found from
// its own folder, wherever the command is typed.
process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
process.exitCode = await runCli(process.argv.slice(2));
