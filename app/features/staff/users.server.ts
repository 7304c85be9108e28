import crypto from "node:crypto";
import { and, asc, eq, ne } from "drizzle-orm";
import { userRoles, users } from "../../../db/schema";
import { db, insertedRow, type DbOrTx } from "~/utils/db.server";
import { recordActivity, type StaffActor } from "~/utils/activity.server";
import { roleLabels } from "~/features/staff/content/admin";
import { getEnv } from "~/utils/env.server";
import { queueEmail } from "~/features/mail/outbox.server";
import { hashPassword, verifyPassword } from "~/features/staff/password.server";
import { recordHit, retryAfterMs, retryMinutes } from "~/utils/rate-limit.server";
import { endOtherSessions, type Role } from "~/utils/session.server";
import {
  consumeToken,
  findValidToken,
  issueToken,
  type TokenPurpose,
} from "~/features/staff/user-tokens.server";
import { logger } from "~/utils/logger.server";

/** The links that set a password: from an invitation or from 'Password dimenticata?'. */
const passwordLinkPurposes = ["invitation", "reset"] as const satisfies readonly TokenPurpose[];

function adminCount(tx: DbOrTx, except?: string) {
  return tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.role, "admin"),
        except === undefined ? undefined : ne(userRoles.userId, except),
      ),
    )
    .all().length;
}

export const adminExists = (tx: DbOrTx = db) => adminCount(tx) > 0;

// No one can sign in with it: an invited account has no password until its link is used.
// A real hash keeps a sign-in attempt on such an account as slow as on any other.
const unusablePasswordHash = () => hashPassword(crypto.randomBytes(32).toString("base64url"));

function setPasswordUrl(token: string) {
  return `${getEnv().SITE_URL}/reimposta-password?${new URLSearchParams({ token })}`;
}

/**
 * At start, with no administrator yet: a one-time link to create the first one, valid for
 * 24 hours. Each start issues a new link and the earlier unused ones stop working.
 */
export function issueSetupLinkIfNoAdmin(now = new Date()) {
  const token = db.transaction(
    (tx) => (adminExists(tx) ? null : issueToken(tx, "setup", null, now)),
    { behavior: "immediate" },
  );
  if (!token) return null;
  const link = `${getEnv().SITE_URL}/primo-amministratore?${new URLSearchParams({ token })}`;
  logger.info(
    `Nessun amministratore: crea il primo da ${link} (link valido 24 ore, una sola volta)`,
  );
  return link;
}

/** Whether the setup page may be used with `token`: valid, and no administrator yet. */
export function setupIsOpen(token: string | null, now = new Date()) {
  return !adminExists() && findValidToken(db, ["setup"], token, now) !== null;
}

export type NewAccount = { name: string; email: string; password: string };

const emailTaken = (tx: DbOrTx, email: string) =>
  tx.select({ id: users.id }).from(users).where(eq(users.email, email)).get() !== undefined;

function insertAdmin(
  tx: DbOrTx,
  account: NewAccount,
  passwordHash: string,
  lastSignInAt: Date | null,
) {
  const user = insertedRow(
    tx
      .insert(users)
      .values({ email: account.email, name: account.name, passwordHash, lastSignInAt })
      .returning({ id: users.id })
      .all(),
  );
  tx.insert(userRoles).values({ userId: user.id, role: "admin" }).run();
  return user.id;
}

/** The first administrator, made through the setup link; the link is used up with it. */
export async function createFirstAdmin(
  token: string | undefined,
  account: NewAccount,
  now = new Date(),
) {
  const passwordHash = await hashPassword(account.password);
  return db.transaction(
    (tx) => {
      if (adminExists(tx) || !findValidToken(tx, ["setup"], token ?? null, now))
        return { outcome: "closed" as const };
      if (emailTaken(tx, account.email)) return { outcome: "email-taken" as const };
      consumeToken(tx, ["setup"], token ?? null, now);
      return { outcome: "created" as const, userId: insertAdmin(tx, account, passwordHash, now) };
    },
    { behavior: "immediate" },
  );
}

