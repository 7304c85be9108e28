import { releaseSingleton } from "../../app/utils/singleton.server";

/** Sets (or, with undefined, removes) variables and makes the next getEnv() read them. */
export function setEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  releaseSingleton("env");
}
