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
  "admin.articoli.eliminati.tsx": "admin",
  "admin.media._index.tsx": "editor",
  "admin.media.$name.tsx": "editor",
  "admin.articoli.anteprima.ts": "editor",
  "admin.articoli.salvataggio-automatico.ts": "editor",
  "admin.articoli.immagine-nel-testo.ts": "editor",
  "admin.importa-markdown._index.tsx": "editor",
  "admin.importa-markdown.$job.tsx": "editor",
  "admin.importa.tsx": "editor",
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
  "admin.iscrizioni._index.tsx": "admin",
  "admin.iscrizioni.esporta.ts": "admin",
  "admin.newsletter._index.tsx": "admin",
  "admin.newsletter.esporta.ts": "admin",
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

type Outcome = "to sign-in" | "forbidden" | "allowed" | "cross-site refused";

async function outcomeOf(run: RouteFunction, request: Request): Promise<Outcome> {
  let result: unknown;
  try {
    result = await run({
      request,
      params: { "*": "qualcosa", id: "qualcosa", job: "qualcosa" },
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
    return "to sign-in";
  }
  const status = (result as { init?: { status?: number } } | undefined)?.init?.status;
  if (status === 403) return request.headers.has("Origin") ? "cross-site refused" : "forbidden";
  return "allowed";
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

for (const file of adminRouteFiles) {
  describe(file, () => {
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
          const request = new Request("http://localhost:3000/admin/qualcosa", {
            method,
            headers,
            body: method === "POST" ? "" : undefined,
          });
          expect(await outcomeOf(run, request)).toBe(expected(who, requiredRole[file] ?? "admin"));
        });
      }
    }

    test("a post from another site is refused even for an admin", async () => {
      if (!routeModule.action) return;
      const request = new Request("http://localhost:3000/admin/qualcosa", {
        method: "POST",
        headers: { Cookie: cookies.admin, Origin: "https://evil.example" },
      });
      expect(await outcomeOf(routeModule.action, request)).toBe("cross-site refused");
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
