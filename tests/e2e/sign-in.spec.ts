import type { Page } from "@playwright/test";
import { shareEditorSession } from "./admin-support";
import {
  dataDir,
  expect,
  label,
  serverAnswer,
  serverLog,
  test,
  uniqueTitle,
  waitForHydration,
} from "./fixtures";
import { createStaffAccount, staff, type StaffAccount } from "../support/users";

/** With JavaScript, the page is ready once React has hydrated it. */
async function open(page: Page, url: string, javaScriptOn: boolean) {
  await page.goto(url);
  if (javaScriptOn) await waitForHydration(page);
}

async function signIn(
  page: Page,
  account: Pick<StaffAccount, "email" | "password">,
  javaScriptOn: boolean,
  url = "/login",
) {
  await open(page, url, javaScriptOn);
  await page.getByLabel(label("Email")).fill(account.email);
  await page.getByLabel(label("Password")).fill(account.password);
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
}

const base = () => process.env.E2E_BASE_URL ?? "";

test(
  "the sign-in screen has its title, subtitle and two required fields",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await open(page, "/login", javaScriptOn);
    await expect(page).toHaveTitle(/Admin Dashboard/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("Accedi per gestire il blog")).toBeVisible();
    await expect(page.getByLabel(label("Email"))).toHaveAttribute("type", "email");
    await expect(page.getByLabel(label("Email"))).toHaveAttribute("required", "");
    await expect(page.getByLabel(label("Password"))).toHaveAttribute("type", "password");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
  },
);

test("a signed-out visitor asking for the admin is sent to the sign-in, then back there", async ({
  page,
  javaScriptOn,
}) => {
  await open(page, "/admin?pagina=1", javaScriptOn);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%3Fpagina%3D1$/);
  await page.getByLabel(label("Email")).fill(staff.editor.email);
  await page.getByLabel(label("Password")).fill(staff.editor.password);
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\?pagina=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Gestione Articoli" })).toBeVisible();
});

for (const [what, email, password] of [
  ["a wrong password", staff.admin.email, "password-sbagliata"],
  ["an unknown e-mail", "nessuno@example.com", staff.admin.password],
] as const) {
  test(`${what} is told 'Credenziali non valide', with the e-mail kept and the password not`, async ({
    page,
    javaScriptOn,
  }) => {
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await signIn(page, { email, password }, javaScriptOn);
    expect((await answered).status()).toBe(401);
    await expect(page.getByRole("alert")).toContainText("Credenziali non valide");
    await expect(page.getByLabel(label("Email"))).toHaveValue(email);
    await expect(page.getByLabel(label("Password"))).toHaveValue("");
    await expect(page).toHaveURL(/\/login$/);
  });
}

