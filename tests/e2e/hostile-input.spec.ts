import { unreadableFormAlerts } from "../../app/components/form-messages";
import { queryDb } from "../support/db";
import { addressesLeavingTheSite } from "../support/leaving-addresses";
import { dataDir, expect, serverAnswer, serverLog, test } from "./fixtures";

// Requests no browser sends: one run, without a browser. Every one gets a 4xx with an
// Italian message, nothing is written, and the log has no stack trace for any of them.

const base = () => process.env.E2E_BASE_URL ?? "";
let sequence = 0;
const marker = () => `ostile-${process.pid}-${(sequence += 1)}@example.com`;

/** A valid post for each form route, so that only the one thing the case breaks is wrong. */
const formRoutes: Record<string, (email: string) => Record<string, string>> = {
  "/contatti": (email) => ({
    nome: "Eva",
    cognome: "Riva",
    email,
    servizio: "social-media",
    messaggio: "Ciao",
    privacy_accepted: "on",
  }),
  "/servizi/comunicazione-politica": (email) => ({
    nome: "Eva",
    cognome: "Riva",
    email,
    servizio: "social-media",
    messaggio: "Ciao",
    privacy_accepted: "on",
  }),
  "/servizi/packaging-design": (email) => ({
    nome: "Eva",
    cognome: "Riva",
    email,
    messaggio: "Ciao",
    privacy_accepted: "on",
  }),
  "/servizi/stand-fieristici": (email) => ({
    nome: "Eva",
    cognome: "Riva",
    email,
    messaggio: "Ciao",
    privacy_accepted: "on",
  }),
  "/iscrizioni": (email) => ({
    nome: "Eva",
    cognome: "Riva",
    email,
    evento: "social-media-marketing-essentials",
    privacy_accepted: "on",
  }),
  "/newsletter": (email) => ({ email, fonte: "newsletter" }),
  "/login": (email) => ({ email, password: "una-password-qualsiasi" }),
};

type Case = {
  name: string;
  status: number;
  message: string;
  build: (fields: Record<string, string>) => RequestInit;
};

const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };
const withField = (fields: Record<string, string>, raw: string) =>
  `${new URLSearchParams(fields)}&${raw}`;

const cases: Case[] = [
  {
    name: "JSON",
    status: 415,
    message: unreadableFormAlerts["unsupported-type"].title,
    build: (f) => ({ body: JSON.stringify(f), headers: { "Content-Type": "application/json" } }),
  },
  {
    name: "text/plain",
    status: 415,
    message: unreadableFormAlerts["unsupported-type"].title,
    build: (f) => ({
      body: new URLSearchParams(f).toString(),
      headers: { "Content-Type": "text/plain" },
    }),
  },
  {
    name: "multipart without boundary",
    status: 400,
    message: unreadableFormAlerts.malformed.title,
    build: (f) => ({
      body: new URLSearchParams(f).toString(),
      headers: { "Content-Type": "multipart/form-data" },
    }),
  },
  {
    name: "multipart cut short",
    status: 400,
    message: unreadableFormAlerts.malformed.title,
    build: (f) => ({
      body: `--b\r\nContent-Disposition: form-data; name="email"\r\n\r\n${f.email}`,
      headers: { "Content-Type": "multipart/form-data; boundary=b" },
    }),
  },
  {
    name: "invalid UTF-8, percent-encoded",
    status: 400,
    message: unreadableFormAlerts["invalid-encoding"].title,
    build: (f) => ({ body: withField(f, "azienda=%C3%28"), headers: urlencoded }),
  },
  {
    name: "invalid UTF-8, raw byte",
    status: 400,
    message: unreadableFormAlerts["invalid-encoding"].title,
    build: (f) => ({
      body: Buffer.concat([Buffer.from(withField(f, "azienda=")), Buffer.from([0xe8])]),
      headers: urlencoded,
    }),
  },
  {
    name: "40 KB",
    status: 413,
    message: unreadableFormAlerts["too-large"].title,
    build: (f) => ({ body: withField(f, `x=${"a".repeat(40 * 1024)}`), headers: urlencoded }),
  },
];

