import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import { sessions, userRoles, users } from "../../db/schema";
import { db, isDatabaseReadOnly, isTransientWriteFailure, type DbOrTx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { singleton } from "~/utils/singleton.server";

const day = 24 * 60 * 60 * 1000;
/** A session lasts this long after its last renewal. */
export const SESSION_TTL_MS = 30 * day;
/** Renewed at most once a day: a write per admin page would buy nothing. */
const RENEW_AFTER_MS = day;
/** How stale a session's last use may be on the account page: one write per five minutes. */
export const SEEN_EVERY_MS = 5 * 60 * 1000;

export type Role = (typeof userRoles.$inferSelect)["role"];
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  sessionId: string;
};

/** The session cookie's name: a request carrying it is a signed-in member of staff's. */
export const sessionCookieName = "sessione";

const cookie = () =>
  singleton("session-cookie", () => {
    const env = getEnv();
    // The cookie holds only the session's random id; the row decides whether it is valid,
    // so signing out and revoking are real.
    return createCookie(sessionCookieName, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.isHttps,
      secrets: [env.SESSION_SECRET],
      maxAge: SESSION_TTL_MS / 1000,
    });
  });

async function sessionIdOf(request: Request) {
  const value: unknown = await cookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[\w-]{43}$/.test(value) ? value : null;
}

export type SignInMethod =
  "password" | "password+totp" | "password+recovery" | "password+passkey" | "passkey";

/** Where a session was started from, as the account page lists it. */
export type SessionOrigin = { userAgent: string; ip: string | null; method: SignInMethod };

/** The request's browser and address, as a new session keeps them. */
export function sessionOriginOf(
  request: Request,
  ip: string | null,
  method: SignInMethod,
): SessionOrigin {
  return { userAgent: (request.headers.get("User-Agent") ?? "").slice(0, 512), ip, method };
}

/**
 * An address as a session keeps it: its /24 for IPv4, its /48 for IPv6. Enough to tell a
 * network apart, not to point at one machine.
 */
export function maskedIp(ip: string | null) {
  if (!ip) return "";
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!ip.includes(":")) return "";
  const [head = "", tail = ""] = ip.split("::");
  const groups = head.split(":").filter(Boolean);
  const tailGroups = tail.split(":").filter(Boolean);
  const full = [...groups, ...Array(Math.max(0, 8 - groups.length - tailGroups.length)).fill("0")];
  return `${full.slice(0, 3).join(":")}::/48`;
}

const unknownOrigin: SessionOrigin = { userAgent: "", ip: null, method: "password" };

/** Adds a session row for `userId` inside `tx`; returns its id, for `sessionCookie`. */
export function insertSession(
  tx: DbOrTx,
  userId: string,
  now = new Date(),
  origin: SessionOrigin = unknownOrigin,
) {
  const id = crypto.randomBytes(32).toString("base64url");
  tx.insert(sessions)
    .values({
      id,
      userId,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      createdAt: now,
      lastSeenAt: now,
      userAgent: origin.userAgent,
      ipPrefix: maskedIp(origin.ip),
      signInMethod: origin.method,
    })
    .run();
  return id;
}

/** The `Set-Cookie` value that carries the session `id`. */
export const sessionCookie = (id: string) => cookie().serialize(id);

/** Starts a session for `userId`; returns the `Set-Cookie` value that carries it. */
export async function createSession(
  userId: string,
  now = new Date(),
  origin: SessionOrigin = unknownOrigin,
) {
  return sessionCookie(insertSession(db, userId, now, origin));
}

/**
 * The signed-in user of the request, or null: the cookie's session must exist and be
 * unexpired. `renewedCookie` is set when the session was extended and its cookie should be
 * sent again.
 */
export async function readSession(request: Request, now = new Date()) {
  const sessionId = await sessionIdOf(request);
  if (!sessionId) return null;
  const row = db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
    .get();
  if (!row) return null;
  const roles = db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, row.id))
    .all()
    .map((entry) => entry.role);
  const user: SessionUser = { id: row.id, email: row.email, name: row.name, roles, sessionId };
  let renewedCookie: string | null = null;
  const renew = row.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - RENEW_AFTER_MS;
  const seen = !row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() >= SEEN_EVERY_MS;
  if (renew || seen) {
    try {
      db.update(sessions)
        .set(
          renew
            ? { lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) }
            : { lastSeenAt: now },
        )
        .where(eq(sessions.id, sessionId))
        .run();
      if (renew) renewedCookie = await cookie().serialize(sessionId);
    } catch (error) {
      // Both can wait for the next page (a lock, a full disk, a read-only moment); the
      // session is still valid.
      if (!isTransientWriteFailure(error) && !isDatabaseReadOnly(error)) throw error;
    }
  }
  return { user, renewedCookie };
}

/** Ends the request's session; returns the `Set-Cookie` value that clears the cookie. */
export async function destroySession(request: Request) {
  const sessionId = await sessionIdOf(request);
  if (sessionId) db.delete(sessions).where(eq(sessions.id, sessionId)).run();
  return cookie().serialize("", { maxAge: 0 });
}

/**
 * Ends every session of `userId` except `keep` (after a password change, a second factor's
 * reset, 'Esci da tutti gli altri'); returns how many ended.
 */
export function endOtherSessions(userId: string, keep: string | null, tx: DbOrTx = db) {
  const other = keep === null ? undefined : ne(sessions.id, keep);
  return tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), other))
    .run().changes;
}

/** Drops expired sessions, so the table holds only live ones. */
export function pruneExpiredSessions(now = new Date()) {
  return db.delete(sessions).where(lt(sessions.expiresAt, now)).run().changes;
}
