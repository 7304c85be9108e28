import Database from "better-sqlite3";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import {
  emailOutbox,
  sessions,
  staffActivity,
  staffDevices,
  userRoles,
  users,
} from "../../../db/schema";
import { action, loader } from "~/features/staff/routes/admin.account";
import { hashPassword } from "~/features/staff/password.server";
import { startSignedInSession } from "~/features/staff/sign-in.server";
import { db, migrateDatabase, stopWaitingForLocks } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { readSession, SEEN_EVERY_MS, SESSION_TTL_MS } from "~/utils/session.server";

const password = "una-password-abbastanza-lunga";
const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

beforeAll(() => {
  migrateDatabase();
  stopWaitingForLocks();
});

let people = 0;
async function account() {
  people += 1;
  const user = db
    .insert(users)
    .values({
      email: `persona-${people}@example.com`,
      name: `Persona ${people}`,
      passwordHash: await hashPassword(password),
    })
    .returning()
    .get();
  db.insert(userRoles).values({ userId: user.id, role: "editor" }).run();
  return user;
}

/** The cookies a browser keeps from an answer's `Set-Cookie` headers, over those it had. */
function keep(jar: Map<string, string>, headers: Headers) {
  for (const line of headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return jar;
}
const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/** A browser signing in with a password: its cookies after the sign-in. */
async function signInFrom(
  userId: string,
  userAgent: string,
  jar = new Map<string, string>(),
  at = new Date(),
  ip = "203.0.113.57",
) {
  const request = new Request("http://localhost:3000/login", {
    method: "POST",
    headers: { "User-Agent": userAgent, Cookie: cookieHeader(jar) },
  });
  return keep(jar, await startSignedInSession(request, ip, userId, "password", at));
}

const pageRequest = (jar: Map<string, string>, init: RequestInit = {}, query = "") =>
  new Request(`http://localhost:3000/admin/account${query}`, {
    ...init,
    headers: { Cookie: cookieHeader(jar), Origin: "http://localhost:3000", ...init.headers },
  });

async function post(jar: Map<string, string>, form: Record<string, string>, query = "?sessioni") {
  const request = pageRequest(
    jar,
    {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
    },
    query,
  );
  try {
    return (await action({ request, params: {}, context: {} as never })) as unknown;
  } catch (thrown) {
    return thrown;
  }
}

const statusOf = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: { status?: number } }).init?.status ?? 200);

async function listOf(jar: Map<string, string>) {
  const result = await loader({ request: pageRequest(jar), params: {}, context: {} as never });
  return result.sessions;
}

const sessionCount = (userId: string) =>
  db.select().from(sessions).where(eq(sessions.userId, userId)).all().length;
const mailsTo = (email: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email)).all();

test("the list holds one's own unexpired sessions, this one first and marked, in Italian", async () => {
  const me = await account();
  const someoneElse = await account();
  const first = new Date("2026-11-20T09:00:00Z");
  await signInFrom(me.id, iphone, undefined, first, "2001:db8:1234:5678::1");
  const here = await signInFrom(me.id, chrome);
  await signInFrom(someoneElse.id, chrome);
  await signInFrom(me.id, chrome, undefined, new Date(Date.now() - SESSION_TTL_MS));

  const list = await listOf(here);
  expect(list).toHaveLength(2);
  expect(list[0]).toMatchObject({
    current: true,
    device: "Chrome 131 su Linux",
    network: "203.0.113.0/24",
    method: "Password",
  });
  expect(list[1]).toMatchObject({
    current: false,
    device: "Safari su iPhone",
    network: "2001:db8:1234::/48",
    firstSeen: "20 novembre 2026 alle ore 10:00",
    lastSeen: "20 novembre 2026 alle ore 10:00",
  });
});

test("ending another session: own ones only; another member's, this one or a made-up one is 404", async () => {
  const me = await account();
  const someoneElse = await account();
  const phone = await signInFrom(me.id, iphone);
  const here = await signInFrom(me.id, chrome);
  const theirs = await signInFrom(someoneElse.id, chrome);
  const [, other] = await listOf(here);
  const [theirKey] = await listOf(theirs);
  const [ownKey] = await listOf(here);

  for (const session of [theirKey?.key, ownKey?.key, "inventata"]) {
    expect(statusOf(await post(here, { intent: "end-session", session: session ?? "" }))).toBe(404);
  }
  expect(sessionCount(someoneElse.id)).toBe(1);
  expect(sessionCount(me.id)).toBe(2);

  const ended = await post(here, { intent: "end-session", session: other?.key ?? "" });
  expect(statusOf(ended)).toBe(303);
  expect((ended as Response).headers.get("Location")).toBe("/admin/account");
  expect(await readSession(pageRequest(phone))).toBeNull();
  expect(await readSession(pageRequest(here))).not.toBeNull();
  const logged = db
    .select()
    .from(staffActivity)
    .where(and(eq(staffActivity.userId, me.id), eq(staffActivity.action, "sessions-ended")))
    .all();
  expect(logged.map((row) => row.subject)).toEqual(["1"]);
});

