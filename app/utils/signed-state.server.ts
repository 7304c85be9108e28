import crypto from "node:crypto";
import { getEnv } from "~/utils/env.server";
import { singleton } from "~/utils/singleton.server";

const signingKey = () =>
  singleton("signed-state-key", () =>
    Buffer.from(crypto.hkdfSync("sha256", getEnv().SESSION_SECRET, "", "agency signed state", 32)),
  );

const mac = (payload: string) =>
  crypto.createHmac("sha256", signingKey()).update(payload).digest("base64url");

/**
 * A short-lived state the browser carries (in a cookie) between two requests: its purpose,
 * its data and its end, signed so that it cannot be made or changed outside the server. The
 * purpose is signed with the rest: a state made for one step is worthless at another. A
 * random part makes every sealed value unique, so one that may be used once is told from
 * another with the same data (`spent-states.server.ts`).
 */
export function sealState(purpose: string, data: unknown, expiresAt: Date) {
  const payload = Buffer.from(
    JSON.stringify({
      p: purpose,
      d: data,
      e: expiresAt.getTime(),
      n: crypto.randomBytes(12).toString("base64url"),
    }),
  ).toString("base64url");
  return `${payload}.${mac(payload)}`;
}

/** An opened state's name (a hash of its sealed value) and its end. */
export type StateStamp = { id: string; expiresAt: Date };

export type OpenedState =
  | ({ ok: true; data: unknown } & StateStamp)
  | { ok: false; problem: "missing" | "forged" | "expired" };

/**
 * The data of a state sealed for `purpose` that has not expired, with its name and end; else
 * what is wrong with it.
 */
export function openState(purpose: string, value: string | null, now = new Date()): OpenedState {
  if (!value) return { ok: false, problem: "missing" };
  const [payload = "", signature = ""] = value.split(".");
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    return { ok: false, problem: "forged" };
  let state: { p?: unknown; d?: unknown; e?: unknown };
  try {
    state = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as typeof state;
  } catch {
    return { ok: false, problem: "forged" };
  }
  if (state.p !== purpose) return { ok: false, problem: "forged" };
  if (typeof state.e !== "number" || state.e <= now.getTime())
    return { ok: false, problem: "expired" };
  const id = crypto.createHash("sha256").update(value).digest("base64url");
  return { ok: true, data: state.d, id, expiresAt: new Date(state.e) };
}

/**
 * `value` signed for `purpose`, the same every time: for what many visitors share, as a page
 * kept for all of them (a test's variant in its form). Nothing secret, nothing that expires.
 */
export const signValue = (purpose: string, value: string) =>
  `${value}.${mac(`${purpose}\0${value}`).slice(0, 22)}`;

/** The value `signed` carries when it was signed for `purpose` here, else null. */
export function signedValueOf(purpose: string, signed: string) {
  const at = signed.lastIndexOf(".");
  if (at < 0) return null;
  const value = signed.slice(0, at);
  const expected = Buffer.from(signValue(purpose, value));
  const given = Buffer.from(signed);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? value : null;
}
