import crypto from "node:crypto";
import { data } from "@remix-run/node";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { sessions } from "../../../db/schema";
import {
  signInMethodLabels,
  sessionsSection,
  sessionsToasts,
} from "~/features/staff/content/staff-sessions";
import { deviceLabel } from "~/features/staff/device-label.server";
import type { SessionRow } from "~/features/staff/staff-sessions";
import { sessionsMark, staffSessionsSchema } from "~/features/staff/staff-sessions-schema";
import { recordActivity } from "~/utils/activity.server";
import { db, staffWrite, writeRefused, type DbOrTx } from "~/utils/db.server";
import { bodyLimits, readFormBody } from "~/utils/form-body.server";
import { formatMoment } from "~/utils/format";
import { endOtherSessions, type SessionUser, type SignInMethod } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

// Names a session in the page's forms: a digest, as the id is the secret its cookie carries.
const keyOf = (sessionId: string) =>
  crypto.createHash("sha256").update(sessionId).digest("base64url");

function liveSessions(tx: DbOrTx, userId: string, now: Date) {
  return tx
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .all();
}

/** The member's unexpired sessions: this one first, then the others by their last use. */
export function listOwnSessions(user: SessionUser, now = new Date()): SessionRow[] {
  const rows = liveSessions(db, user.id, now);
  return [
    ...rows.filter((row) => row.id === user.sessionId),
    ...rows.filter((row) => row.id !== user.sessionId),
  ].map((row) => ({
    key: keyOf(row.id),
    device: deviceLabel(row.userAgent),
    firstSeen: formatMoment(row.createdAt),
    lastSeen: formatMoment(row.lastSeenAt ?? row.createdAt),
    network: row.ipPrefix || sessionsSection.unknownNetwork,
    method: signInMethodLabels[row.signInMethod as SignInMethod] ?? row.signInMethod,
    current: row.id === user.sessionId,
  }));
}

/**
 * Ends one of the member's other unexpired sessions, named by its key. Another member's
 * session, an ended one or this one is not found, and nothing changes.
 */
export function endOwnSession(user: SessionUser, key: string, now = new Date()) {
  return db.transaction(
    (tx) => {
      const target = liveSessions(tx, user.id, now).find(
        (row) => row.id !== user.sessionId && keyOf(row.id) === key,
      );
      if (!target) return "not-found" as const;
      tx.delete(sessions).where(eq(sessions.id, target.id)).run();
      recordActivity(tx, { action: "sessions-ended", actor: user, subject: "1" }, now);
      return "ended" as const;
    },
    { behavior: "immediate" },
  );
}

/** Ends every session of the member but this one; returns how many were still live. */
export function endOwnOtherSessions(user: SessionUser, now = new Date()) {
  return db.transaction(
    (tx) => {
      const live = tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, user.id),
            ne(sessions.id, user.sessionId),
            gt(sessions.expiresAt, now),
          ),
        )
        .all().length;
      endOtherSessions(user.id, user.sessionId, tx);
      if (live > 0)
        recordActivity(tx, { action: "sessions-ended", actor: user, subject: String(live) }, now);
      return live;
    },
    { behavior: "immediate" },
  );
}

/** Whether a post to the account page came from its session buttons. */
export const isSessionsPost = (request: Request) =>
  new URL(request.url).searchParams.has(sessionsMark);

/** A session button's post: back to the account page with a message, or 404 for a session not one's own. */
export async function handleSessionsPost(request: Request, user: SessionUser) {
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (!body.ok) throw data({ message: "Richiesta non valida" }, { status: body.status });
  const parsed = staffSessionsSchema.safeParse(Object.fromEntries(body.formData));
  if (!parsed.success) throw data({ message: "Richiesta non valida" }, { status: 400 });
  const post = parsed.data;
  if (post.intent === "end-session") {
    const outcome = await staffWrite(() => endOwnSession(user, post.session));
    if (outcome === writeRefused)
      return redirectWithToast("/admin/account", sessionsToasts.refused);
    if (outcome === "not-found") throw data({ message: "Sessione non trovata" }, { status: 404 });
    return redirectWithToast("/admin/account", sessionsToasts.ended);
  }
  const count = await staffWrite(() => endOwnOtherSessions(user));
  if (count === writeRefused) return redirectWithToast("/admin/account", sessionsToasts.refused);
  return redirectWithToast("/admin/account", sessionsToasts.othersEnded(count));
}