/** An administrator made from the command line (`agency create-admin`), beside any others. */
export async function createAdmin(account: NewAccount) {
  const passwordHash = await hashPassword(account.password);
  return db.transaction(
    (tx) =>
      emailTaken(tx, account.email)
        ? { outcome: "email-taken" as const }
        : { outcome: "created" as const, userId: insertAdmin(tx, account, passwordHash, null) },
    { behavior: "immediate" },
  );
}

export type UserRow = {
  id: string;
  name: string;
  email: string;
  role: Role;
  lastSignInAt: Date | null;
};

/** Every member of staff, by name: the users page. */
export function listUsers(): UserRow[] {
  const rows = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      lastSignInAt: users.lastSignInAt,
      role: userRoles.role,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .orderBy(asc(users.name), asc(users.email))
    .all();
  const byId = new Map<string, UserRow>();
  for (const row of rows) {
    const known = byId.get(row.id);
    // Someone holding both roles is an administrator.
    const role: Role = known?.role === "admin" || row.role === "admin" ? "admin" : "editor";
    byId.set(row.id, {
      id: row.id,
      name: row.name,
      email: row.email,
      lastSignInAt: row.lastSignInAt,
      role,
    });
  }
  return [...byId.values()];
}

export type Invitation = { name: string; email: string; role: Role };

/**
 * Makes the account with its role and queues the invitation, whose link sets the password
 * (48 hours, once). An address already on staff is refused: the admin sees it in the list.
 */
export async function inviteUser(actor: StaffActor, invitation: Invitation, now = new Date()) {
  const passwordHash = await unusablePasswordHash();
  return db.transaction(
    (tx) => {
      if (tx.select({ id: users.id }).from(users).where(eq(users.email, invitation.email)).get()) {
        return "email-taken" as const;
      }
      const user = insertedRow(
        tx
          .insert(users)
          .values({ email: invitation.email, name: invitation.name, passwordHash })
          .returning({ id: users.id })
          .all(),
      );
      tx.insert(userRoles).values({ userId: user.id, role: invitation.role }).run();
      const token = issueToken(tx, "invitation", user.id, now);
      queueEmail(tx, "user-invitation", invitation.email, {
        setPasswordUrl: setPasswordUrl(token),
        role: invitation.role,
      });
      recordActivity(
        tx,
        {
          action: "user-invited",
          actor,
          subject: withRole(invitation.email, invitation.role),
        },
        now,
      );
      return "invited" as const;
    },
    { behavior: "immediate" },
  );
}

const withRole = (email: string, role: Role) => `${email} (${roleLabels[role]})`;

export type UserChange = "done" | "self" | "last-admin" | "not-found";

/** The account `userId` when `actorId` may change it; otherwise why not. */
function changeGuard(
  tx: DbOrTx,
  actorId: string,
  userId: string,
  losesAdmin: boolean,
): { refused: UserChange } | { email: string } {
  if (actorId === userId) return { refused: "self" };
  const target = tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
  if (!target) return { refused: "not-found" };
  const isAdmin = tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .get();
  if (losesAdmin && isAdmin && adminCount(tx, userId) === 0) return { refused: "last-admin" };
  return target;
}

/** Gives `userId` exactly `role`; nobody changes their own, and one administrator always stays. */
export function changeUserRole(
  actor: StaffActor,
  userId: string,
  role: Role,
  now = new Date(),
): UserChange {
  return db.transaction(
    (tx) => {
      const target = changeGuard(tx, actor.id, userId, role !== "admin");
      if ("refused" in target) return target.refused;
      tx.delete(userRoles).where(eq(userRoles.userId, userId)).run();
      tx.insert(userRoles).values({ userId, role }).run();
      recordActivity(
        tx,
        { action: "role-changed", actor, subject: withRole(target.email, role) },
        now,
      );
      return "done";
    },
    { behavior: "immediate" },
  );
}

