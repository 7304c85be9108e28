import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { hashPassword } from "../../app/features/staff/password.server";

export type StaffAccount = {
  email: string;
  password: string;
  name: string;
  role: "admin" | "editor";
};

/** Staff accounts of the e2e server, made by the global setup the way `db:seed` makes one. */
export const staff = {
  admin: {
    email: "anna.admin@example.com",
    password: "una-password-di-prova-lunga",
    name: "Anna Amministratrice",
    role: "admin",
  },
  editor: {
    email: "enzo.editor@example.com",
    password: "un-altra-password-lunga",
    name: "Enzo Editor",
    role: "editor",
  },
} as const satisfies Record<string, StaffAccount>;

/** Adds an account with its role to the database in `dataDir`. */
export async function createStaffAccount(dataDir: string, account: StaffAccount) {
  const passwordHash = await hashPassword(account.password);
  const db = new Database(path.join(dataDir, "app.db"));
  try {
    const id = crypto.randomUUID();
    db.prepare("insert into users (id, email, password_hash, name) values (?, ?, ?, ?)").run(
      id,
      account.email,
      passwordHash,
      account.name,
    );
    db.prepare("insert into user_roles (user_id, role) values (?, ?)").run(id, account.role);
    return id;
  } finally {
    db.close();
  }
}

/** Signs `account` in through the sign-in form of the site at `siteUrl`. */
export async function signInThroughForm(page: Page, siteUrl: string, account: StaffAccount) {
  await page.goto(`${siteUrl}/login`, { waitUntil: "networkidle" });
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
  await page.waitForURL(/\/admin$/);
}

/**
 * Signs `account` in by the sign-in form's post alone, for a test whose subject is not the
 * sign-in: the page's context gets the session's cookie, and no page is loaded. The form
 * itself is sign-in.spec.ts's.
 */
export async function signInByPost(page: Page, siteUrl: string, account: StaffAccount) {
  const answer = await page.request.post(`${siteUrl}/login`, {
    form: { email: account.email, password: account.password },
    maxRedirects: 0,
  });
  if (answer.status() !== 303)
    throw new Error(`${account.email} non è entrato: ${answer.status()} ${await answer.text()}`);
}