test("'Esci da tutti gli altri' ends every other session of one's own and says how many", async () => {
  const me = await account();
  const someoneElse = await account();
  const elsewhere = [await signInFrom(me.id, iphone), await signInFrom(me.id, chrome)];
  const here = await signInFrom(me.id, chrome);
  const theirs = await signInFrom(someoneElse.id, chrome);

  const answer = await post(here, { intent: "end-other-sessions" });
  expect(statusOf(answer)).toBe(303);
  expect((answer as Response).headers.get("Set-Cookie")).toContain("messaggio=");
  for (const jar of elsewhere) expect(await readSession(pageRequest(jar))).toBeNull();
  expect(await readSession(pageRequest(here))).not.toBeNull();
  expect(await readSession(pageRequest(theirs))).not.toBeNull();
  expect(await listOf(here)).toHaveLength(1);
  const logged = db
    .select({ subject: staffActivity.subject })
    .from(staffActivity)
    .where(and(eq(staffActivity.userId, me.id), eq(staffActivity.action, "sessions-ended")))
    .all();
  expect(logged).toEqual([{ subject: "2" }]);
});

test("a password change from the account page ends the other sessions and keeps this one", async () => {
  const me = await account();
  const elsewhere = await signInFrom(me.id, iphone);
  const here = await signInFrom(me.id, chrome);
  const answer = await post(
    here,
    {
      current_password: password,
      password: "una-nuova-password-lunga",
      password_confirm: "una-nuova-password-lunga",
    },
    "",
  );
  expect(statusOf(answer)).toBe(303);
  expect(await readSession(pageRequest(elsewhere))).toBeNull();
  expect((await listOf(here)).map((session) => session.current)).toEqual([true]);
});

test("a session's last use is written at most every five minutes, and a lock never fails the page", async () => {
  const me = await account();
  const start = new Date("2026-11-27T09:00:00Z");
  const jar = await signInFrom(me.id, chrome, undefined, start);
  const lastSeen = () =>
    db.select().from(sessions).where(eq(sessions.userId, me.id)).get()?.lastSeenAt?.getTime();

  await readSession(pageRequest(jar), new Date(start.getTime() + SEEN_EVERY_MS - 1000));
  expect(lastSeen()).toBe(start.getTime());
  const later = new Date(start.getTime() + SEEN_EVERY_MS);
  await readSession(pageRequest(jar), later);
  expect(lastSeen()).toBe(later.getTime());

  const other = new Database(getEnv().DATABASE_PATH);
  other.exec("begin immediate");
  try {
    const locked = await readSession(
      pageRequest(jar),
      new Date(later.getTime() + 2 * SEEN_EVERY_MS),
    );
    expect(locked?.user.id).toBe(me.id);
  } finally {
    other.exec("rollback");
    other.close();
  }
  expect(lastSeen()).toBe(later.getTime());
});

test("a browser the account has not used before is told by e-mail, once; never its first browser", async () => {
  const me = await account();
  const laptop = await signInFrom(me.id, chrome);
  expect(laptop.get("dispositivo")).toBeTruthy();
  expect(mailsTo(me.email)).toHaveLength(0);

  laptop.delete("sessione");
  await signInFrom(me.id, chrome, laptop);
  expect(mailsTo(me.email)).toHaveLength(0);

  const at = new Date("2026-11-27T10:05:00Z");
  const phone = await signInFrom(me.id, iphone, undefined, at, "198.51.100.23");
  const [mail] = mailsTo(me.email);
  expect(mail).toMatchObject({
    template: "new-sign-in",
    subject: "Nuovo accesso al tuo account - Spezia Digitale",
    payload: {
      device: "Safari su iPhone",
      signedInAt: at.toISOString(),
      ipPrefix: "198.51.100.0/24",
      accountUrl: "http://localhost:3000/admin/account",
    },
  });
  phone.delete("sessione");
  await signInFrom(me.id, iphone, phone);
  expect(mailsTo(me.email)).toHaveLength(1);
  expect(db.select().from(staffDevices).where(eq(staffDevices.userId, me.id)).all()).toHaveLength(
    2,
  );
  // Only the id's SHA-256 is kept.
  const stored = db.select().from(staffDevices).all();
  expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.deviceHash))).toBe(true);
});