test("the right password opens the article list with the user's name and role; 'Esci' ends the session", async ({
  page,
  javaScriptOn,
}) => {
  await signIn(page, staff.admin, javaScriptOn);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Gestione Articoli" })).toBeVisible();
  await expect(page.getByText(`${staff.admin.name} · Amministratore`)).toBeVisible();
  for (const name of ["Totale", "Pubblicati", "Bozze"])
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sicurezza Contatti" }).first()).toBeVisible();
  await page.getByRole("button", { name: "Esci" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await open(page, "/admin", javaScriptOn);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
});

test("an editor sees the views of an editor only", serverAnswer, async ({ page, javaScriptOn }) => {
  await shareEditorSession(page);
  await open(page, "/admin", javaScriptOn);
  await expect(page.getByText(`${staff.editor.name} · Editor`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Nuovo Articolo" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sicurezza Contatti" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Utenti" })).toHaveCount(0);
});

test("a signed-in user still sees the sign-in form, with a link back to the admin", async ({
  page,
  javaScriptOn,
}) => {
  await shareEditorSession(page);
  await open(page, "/login", javaScriptOn);
  await expect(
    page.getByText(`Hai già effettuato l'accesso come ${staff.editor.name}.`),
  ).toBeVisible();
  await page.getByRole("link", { name: "Torna alla gestione articoli" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("an unknown admin address shows the 404 inside the admin shell", async ({
  page,
  javaScriptOn,
}) => {
  await signIn(page, staff.editor, javaScriptOn, "/login?redirectTo=/admin/non-esiste");
  await expect(page).toHaveURL(/\/admin\/non-esiste$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Area riservata" })).toBeVisible();
});

test("with JavaScript the button says 'Accesso in corso...' while signing in", async ({
  page,
  javaScriptOn,
}) => {
  test.skip(!javaScriptOn, "the browser's own progress is enough without JavaScript");
  await open(page, "/login", javaScriptOn);
  await page.route("**/login.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.getByLabel(label("Email")).fill(staff.editor.email);
  await page.getByLabel(label("Password")).fill(staff.editor.password);
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
  await expect(page.getByRole("button", { name: "Accesso in corso..." })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});

test("five wrong passwords from elsewhere lock the account for other browsers, not for the one its member used", async ({
  page,
  browser,
  request,
  javaScriptOn,
}) => {
  const tag = uniqueTitle("bersaglio").replace(/\W+/g, "-").toLowerCase();
  const member: StaffAccount = {
    email: `${tag}@example.com`,
    password: "la-password-di-chi-lavora",
    name: "Bersaglio",
    role: "editor",
  };
  await createStaffAccount(dataDir(), member);
  await signIn(page, member, javaScriptOn);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("button", { name: "Esci" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Someone who knows the address guesses from another network.
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const guess = await request.post(`${base()}/login`, {
      form: { email: member.email, password: `indovino-${attempt}` },
      headers: { "X-Forwarded-For": `2001:db8:bad::${attempt}` },
    });
    expect(guess.status(), `guess ${attempt}`).toBe(401);
  }

  const elsewhere = await browser.newContext({
    javaScriptEnabled: javaScriptOn,
    extraHTTPHeaders: { "X-Forwarded-For": "2001:db8:bad::ff" },
  });
  try {
    const other = await elsewhere.newPage();
    await signIn(other, member, javaScriptOn, `${base()}/login`);
    await expect(other.getByRole("alert")).toContainText("Troppi tentativi di accesso");
  } finally {
    await elsewhere.close();
  }

  await signIn(page, member, javaScriptOn);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Gestione Articoli" })).toBeVisible();
});

// No browser involved: once, without JavaScript.
test.describe("requests no sign-in form sends", serverAnswer, () => {
  test("every admin address sends a signed-out visitor to the sign-in; a post gets nothing done", async ({
    request,
  }) => {
    for (const path of [
      "/admin",
      "/admin/articoli/nuovo",
      "/admin/utenti",
      "/admin/sicurezza",
      "/admin/qualcosa/altro",
    ]) {
      const response = await request.get(`${base()}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(303);
      expect(response.headers().location, path).toBe(
        `/login?redirectTo=${encodeURIComponent(path)}`,
      );
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
      // A view without a form answers a post with 405 before any guard runs.
      const post = await request.post(`${base()}${path}`, {
        form: { intent: "x" },
        maxRedirects: 0,
      });
      expect([303, 405], `POST ${path}`).toContain(post.status());
      expect(post.headers()["set-cookie"], `POST ${path}`).toBeUndefined();
    }
  });

  test("the admin's post-only addresses opened as pages by an admin: 405 in Italian", async ({
    request,
  }) => {
    const postOnly = [
      "/admin/articoli/anteprima",
      "/admin/articoli/salvataggio-automatico",
      "/admin/richieste/esporta",
    ];
    const signIn = await request.post(`${base()}/login`, {
      form: { email: staff.admin.email, password: staff.admin.password },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(303);
    for (const path of postOnly) {
      const response = await request.get(`${base()}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(405);
      expect(response.headers().allow, path).toBe("POST");
      expect(await response.text(), path).toContain("Questo indirizzo riceve soltanto moduli");
    }
  });

  test("after 5 failed attempts on one account the sixth is refused with 429 for 15 minutes", async ({
    request,
  }) => {
    const email = `bersaglio-${process.pid}@example.com`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await request.post(`${base()}/login`, {
        form: { email, password: `tentativo-${attempt}` },
      });
      expect(response.status(), `attempt ${attempt}`).toBe(401);
    }
    const refused = await request.post(`${base()}/login`, {
      form: { email, password: "tentativo-6" },
    });
    expect(refused.status()).toBe(429);
    expect(refused.headers()["retry-after"]).toBe("900");
    expect(await refused.text()).toContain("Troppi tentativi di accesso. Riprova tra 15 minuti.");
  });

  test("after 10 failed attempts from one address even the right password waits", async ({
    request,
  }) => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await request.post(`${base()}/login`, {
        form: { email: `indirizzo-${attempt}-${process.pid}@example.com`, password: "sbagliata" },
      });
      expect(response.status(), `attempt ${attempt}`).toBe(401);
    }
    const refused = await request.post(`${base()}/login`, {
      form: { email: staff.admin.email, password: staff.admin.password },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(429);
  });

  test("a right password with a way back through dot segments lands in the admin, never on another host", async ({
    request,
  }) => {
    const hostile = [
      "/.//evil.example",
      "/..//evil.example",
      "/a/..//evil.example",
      "/%2e//evil.example",
      "/%2E%2e//evil.example",
      "/./\\evil.example",
    ];
    for (const redirectTo of hostile) {
      const response = await request.post(`${base()}/login`, {
        form: { email: staff.editor.email, password: staff.editor.password, redirectTo },
        maxRedirects: 0,
      });
      expect(response.status(), redirectTo).toBe(303);
      expect(response.headers().location, redirectTo).toBe("/admin");
    }
    const resolved = await request.post(`${base()}/login`, {
      form: {
        email: staff.editor.email,
        password: staff.editor.password,
        redirectTo: "/admin/./articoli/../importa",
      },
      maxRedirects: 0,
    });
    expect(resolved.headers().location).toBe("/admin/importa");
  });

  test("the sign-in form carries a way back only when it is safe, and as resolved", async ({
    request,
  }) => {
    const hostile = await (
      await request.get(`${base()}/login?redirectTo=${encodeURIComponent("/.//evil.example")}`)
    ).text();
    expect(hostile).toContain('name="redirectTo" value=""');
    expect(hostile).not.toContain("evil.example");
    const safe = await (
      await request.get(
        `${base()}/login?redirectTo=${encodeURIComponent("/admin/../admin/utenti")}`,
      )
    ).text();
    expect(safe).toContain('name="redirectTo" value="/admin/utenti"');
  });

  test("a sign-in posted from another site is refused with 403 and signs nobody in", async ({
    request,
  }) => {
    const response = await request.post(`${base()}/login`, {
      form: { email: staff.admin.email, password: staff.admin.password },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
    expect(serverLog()).toContain(
      "403 invio da un altro sito: POST /login (Origin https://evil.example)",
    );
  });

  test("/admin-improved moves to /admin and /sheets-sync to the sync page, for good", async ({
    request,
  }) => {
    const improved = await request.get(`${base()}/admin-improved`, { maxRedirects: 0 });
    expect(improved.status()).toBe(301);
    expect(improved.headers().location).toBe("/admin");
    const sync = await request.get(`${base()}/sheets-sync`, { maxRedirects: 0 });
    expect(sync.status()).toBe(301);
    expect(sync.headers().location).toBe("/admin/sincronizzazione");
  });
});
