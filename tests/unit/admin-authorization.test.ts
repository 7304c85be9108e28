import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { userRoles, users } from "../../db/schema";
import { db, migrateDatabase } from "~/utils/db.server";
import { hashPassword } from "../../app/features/staff/password.server";
import { createSession } from "~/utils/session.server";
import { issueToken } from "../../app/features/staff/user-tokens.server";

// Every staff route and the role it needs ('editor' lets admins in too). A route file that
// is missing here fails the test: each new admin view states who may use it.
const requiredRole: Record<string, "editor" | "admin"> = {
  "admin.tsx": "editor",
  "admin._index.tsx": "editor",
  "admin.$.tsx": "editor",
  "admin.articoli.nuovo.tsx": "editor",
  "admin.articoli.$id.tsx": "editor",
  "admin.articoli.$id_.elimina.tsx": "editor",
  "admin.articoli.$id_.revisioni.tsx": "editor",
  "admin.articoli.$id_.traduzione.tsx": "editor",
  "admin.articoli.eliminati.tsx": "admin",
  "admin.media._index.tsx": "editor",
  "admin.media.$name.tsx": "editor",
  "admin.articoli.anteprima.ts": "editor",
  "admin.articoli.salvataggio-automatico.ts": "editor",
  "admin.articoli.immagine-nel-testo.ts": "editor",
  "admin.importa-markdown._index.tsx": "editor",
  "admin.importa-markdown.$job.tsx": "editor",
  "admin.importa.tsx": "editor",
  "admin.traduzioni.bozza.tsx": "editor",
  "admin.utenti._index.tsx": "admin",
  "admin.utenti.nuovo.tsx": "admin",
  "admin.account.tsx": "editor",
  "admin.account.passkey.ts": "editor",
  "admin.account_.app-di-autenticazione.tsx": "editor",
  "admin.account_.codici-di-recupero[.]txt.ts": "editor",
  "admin.utenti.verifica-in-due-passaggi.ts": "admin",
  "admin.utenti.$id.azzera-verifica.ts": "admin",
  "admin.sicurezza._index.tsx": "admin",
  "admin.sicurezza.contatti.$id.tsx": "admin",
  "admin.eventi._index.tsx": "editor",
  "admin.eventi.nuovo.tsx": "editor",
  "admin.eventi.$id.tsx": "editor",
  "admin.eventi.$id_.revisioni.tsx": "editor",
  "admin.eventi.$id_.traduzione.tsx": "editor",
  "admin.eventi.$id_.iscritti.tsx": "admin",
  "admin.eventi.$id_.iscritti[.csv].ts": "admin",
  "admin.eventi.$id_.accoglienza.tsx": "admin",
  "admin.pagine._index.tsx": "editor",
  "admin.esperimenti._index.tsx": "editor",
  "admin.esperimenti.nuovo.tsx": "editor",
  "admin.esperimenti.$id.tsx": "editor",
  "admin.pagine.$tipo._index.tsx": "editor",
  "admin.pagine.$tipo.nuovo.tsx": "editor",
  "admin.pagine.$tipo.$id.tsx": "editor",
  "admin.pagine.$tipo.$id_.revisioni.tsx": "editor",
  "admin.pagine.$tipo.$id_.duplica.tsx": "editor",
  "admin.pagine.$tipo.$id_.traduzione.tsx": "editor",
  "admin.iscrizioni._index.tsx": "admin",
  "admin.iscrizioni.esporta.ts": "admin",
  "admin.lead._index.tsx": "admin",
  "admin.lead.$id.tsx": "admin",
  "admin.lead.esporta.ts": "admin",
  "admin.lead.webhook.tsx": "admin",
  "admin.lead.conversioni.tsx": "admin",
  "admin.lead.esporta-conversioni.ts": "admin",
  "admin.newsletter._index.tsx": "admin",
  "admin.newsletter.esporta.ts": "admin",
  "admin.newsletter.campagne._index.tsx": "editor",
  "admin.newsletter.campagne.nuova.tsx": "editor",
  "admin.newsletter.campagne.$id.tsx": "editor",
  "admin.newsletter.campagne.$id.anteprima.ts": "editor",
  "admin.richieste.tsx": "admin",
  "admin.richieste.esporta.ts": "admin",
  "admin.sincronizzazione.tsx": "admin",
  "admin.reindirizzamenti._index.tsx": "admin",
  "admin.reindirizzamenti.$id.tsx": "admin",
  "admin.reindirizzamenti.esporta.ts": "admin",
  "admin.attivita._index.tsx": "admin",
  "admin.attivita.esporta.ts": "admin",
  "admin.statistiche._index.tsx": "editor",
  "admin.statistiche.esporta.ts": "editor",
};

