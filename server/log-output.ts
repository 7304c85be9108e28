import { Console } from "node:console";
import { standardError, standardOutput } from "../app/utils/logger.server";

// Imported first by the server's entry: nothing may log before it has run.

// What a library writes to the console goes through the logger's own outputs, which never end
// the process when a log cannot be written (see logger.server.ts).
globalThis.console = new Console({ stdout: standardOutput, stderr: standardError });
