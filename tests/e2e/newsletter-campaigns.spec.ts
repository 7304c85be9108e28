import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "@playwright/test";
import { press } from "./admin-support";
import {
  allowAxeRuns,
  axeViolations,
  expectNoViolations,
  runAxeWithSiteScriptsOnlyInScriptedProject,
  siteScriptsRun,
} from "./axe-support";
import { articleText, expect, label, test, waitForHydration } from "./fixtures";
import { insertArticles } from "../support/articles";
import { queryDb, writeDb } from "../support/db";
import { headerValue, readMailbox, recipientsOf, waitForMail } from "../support/mail";
import { startServer, type RunningServer } from "../support/server";
import { createStaffAccount, signInByPost, staff } from "../support/users";

/**
 * Campaigns leave only from an https site (the one-click unsubscribe must be https), so these
 * tests run a server of their own whose SITE_URL is the https address of a small TLS proxy in
 * front of it, with a certificate made for the run. The browser reaches the site there, as a
 * visitor of a real deployment would. Without RESEND_API_KEY every e-mail is an .eml file.
 * The no-JavaScript project checks the same views with the site's scripts blocked.
 */

runAxeWithSiteScriptsOnlyInScriptedProject();
test.use({ ignoreHTTPSErrors: true });
// One worker per project runs the file's tests in order, so one server each.
test.describe.configure({ mode: "default" });

const dark = ["scuro"] as const;
const readers = ["lettrice.campagne@example.it", "lettore.campagne@example.it"];
const article = {
  title: "Come scegliere uno stand",
  slug: "come-scegliere-uno-stand",
  excerpt: "Cinque domande da farsi prima della fiera.",
};

let server: RunningServer;
let proxy: https.Server;
let site: string;

