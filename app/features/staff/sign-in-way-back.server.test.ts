import { beforeAll, expect, test } from "vitest";
import { userRoles, users } from "../../../db/schema";
import { hashPassword } from "~/features/staff/password.server";
import { loader } from "~/features/staff/routes/login";
import { handleSignIn } from "~/features/staff/sign-in.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { addressesLeavingTheSite } from "../../../tests/support/leaving-addresses";

const email = "ritorno@example.com";
const password = "una-password-abbastanza-lunga";

beforeAll(async () => {
  migrateDatabase();
  const user = db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), name: "Ritorno" })
    .returning()
    .get();
  db.insert(userRoles).values({ userId: user.id, role: "editor" }).run();
});

test("the sign-in page carries no way back that would leave the site", async () => {
  for (const [name, back] of Object.entries(addressesLeavingTheSite)) {
    const request = new Request(
      `http://localhost:3000/login?${new URLSearchParams({ redirectTo: back })}`,
    );
    const page = await loader({ request, params: {}, context: {} as never });
    expect(page.redirectTo, name).toBe("");
  }
});

test("signed in with a way back that would leave the site, the member of staff lands on /admin", async () => {
  let visitor = 0;
  for (const back of ["/%5Cevil.example", "/%255Cevil.example", "java%09script:alert(1)"]) {
    visitor += 1;
    const request = new Request("http://localhost:3000/login", {
      method: "POST",
      headers: { Origin: "http://localhost:3000" },
      body: new URLSearchParams({ email, password, redirectTo: back }),
    });
    const answer = (await handleSignIn(request, {
      clientIp: `198.51.100.${visitor}`,
    } as never)) as Response;
    expect(answer.status, back).toBe(303);
    expect(answer.headers.get("Location"), back).toBe("/admin");
  }
});