/** Removes `userId` with their sessions and links; never oneself, never the last administrator. */
export function removeUser(actor: StaffActor, userId: string, now = new Date()): UserChange {
  return db.transaction(
    (tx) => {
      const target = changeGuard(tx, actor.id, userId, true);
      if ("refused" in target) return target.refused;
      tx.delete(users).where(eq(users.id, userId)).run();
      recordActivity(tx, { action: "user-removed", actor, subject: target.email }, now);
      return "done";
    },
    { behavior: "immediate" },
  );
}

/** Whether `token` is an unused, unexpired invitation or reset link. */
export function passwordLinkIsValid(token: string | null, now = new Date()) {
  return findValidToken(db, passwordLinkPurposes, token, now) !== null;
}

/**
 * Sets the password of the account the link belongs to, uses the link up and ends every
 * session of that account: whoever knew the old password is out.
 */
export async function setPasswordWithToken(
  token: string | undefined,
  password: string,
  now = new Date(),
) {
  const passwordHash = await hashPassword(password);
  const userId = db.transaction(
    (tx) => {
      const used = consumeToken(tx, passwordLinkPurposes, token ?? null, now);
      if (!used?.userId) return null;
      tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, used.userId)).run();
      return used.userId;
    },
    { behavior: "immediate" },
  );
  if (userId) endOtherSessions(userId, null);
  return userId ? ("set" as const) : ("invalid" as const);
}

/**
 * Whether `password` is the signed-in member's own, checked like a sign-in under the same
 * per-account limit, so that a session left open does not let anyone guess it freely.
 */
export async function checkOwnPassword(
  user: { id: string; email: string },
  password: string,
  now = new Date(),
) {
  const waitMs = retryAfterMs(db, "login-account", user.email, now);
  if (waitMs > 0) return { outcome: "throttled" as const, minutes: retryMinutes(waitMs) };
  const row = db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id))
    .get();
  if (row && (await verifyPassword(password, row.passwordHash)))
    return { outcome: "right" as const, minutes: 0 };
  recordHit(db, "login-account", user.email, now);
  return { outcome: "wrong" as const, minutes: 0 };
}

/** A signed-in user's new password, once the current one is checked; the other sessions end. */
export async function changeOwnPassword(
  user: { id: string; email: string; sessionId: string },
  current: string,
  next: string,
  now = new Date(),
) {
  const checked = await checkOwnPassword(user, current, now);
  if (checked.outcome === "throttled") return checked;
  if (checked.outcome === "wrong") return { outcome: "wrong-current" as const, minutes: 0 };
  const passwordHash = await hashPassword(next);
  db.transaction((tx) => {
    tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id)).run();
    recordActivity(tx, { action: "password-changed", actor: user }, now);
  });
  endOtherSessions(user.id, user.sessionId);
  return { outcome: "changed" as const, minutes: 0 };
}

/**
 * 'Password dimenticata?': a reset link to the address if it belongs to someone on staff.
 * The caller answers the same either way. Every request counts against the address it
 * came from, so the form cannot be used to flood a mailbox.
 */
export function requestPasswordReset(email: string, ip: string | null, now = new Date()) {
  return db.transaction(
    (tx) => {
      const waitMs = retryAfterMs(tx, "password-reset", ip, now);
      if (waitMs > 0) return { outcome: "throttled" as const, minutes: retryMinutes(waitMs) };
      recordHit(tx, "password-reset", ip, now);
      const user = tx.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
      if (user) {
        const token = issueToken(tx, "reset", user.id, now);
        queueEmail(tx, "password-reset", email, { setPasswordUrl: setPasswordUrl(token) });
      }
      return { outcome: "accepted" as const };
    },
    { behavior: "immediate" },
  );
}