/** An https front for the server at `target`'s port, with a certificate for 127.0.0.1. */
async function startTlsProxy(folder: string) {
  const key = path.join(folder, "proxy-key.pem");
  const cert = path.join(folder, "proxy-cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1"],
    ],
    { stdio: "ignore" },
  );
  const target = { port: 0 };
  const front = https.createServer(
    { key: fs.readFileSync(key), cert: fs.readFileSync(cert) },
    (request, response) => {
      const upstream = http.request(
        {
          host: "127.0.0.1",
          port: target.port,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on("error", () => response.destroy());
      request.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  return { front, target, url: `https://127.0.0.1:${(front.address() as AddressInfo).port}` };
}

test.beforeAll(async () => {
  const folder = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "campagne-tls-"));
  const tls = await startTlsProxy(folder);
  proxy = tls.front;
  site = tls.url;
  server = await startServer({ SITE_URL: site });
  tls.target.port = Number(new URL(server.url).port);
  fs.rmSync(folder, { recursive: true, force: true });
  await createStaffAccount(server.dataDir, staff.editor);
  await createStaffAccount(server.dataDir, staff.admin);
  insertArticles(server.dataDir, [
    { ...article, publishedAt: new Date(Date.now() - 2 * 86_400_000), category: "Fiere" },
  ]);
  writeDb(server.dataDir, (db) => {
    const insert = db.prepare(
      "insert into newsletter_subscribers (email, status, token, source, consent_at, confirmed_at) values (?, 'confirmed', ?, 'footer', ?, ?)",
    );
    for (const email of readers)
      insert.run(email, crypto.randomBytes(24).toString("base64url"), Date.now(), Date.now());
  });
});

test.afterAll(async () => {
  await server.stop();
  await new Promise((resolve) => proxy.close(resolve));
});

const mailDir = () => path.join(server.dataDir, "mail");

async function open(page: Page, address: string) {
  await page.goto(`${site}${address}`);
  if (siteScriptsRun()) await waitForHydration(page);
}

/** The e-mail's own HTML as a page, checked for contrast as a client in each theme shows it. */
async function expectReadableEmail(page: Page, html: string) {
  const view = await page.context().newPage();
  try {
    await view.setContent(html);
    for (const colorScheme of ["light", "dark"] as const) {
      await view.emulateMedia({ colorScheme });
      expect
        .soft(await axeViolations(view, ["color-contrast"]), `the e-mail (${colorScheme})`)
        .toEqual([]);
    }
  } finally {
    await view.close();
  }
}

test("an editor writes a campaign with the digest, previews it and tests it, and cannot send it", async ({
  page,
}) => {
  allowAxeRuns(6);
  const subject = `Le novità dello studio ${test.info().project.name}`;
  await signInByPost(page, site, staff.editor);
  await open(page, "/admin/newsletter/campagne/nuova");

  // Refused by its fields, everything typed kept.
  const subjectField = page.getByLabel(label("Oggetto"));
  const preheader = page.getByLabel("Anteprima del testo", { exact: true });
  await subjectField.fill("x".repeat(151));
  await preheader.fill("Un mese di fiere");
  // Enter in a field saves (the form's first button), never adds the digest.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname.replace(/\.data$/, "") ===
        "/admin/newsletter/campagne/nuova",
  );
  await preheader.press("Enter");
  expect((await saved).status()).toBe(400);
  await expect(page.getByText("L'oggetto può avere al massimo 150 caratteri.")).toBeVisible();
  await expect(
    page.getByText("Scrivi il testo della campagna, o riempilo con il riepilogo degli articoli."),
  ).toBeVisible();
  await expect(subjectField).toHaveValue("x".repeat(151));
  await expect(preheader).toHaveValue("Un mese di fiere");
  await expectNoViolations(page, "a campaign's form with its errors", dark);

  // The digest: the articles published lately, linked to their pages, in the body to edit.
  await subjectField.fill(subject);
  expect(await press(page, "Riepilogo degli articoli")).toBe(200);
  await expect(articleText(page)).toHaveValue(
    `## [${article.title}](${site}/blog/${article.slug})\n\n${article.excerpt}\n`,
  );
  await expect(subjectField).toHaveValue(subject);
  await page.getByRole("button", { name: "Salva la bozza" }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText("Campagna salvata")).toBeVisible();

  // The e-mail as it will be sent, in both themes.
  for (const theme of ["tema chiaro", "tema scuro"]) {
    const frame = page.locator(`iframe[title="Anteprima dell'e-mail, ${theme}"]`);
    await frame.scrollIntoViewIfNeeded();
    await expect(frame.contentFrame().getByRole("link", { name: article.title })).toBeVisible();
  }
  // Counts, never addresses; sending is an admin's.
  await expect(page.getByText("La riceveranno 2 iscritti confermati.")).toBeVisible();
  await expect(page.getByText(/^Solo un amministratore può inviare/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Invia ora" })).toHaveCount(0);
  await expect(page.getByLabel("Giorno e ora dell'invio")).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText(readers[0]!);
  await expectNoViolations(page, "a campaign's draft", dark);

  await page.getByRole("button", { name: "Invia una prova" }).click();
  await expect(page.getByText(`Prova inviata a ${staff.editor.email}`)).toBeVisible();
  const [mail] = await waitForMail(mailDir(), staff.editor.email);
  expect(mail!.subject).toBe(`[Prova] ${subject}`);
  expect(mail!.text).toContain(article.excerpt);
  if (siteScriptsRun()) await expectReadableEmail(page, String(mail!.html));
});

test("an admin confirms the send and each confirmed subscriber gets the campaign once", async ({
  page,
}) => {
  allowAxeRuns(6);
  const subject = `Auguri dallo studio ${test.info().project.name}`;
  const id = writeDb(server.dataDir, (db) =>
    Number(
      db
        .prepare(
          "insert into newsletter_campaigns (slug, subject, body, web_version) values (?, ?, ?, 1)",
        )
        .run(crypto.randomUUID(), subject, "Buone feste da tutto lo studio!").lastInsertRowid,
    ),
  );
  await signInByPost(page, site, staff.admin);
  await open(page, `/admin/newsletter/campagne/${id}`);
  await expect(page.getByText("La riceveranno 2 iscritti confermati.")).toBeVisible();

  const when = page.getByLabel("Giorno e ora dell'invio");
  await when.fill("2020-01-01T09:00");
  expect(await press(page, "Programma")).toBe(400);
  await expect(page.getByText("Quest'ora è già passata: scegline una futura.")).toBeVisible();
  await expect(when).toHaveValue("2020-01-01T09:00");

  // 'Invia ora' asks first, naming how many will get it; the answer is a button of its own.
  await page.getByRole("link", { name: "Invia ora" }).click();
  await expect(page.getByRole("heading", { name: "Confermi l'invio?" })).toBeVisible();
  await expect(
    page.getByText(`«${subject}» partirà subito: la riceveranno 2 iscritti confermati.`),
  ).toBeVisible();
  await expectNoViolations(page, "the send's confirmation", dark);
  await page.getByRole("button", { name: "Sì, invia a 2 iscritti" }).click();
  await expect(page.getByText("Campagna in invio")).toBeVisible();

  for (const reader of readers) {
    const [mail] = await waitForMail(mailDir(), reader);
    expect(mail!.subject).toBe(subject);
    expect(mail!.text).toContain("Buone feste da tutto lo studio!");
    expect(headerValue(mail!, "List-Unsubscribe")).toMatch(
      new RegExp(`^<${site.replaceAll(".", "\\.")}/newsletter/disiscrizione\\?`),
    );
    expect(headerValue(mail!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  }
  await expect
    .poll(
      () =>
        queryDb<{ status: string }>(
          server.dataDir,
          "select status from newsletter_campaigns where id = ?",
          id,
        )[0]?.status,
      { timeout: 15_000 },
    )
    .toBe("sent");
  const mailbox = await readMailbox(mailDir());
  for (const reader of readers)
    expect(
      mailbox.filter((mail) => recipientsOf(mail).includes(reader) && mail.subject === subject),
    ).toHaveLength(1);

  await open(page, "/admin/newsletter/campagne");
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText("Inviata il");
  await expect(row.getByRole("cell").nth(1)).toHaveText("2");
  await expect(page.getByLabel(label("Indirizzo postale"))).not.toHaveValue("");
  await expectNoViolations(page, "the campaigns list", dark);
});
