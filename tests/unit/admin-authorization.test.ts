import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { userRoles, users } from "../../db/schema";
import { db, migrateDatabase } from "~/utils/db.server";
import { hashPassword } from "~/utils/password.server";
import { createSession } from "~/utils/session.server";

// Every staff route and the role it needs ('editor' lets admins in too). A route file that
// is missing here fails the test: each new admin view states who may use it.
const requiredRole: Record<string, "editor" | "admin"> = {
  "admin.tsx": "editor",
  "admin._index.tsx": "editor",
  "admin.$.tsx": "editor",
  "admin.articoli.nuovo.tsx": "editor",
  "admin.articoli.$id.tsx": "editor",
  "admin.articoli.$id_.elimina.tsx": "editor",
};

const routesDir = path.resolve("app/routes");
const adminRouteFiles = fs.readdirSync(routesDir).filter((name) => /^admin(\.|$)/.test(name.replace(/\.tsx?$/, "")));

type RouteFunction = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
type RouteModule = { loader?: RouteFunction; action?: RouteFunction };

type Outcome = "to sign-in" | "forbidden" | "allowed" | "cross-site refused";

async function outcomeOf(run: RouteFunction, request: Request): Promise<Outcome> {
  let result: unknown;
  try {
    result = await run({ request, params: { "*": "qualcosa", id: "qualcosa" }, context: { cspNonce: "n", clientIp: "192.0.2.1" } });
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response && result.status === 303 && result.headers.get("Location")?.startsWith("/login?")) {
    return "to sign-in";
  }
  const status = (result as { init?: { status?: number } } | undefined)?.init?.status;
  if (status === 403) return request.headers.has("Origin") ? "cross-site refused" : "forbidden";
  return "allowed";
}

const cookies: Record<"anonymous" | "editor" | "admin", string> = { anonymous: "", editor: "", admin: "" };

beforeAll(async () => {
  migrateDatabase();
  for (const role of ["editor", "admin"] as const) {
    const user = db.insert(users).values({ email: `${role}@example.com`, passwordHash: await hashPassword("x".repeat(12)) }).returning().get();
    db.insert(userRoles).values({ userId: user.id, role }).run();
    cookies[role] = (await createSession(user.id)).split(";")[0] ?? "";
  }
});

test("every admin route file is in the table of roles", () => {
  expect(adminRouteFiles.sort()).toEqual(Object.keys(requiredRole).sort());
});

const expected = (who: keyof typeof cookies, role: "editor" | "admin"): Outcome =>
  who === "anonymous" ? "to sign-in" : who === "editor" && role === "admin" ? "forbidden" : "allowed";

for (const file of adminRouteFiles) {
  describe(file, () => {
    let routeModule: RouteModule;
    beforeAll(async () => {
      routeModule = (await import(path.join(routesDir, file))) as RouteModule;
    });

    for (const who of ["anonymous", "editor", "admin"] as const) {
      for (const method of ["GET", "POST"] as const) {
        test(`${method} as ${who}`, async () => {
          const run = method === "GET" ? routeModule.loader : routeModule.action;
          // No action: Remix answers a post with 405 before any code of the route runs.
          if (!run) return;
          const headers = { Cookie: cookies[who], "Content-Type": "application/x-www-form-urlencoded" };
          const request = new Request("http://localhost:3000/admin/qualcosa", { method, headers, body: method === "POST" ? "" : undefined });
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
