import type { APIRequestContext, Page, Request } from "@playwright/test";
import { queryDb, writeDb } from "../support/db";
import { startServer, type RunningServer } from "../support/server";
import { createStaffAccount, signInThroughForm, type StaffAccount } from "../support/users";
import { expect, label, test, waitForHydration } from "./fixtures";

/**
 * Passkeys through Chromium's virtual authenticator, on a server of its own whose SITE_URL
 * is http://localhost:PORT: WebAuthn refuses IP addresses, and the relying party is the
 * site's host name.
 */

const account: StaffAccount = {
  email: "paola.passkey@example.com",
  password: "una-password-per-le-passkey",
  name: "Paola Passkey",
  role: "editor",
};

// One worker per project runs both tests, so one server: each project skips one of them,
// and a worker given only the skipped one would start its server for nothing.
test.describe.configure({ mode: "default" });

let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({}, { siteHost: "localhost" });
  await createStaffAccount(server.dataDir, account);
});

function storePasskey(id: string) {
  writeDb(server.dataDir, (db) =>
    db
      .prepare(
        "insert into passkeys (id, user_id, name, public_key) select ?, id, 'Chiavetta', x'00' from users where email = ?",
      )
      .run(id, account.email),
  );
}

test.afterAll(async () => {
  await server.stop();
});

/** The passkey's answer that the browser is about to post to `path`, once it is sent. */
const answerPosted = (page: Page, path: string) =>
  page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === path &&
      (request.postData() ?? "").includes("intent=passkey-verifica"),
  );

/**
 * `sent` posted once more, as whoever copied it would: its cookies, its answer. The virtual
 * authenticator counts its uses, which would give the copy away; synced passkeys (phones,
 * password managers) report no count, so the stored one is set back to theirs, 0, first.
 */
async function postedAgain(request: APIRequestContext, sent: Request) {
  writeDb(server.dataDir, (db) => db.prepare("update passkeys set counter = 0").run());
  const headers = await sent.allHeaders();
  const answer = await request.post(sent.url(), {
    headers: {
      cookie: headers.cookie ?? "",
      "content-type": headers["content-type"] ?? "",
      origin: server.url,
    },
    data: sent.postDataBuffer() ?? "",
  });
  return { status: answer.status(), body: (await answer.json()) as unknown };
}

const sessionsBy = (method: string) =>
  queryDb(server.dataDir, "select id from sessions where sign_in_method = ?", method).length;

