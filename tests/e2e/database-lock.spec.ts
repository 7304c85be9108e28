import path from "node:path";
import { expect, test } from "@playwright/test";
import { serverAnswer } from "./fixtures";
import { queryDb } from "../support/db";
import { startServer, type RunningServer } from "../support/server";
import { holdWriteLock } from "../support/write-lock";

// Starts a server of its own and holds its database for seconds: once, without a browser.
test.setTimeout(60_000);

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "1" });
});
test.afterAll(async () => {
  await server.stop();
});

const contactForm = (email: string) =>
  new URLSearchParams({
    nome: "Paola",
    cognome: "Neri",
    email,
    servizio: "social-media",
    messaggio: "Richiesta inviata mentre un altro processo scrive nel database.",
    privacy_accepted: "on",
  });

async function timed(url: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", ...init });
  await response.arrayBuffer();
  return { response, ms: performance.now() - started };
}

test(
  "while another process holds the write lock, pages answer and a post is acknowledged, then stored",
  serverAnswer,
  async () => {
    const email = "durante-il-blocco@example.com";
    // Held until released once everything below has answered: long enough for a busy machine.
    const lock = await holdWriteLock(path.join(server.dataDir, "app.db"), 30_000);

    // Before the fix, every request queued behind a write waiting 5 s inside SQLite.
    for (const page of ["/chi-siamo", "/", "/contatti", "/healthz"]) {
      const { response, ms } = await timed(`${server.url}${page}`);
      expect(response.status, page).toBe(200);
      expect(ms, page).toBeLessThan(2000);
    }

    const post = await timed(`${server.url}/contatti`, {
      method: "POST",
      body: contactForm(email),
      headers: { "X-Forwarded-For": "203.0.113.90" },
    });
    expect(post.response.status).toBe(303);
    expect(post.response.headers.get("location")).toBe("/grazie");
    expect(post.ms).toBeLessThan(2000);
    // Acknowledged but kept in the spool: the database is still locked.
    expect(
      queryDb(server.dataDir, "select id from contact_submissions where email = ?", email),
    ).toHaveLength(0);

    const { response: during, ms } = await timed(`${server.url}/chi-siamo`);
    expect(during.status).toBe(200);
    expect(ms).toBeLessThan(2000);

    await lock.release();
    await expect
      .poll(
        () =>
          queryDb(server.dataDir, "select id from contact_submissions where email = ?", email)
            .length,
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
    const mails = queryDb<{ template: string }>(
      server.dataDir,
      "select template from email_outbox where recipient = ?",
      email,
    );
    expect(mails.map((row) => row.template)).toEqual(["contact-acknowledgement"]);
  },
);