// Pages opened by a one-time link instead of a session: without a valid token they refuse
// everyone, signed in or not, and write nothing.
const tokenGuarded = ["primo-amministratore.tsx", "reimposta-password.tsx"];

// Every feature's route files, by name: the name is the URL, unique across features.
const featuresDir = path.resolve("app/features");
const routeFile = new Map(
  fs
    .readdirSync(featuresDir)
    .filter((feature) => fs.existsSync(path.join(featuresDir, feature, "routes")))
    .flatMap((feature) =>
      fs
        .readdirSync(path.join(featuresDir, feature, "routes"))
        .map((name) => [name, path.join(featuresDir, feature, "routes", name)] as const),
    ),
);
const routePath = (name: string) => routeFile.get(name) ?? name;
// `admin_.` routes live under /admin without the shell's layout: they need a guard of their own.
const staffRouteFiles = [...routeFile.keys()]
  .filter((name) => /^admin(\.|_\.|$)/.test(name.replace(/\.tsx?$/, "")))
  .sort();
const adminRouteFiles = staffRouteFiles.filter((name) => !tokenGuarded.includes(name));

type RouteFunction = (args: {
  request: Request;
  params: Record<string, string>;
  context: unknown;
}) => unknown;
type RouteModule = { loader?: RouteFunction; action?: RouteFunction };

/**
 * The address a route file answers (flat-route names: dots are slashes, `_index` and a
 * trailing `_` add nothing, `[.]` is a dot), its parameters given as `qualcosa`.
 */
function addressOf(file: string) {
  const segments = file
    .replace(/\.tsx?$/, "")
    .split(/\.(?![^[]*\])/)
    .filter((segment) => segment !== "_index")
    .map((segment) =>
      segment
        .replace(/_$/, "")
        .replace(/\[(.*?)\]/g, "$1")
        .replace(/^\$\w*$/, "qualcosa"),
    );
  return `/${segments.join("/")}`;
}

type Outcome = "to sign-in" | "forbidden" | "allowed" | "cross-site refused";

/**
 * What the route did with `request`. A refusal is named only when it is whole: the sign-in
 * with the way back to the address asked for and no cookie, a 403 with its message. Anything
 * else that looks like one is described, so that the comparison fails saying what came back.
 */
async function outcomeOf(run: RouteFunction, request: Request): Promise<Outcome | string> {
  let result: unknown;
  try {
    result = await run({
      request,
      params: { "*": "qualcosa", id: "qualcosa", job: "qualcosa", name: "qualcosa" },
      context: { cspNonce: "n", clientIp: "192.0.2.1", buildVersion: "test" },
    });
  } catch (thrown) {
    result = thrown;
  }
  if (
    result instanceof Response &&
    result.status === 303 &&
    result.headers.get("Location")?.startsWith("/login?")
  ) {
    const back = `/login?redirectTo=${encodeURIComponent(new URL(request.url).pathname)}`;
    const location = result.headers.get("Location");
    const cookie = result.headers.get("Set-Cookie");
    return location === back && cookie === null
      ? "to sign-in"
      : `303 to ${location}${cookie ? `, setting ${cookie}` : ""}`;
  }
  const refusal = result as { data?: { message?: string }; init?: { status?: number } } | undefined;
  if (refusal?.init?.status === 403) {
    const expected = request.headers.has("Origin")
      ? ["cross-site refused", "Richiesta non consentita da un altro sito."]
      : ["forbidden", "Accesso non autorizzato"];
    return refusal.data?.message === expected[1]
      ? (expected[0] as Outcome)
      : `403 saying ${JSON.stringify(refusal.data)}`;
  }
  return "allowed";
}

/** Every row of every table but the sessions' (a signed-in request may note it was seen). */
function storedRows() {
  const sqlite = db.$client;
  const tables = sqlite
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name <> 'sessions' order by name",
    )
    .all() as { name: string }[];
  return JSON.stringify(
    tables.map(({ name }) => [name, sqlite.prepare(`select * from "${name}"`).all()]),
  );
}

/** The route's outcome for `request`, and, when it refused, whether it wrote anything. */
async function refusalOf(run: RouteFunction, request: Request) {
  const before = storedRows();
  const outcome = await outcomeOf(run, request);
  if (outcome === "allowed") return outcome;
  return storedRows() === before ? outcome : `${outcome}, after writing to the database`;
}

const cookies: Record<"anonymous" | "editor" | "admin", string> = {
  anonymous: "",
  editor: "",
  admin: "",
};

beforeAll(async () => {
  migrateDatabase();
  for (const role of ["editor", "admin"] as const) {
    const user = db
      .insert(users)
      .values({ email: `${role}@example.com`, passwordHash: await hashPassword("x".repeat(12)) })
      .returning()
      .get();
    db.insert(userRoles).values({ userId: user.id, role }).run();
    cookies[role] = (await createSession(user.id)).split(";")[0] ?? "";
  }
});