test("without JavaScript a passkey is listed and removed, and adding one, signing in with one or using one at the second step says it needs JavaScript", async ({
  page,
  javaScriptOn,
}) => {
  test.skip(javaScriptOn, "the page as it is without JavaScript");
  await signInThroughForm(page, server.url, account);
  // Stored directly: adding one is the ceremony, which needs JavaScript.
  storePasskey("senza-js");
  await page.goto(`${server.url}/admin/account`);
  await expect(page.getByRole("heading", { level: 2, name: "Passkey" })).toBeVisible();
  await page.getByRole("button", { name: "Rimuovi la passkey Chiavetta" }).click();
  await expect(page).toHaveURL(`${server.url}/admin/account`);
  await expect(page.getByText("Passkey rimossa")).toBeVisible();
  await expect(page.getByText("Non hai ancora aggiunto una passkey.")).toBeVisible();
  await expect(
    page.getByText(
      "Per aggiungere una passkey serve JavaScript: gli altri metodi di accesso restano disponibili.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Aggiungi una passkey" })).toHaveCount(0);
  await page.context().clearCookies();
  await page.goto(`${server.url}/login`);
  await expect(page.getByRole("button", { name: "Accedi", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /passkey/i })).toHaveCount(0);
  await expect(
    page.getByText(
      "Per usare una passkey serve JavaScript: attivalo, oppure accedi con e-mail e password.",
    ),
  ).toBeVisible();

  // A passkey as the only second factor: the second step says what it needs.
  storePasskey("senza-js-2");
  await page.getByLabel(label("Email")).fill(account.email);
  await page.getByLabel(label("Password")).fill(account.password);
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/login/verifica`);
  await expect(
    page.getByText("Per usare la tua passkey serve JavaScript: attivalo e ricarica la pagina."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /passkey/i })).toHaveCount(0);
});

test("a passkey is added under its name, signs in without a password, answers the second step after one, each answer once, and is removed", async ({
  page,
  context,
  request,
  javaScriptOn,
}) => {
  test.skip(!javaScriptOn, "the ceremony runs in the browser");
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await signInThroughForm(page, server.url, account);
  await page.goto(`${server.url}/admin/account`);
  await waitForHydration(page);
  await expect(page.getByText("Non hai ancora aggiunto una passkey.")).toBeVisible();
  const name = page.getByLabel(label("Nome della passkey"));
  const add = page.getByRole("button", { name: "Aggiungi una passkey" });
  await name.fill("x".repeat(61));
  await add.click();
  await expect(
    page.getByText("Il nome della passkey può contenere al massimo 60 caratteri."),
  ).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");

  await name.fill("Portatile di prova");
  await add.click();
  await expect(page.getByRole("status")).toHaveText("Passkey «Portatile di prova» aggiunta.");
  const table = page.getByRole("table", { name: "Le tue passkey" });
  await expect(table.getByRole("rowheader", { name: "Portatile di prova" })).toBeVisible();
  await expect(table.getByRole("cell", { name: "Mai" })).toBeVisible();

  // Signed out, then in again with the passkey alone, back to where the sign-in was asked for.
  await page.getByRole("button", { name: "Esci" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`${server.url}/login?redirectTo=/admin/account`);
  await waitForHydration(page);
  await expect(page.getByText("Per usare una passkey serve JavaScript")).toHaveCount(0);
  const signInAnswer = answerPosted(page, "/login/passkey");
  await page.getByRole("button", { name: "Usa una passkey" }).click();
  await expect(page).toHaveURL(`${server.url}/admin/account`);
  await expect(table.getByRole("rowheader", { name: "Portatile di prova" })).toBeVisible();
  await expect(table.getByRole("cell", { name: "Mai" })).toHaveCount(0);
  const [session] = queryDb<{ method: string }>(
    server.dataDir,
    "select sign_in_method as method from sessions order by created_at desc limit 1",
  );
  expect(session?.method).toBe("passkey");
  // The same challenge and answer posted again: refused, and no second session.
  const expired = { state: "failed", message: "La richiesta è scaduta: riprova." };
  expect(await postedAgain(request, await signInAnswer)).toEqual({ status: 400, body: expired });
  expect(sessionsBy("passkey")).toBe(1);

  // With a passkey, a password is followed by the second step, which the passkey answers.
  await page.getByRole("button", { name: "Esci" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(label("Email")).fill(account.email);
  await page.getByLabel(label("Password")).fill(account.password);
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/login/verifica`);
  await page.waitForLoadState("networkidle");
  const secondStepAnswer = answerPosted(page, "/login/verifica/passkey");
  await page.getByRole("button", { name: "Usa una passkey" }).click();
  await expect(page).toHaveURL(`${server.url}/admin`);
  const [second] = queryDb<{ method: string }>(
    server.dataDir,
    "select sign_in_method as method from sessions order by created_at desc limit 1",
  );
  expect(second?.method).toBe("password+passkey");
  expect(await postedAgain(request, await secondStepAnswer)).toEqual({
    status: 400,
    body: expired,
  });
  expect(sessionsBy("password+passkey")).toBe(1);
  await page.goto(`${server.url}/admin/account`);

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Rimuovi la passkey Portatile di prova" }).click();
  await expect(page.getByText("Passkey rimossa")).toBeVisible();
  await expect(page.getByText("Non hai ancora aggiunto una passkey.")).toBeVisible();
  const activity = queryDb<{ action: string; subject: string }>(
    server.dataDir,
    "select action, subject from staff_activity where action like 'passkey-%' order by id",
  );
  expect(activity).toEqual([
    { action: "passkey-added", subject: "Portatile di prova" },
    { action: "passkey-removed", subject: "Portatile di prova" },
  ]);

  // The authenticator still holds it; the site no longer knows it.
  await page.getByRole("button", { name: "Esci" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Usa una passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "La passkey non è stata riconosciuta. Riprova oppure accedi con e-mail e password.",
  );
  expect(
    queryDb(
      server.dataDir,
      "select user_id as userId, actor from staff_activity where action = 'sign-in-failed' and subject = 'passkey'",
    ),
  ).toEqual([{ userId: null, actor: "" }]);
});