for (const [route, valid] of Object.entries(formRoutes)) {
  test(
    `${route}: malformed bodies get a 4xx with a message and store nothing`,
    serverAnswer,
    async ({ request }) => {
      const logBefore = serverLog().length;
      const emails: string[] = [];
      for (const badCase of cases) {
        const email = marker();
        emails.push(email);
        const init = badCase.build(valid(email));
        const response = await request.fetch(`${base()}${route}`, {
          method: "POST",
          headers: init.headers as Record<string, string>,
          data: init.body as string | Buffer,
          maxRedirects: 0,
        });
        expect(response.status(), `${route} ${badCase.name}`).toBe(badCase.status);
        // The newsletter's page shows the alert too; every page answers in Italian.
        expect(await response.text(), `${route} ${badCase.name}`).toContain(badCase.message);
      }
      for (const method of ["PUT", "DELETE", "PATCH"]) {
        const email = marker();
        emails.push(email);
        const response = await request.fetch(`${base()}${route}`, {
          method,
          form: valid(email),
          maxRedirects: 0,
        });
        expect(response.status(), `${method} ${route}`).toBe(405);
        expect(response.headers().allow, `${method} ${route}`).toContain("POST");
      }
      const written = queryDb(
        dataDir(),
        `select email from contact_submissions where email in (${emails.map(() => "?").join(",")})
       union all select email from event_registrations where email in (${emails.map(() => "?").join(",")})
       union all select email from newsletter_subscribers where email in (${emails.map(() => "?").join(",")})
       union all select recipient from email_outbox where recipient in (${emails.map(() => "?").join(",")})`,
        ...emails,
        ...emails,
        ...emails,
        ...emails,
      );
      expect(written).toEqual([]);
      expect(serverLog().slice(logBefore)).not.toMatch(/\n\s+at /);
    },
  );
}

test(
  "/preferenze: malformed bodies and hostile return addresses get a 4xx or a redirect home, never a 5xx",
  serverAnswer,
  async ({ request }) => {
    const logBefore = serverLog().length;
    for (const badCase of cases) {
      const init = badCase.build({ intent: "toggle-dark", redirectTo: "/chi-siamo" });
      const response = await request.fetch(`${base()}/preferenze`, {
        method: "POST",
        headers: init.headers as Record<string, string>,
        data: init.body as string | Buffer,
        maxRedirects: 0,
      });
      expect(response.status(), badCase.name).toBe(badCase.status);
      expect(response.headers()["set-cookie"], badCase.name).toBeUndefined();
    }
    const hostileTargets = [
      ...Object.values(addressesLeavingTheSite),
      "https://evil.example",
      "javascript:alert(1)",
      `/${"a".repeat(2048)}`,
    ];
    for (const redirectTo of hostileTargets) {
      const response = await request.post(`${base()}/preferenze`, {
        form: { intent: "toggle-dark", redirectTo },
        maxRedirects: 0,
      });
      expect(response.status(), JSON.stringify(redirectTo)).toBe(303);
      expect(response.headers().location, JSON.stringify(redirectTo)).toBe("/#accessibilita");
    }
    const invalidUtf8 = await request.fetch(`${base()}/preferenze`, {
      method: "POST",
      headers: urlencoded,
      data: "intent=toggle-dark&redirectTo=/%C3%28",
      maxRedirects: 0,
    });
    expect(invalidUtf8.status()).toBe(400);
    expect(serverLog().slice(logBefore)).not.toMatch(/\n\s+at /);
  },
);

test(
  "methods the site does not use are refused with 405 and Allow, a lone % in the path with 400",
  serverAnswer,
  async ({ request }) => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH"]) {
      const response = await request.fetch(`${base()}/`, { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow, method).toContain("GET");
    }
    for (const path of ["/%", "/contatti%", "/a%zz"]) {
      const response = await request.fetch(`${base()}${path}`);
      expect(response.status(), path).toBe(400);
    }
  },
);

test(
  "one-click unsubscribe takes RFC 8058's form post, and nothing else",
  serverAnswer,
  async ({ request }) => {
    const email = marker();
    await request.post(`${base()}/newsletter`, {
      form: { email, fonte: "newsletter" },
      maxRedirects: 0,
    });
    const [subscriber] = queryDb<{ token: string }>(
      dataDir(),
      "select token from newsletter_subscribers where email = ?",
      email,
    );
    const url = `${base()}/newsletter/disiscrizione?token=${subscriber?.token}`;
    const status = () =>
      queryDb<{ status: string }>(
        dataDir(),
        "select status from newsletter_subscribers where email = ?",
        email,
      )[0]?.status;

    const json = await request.fetch(url, {
      method: "POST",
      data: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(json.status()).toBe(415);
    const huge = await request.fetch(url, {
      method: "POST",
      data: `List-Unsubscribe=One-Click&x=${"a".repeat(40 * 1024)}`,
      headers: urlencoded,
    });
    expect(huge.status()).toBe(413);
    expect(status()).toBe("pending");

    const oneClick = await request.fetch(url, {
      method: "POST",
      data: "List-Unsubscribe=One-Click",
      headers: urlencoded,
    });
    expect(oneClick.status()).toBe(200);
    expect(status()).toBe("unsubscribed");
  },
);
