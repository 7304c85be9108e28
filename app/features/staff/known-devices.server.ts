import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { staffDevices, users } from "../../../db/schema";
import type { DbOrTx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { queueEmail } from "~/features/mail/outbox.server";
import { deviceLabel } from "~/features/staff/device-label.server";
import { maskedIp, type SessionOrigin } from "~/utils/session.server";
import { singleton } from "~/utils/singleton.server";

/** The browser's own cookie: it outlives sessions and sign-outs, so a browser is known again. */
export const deviceCookieName = "dispositivo";

const deviceCookie = () =>
  singleton("device-cookie", () =>
    // Unsigned: the value is a random id that is only ever looked up by its hash, among the
    // browsers of the account signing in; a made-up one is simply a browser not seen before.
    createCookie(deviceCookieName, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: getEnv().isHttps,
      maxAge: 2 * 365 * 24 * 60 * 60,
    }),
  );

/** The browser id the request carries; null for a browser that has none. */
export async function sentBrowserId(request: Request) {
  const value: unknown = await deviceCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[\w-]{43}$/.test(value) ? value : null;
}

/** The browser id the request carries, or a new one for a browser that has none. */
export async function browserIdOf(request: Request) {
  return (await sentBrowserId(request)) ?? crypto.randomBytes(32).toString("base64url");
}

/** The `Set-Cookie` value that keeps `browserId` in the browser for two more years. */
export const browserCookie = (browserId: string) => deviceCookie().serialize(browserId);

const hashOf = (browserId: string) => crypto.createHash("sha256").update(browserId).digest("hex");

/**
 * The key an attempt to sign in as `email` counts under in the per-account limit: the
 * account's own, or, from a browser the account has signed in from, that browser's share.
 * Anyone who knows the address can spend the account's own five failures; they cannot spend
 * those of the member's browser, whose cookie they do not have, and guesses made from that
 * browser still stop at five.
 */
export function accountLimitKey(tx: DbOrTx, email: string | null, browserId: string | null) {
  if (!email || !browserId) return email;
  const hash = hashOf(browserId);
  const known = tx
    .select({ userId: staffDevices.userId })
    .from(staffDevices)
    .innerJoin(users, eq(users.id, staffDevices.userId))
    .where(and(eq(users.email, email), eq(staffDevices.deviceHash, hash)))
    .get();
  return known ? `${email} ${hash}` : email;
}

/**
 * Inside a sign-in's transaction: adds the browser to the account's known ones. A browser the
 * account has not used before, when it has used another, queues 'Nuovo accesso al tuo
 * account'; the account's very first browser (just after the invitation, the first
 * administrator's setup) is taken as its owner's, with nothing to warn about. Returns whether
 * an e-mail was queued.
 */
export function recognizeBrowser(
  tx: DbOrTx,
  account: { id: string; email: string },
  browserId: string,
  origin: SessionOrigin,
  now = new Date(),
) {
  const hash = hashOf(browserId);
  const known = tx
    .select({ deviceHash: staffDevices.deviceHash })
    .from(staffDevices)
    .where(eq(staffDevices.userId, account.id))
    .all();
  if (known.some((device) => device.deviceHash === hash)) return false;
  tx.insert(staffDevices).values({ userId: account.id, deviceHash: hash, createdAt: now }).run();
  if (known.length === 0) return false;
  queueEmail(tx, "new-sign-in", account.email, {
    device: deviceLabel(origin.userAgent),
    signedInAt: now.toISOString(),
    ipPrefix: maskedIp(origin.ip),
    accountUrl: `${getEnv().SITE_URL}/admin/account`,
  });
  return true;
}