test("every admin route that takes posts also answers a GET: a page, or a loader of its own", async () => {
  const postOnly: string[] = [];
  for (const name of staffRouteFiles) {
    const module = (await import(routePath(name))) as RouteModule & { default?: unknown };
    if (module.action && !module.loader && !module.default) postOnly.push(name);
  }
  // Without a loader, Remix answers a GET to a resource route with an English 400.
  expect(postOnly).toEqual([]);
});

test("every admin route file is in the table of roles or among the token-guarded pages", () => {
  const listed = [
    ...Object.keys(requiredRole),
    ...tokenGuarded.filter((name) => name.startsWith("admin")),
  ];
  expect([...staffRouteFiles].sort()).toEqual(listed.sort());
});

const expected = (who: keyof typeof cookies, role: "editor" | "admin"): Outcome =>
  who === "anonymous"
    ? "to sign-in"
    : who === "editor" && role === "admin"
      ? "forbidden"
      : "allowed";

// Each route's loader (GET) and action (POST), signed out, as an editor and as an admin.
// Signed out: a 303 to the sign-in that comes back to the address asked for, and no cookie.
// An editor on an admin's route: a 403 saying 'Accesso non autorizzato'. Refused either way,
// nothing is written. The browser tests leave these refusals to this table (decision 0262).
for (const file of adminRouteFiles) {
  describe(`${file} (${addressOf(file)})`, () => {
    let routeModule: RouteModule;
    beforeAll(async () => {
      routeModule = (await import(routePath(file))) as RouteModule;
    });

    for (const who of ["anonymous", "editor", "admin"] as const) {
      for (const method of ["GET", "POST"] as const) {
        test(`${method} as ${who}`, async () => {
          const run = method === "GET" ? routeModule.loader : routeModule.action;
          // No action: Remix answers a post with 405 before any code of the route runs.
          if (!run) return;
          const headers = {
            Cookie: cookies[who],
            "Content-Type": "application/x-www-form-urlencoded",
          };
          const request = new Request(`http://localhost:3000${addressOf(file)}`, {
            method,
            headers,
            body: method === "POST" ? "" : undefined,
          });
          expect(await refusalOf(run, request)).toBe(expected(who, requiredRole[file] ?? "admin"));
        });
      }
    }

    test("a post from another site is refused even for an admin", async () => {
      if (!routeModule.action) return;
      const request = new Request(`http://localhost:3000${addressOf(file)}`, {
        method: "POST",
        headers: { Cookie: cookies.admin, Origin: "https://evil.example" },
      });
      expect(await refusalOf(routeModule.action, request)).toBe("cross-site refused");
    });
  });
}

async function statusOf(run: RouteFunction, request: Request) {
  try {
    const result = await run({
      request,
      params: {},
      context: { cspNonce: "n", clientIp: "192.0.2.1", buildVersion: "test" },
    });
    return result instanceof Response
      ? result.status
      : ((result as { init?: { status?: number } } | null)?.init?.status ?? 200);
  } catch (thrown) {
    return thrown instanceof Response
      ? thrown.status
      : ((thrown as { init?: { status?: number } }).init?.status ?? 500);
  }
}

const accountCount = () => db.select({ id: users.id }).from(users).all().length;

for (const file of tokenGuarded) {
  describe(`${file} (token-guarded)`, () => {
    let routeModule: RouteModule;
    beforeAll(async () => {
      routeModule = (await import(routePath(file))) as RouteModule;
    });

    const tokens = {
      "no token": "",
      "a made-up token": "x".repeat(43),
      // Valid in the table, but the first administrator exists: setup is closed for good.
      "a setup token once an admin exists": "setup",
    } as const;

    for (const who of ["anonymous", "editor", "admin"] as const) {
      for (const [what, kind] of Object.entries(tokens)) {
        test(`GET and POST as ${who} with ${what} are refused`, async () => {
          const token = kind === "setup" ? issueToken(db, "setup", null) : kind;
          const query = token ? `?${new URLSearchParams({ token })}` : "";
          const url = `http://localhost:3000/${file.replace(/\.tsx$/, "")}${query}`;
          const before = accountCount();
          const form = new URLSearchParams({
            token,
            name: "Intrusa",
            email: "intrusa@example.com",
            password: "una-password-molto-lunga",
            password_confirm: "una-password-molto-lunga",
          });
          const headers = {
            Cookie: cookies[who],
            "Content-Type": "application/x-www-form-urlencoded",
          };
          expect(await statusOf(routeModule.loader!, new Request(url, { headers }))).toBe(404);
          expect(
            await statusOf(
              routeModule.action!,
              new Request(url, { method: "POST", headers, body: form }),
            ),
          ).toBe(404);
          expect(accountCount()).toBe(before);
        });
      }
    }
  });
}
