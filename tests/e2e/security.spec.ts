import { expect, gotoReady, serverAnswer, test } from "./fixtures";

function nonceOf(csp: string) {
  return /'nonce-([^']+)'/.exec(csp)?.[1];
}

test("every page carries the security headers", serverAnswer, async ({ request }) => {
  for (const path of ["/", "/pagina-inesistente", "/healthz", "/robots.txt", "/logo.svg"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toContain("object-src 'none'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["x-powered-by"], path).toBeUndefined();
  }
});

test(
  "on plain http there is no HSTS and the preferences cookie is not Secure",
  serverAnswer,
  async ({ request }) => {
    const response = await request.post("/preferenze", {
      form: { intent: "toggle-dark", redirectTo: "/" },
      maxRedirects: 0,
    });
    expect(response.headers()["strict-transport-security"]).toBeUndefined();
    const cookie = response.headers()["set-cookie"] ?? "";
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
  },
);

test(
  "on a page rendered for each request the CSP nonce is new every time and matches the page's scripts",
  serverAnswer,
  async ({ request }) => {
    const first = await request.get("/login");
    const second = await request.get("/login");
    const nonceA = nonceOf(first.headers()["content-security-policy"] ?? "");
    const nonceB = nonceOf(second.headers()["content-security-policy"] ?? "");
    expect(nonceA).toBeTruthy();
    expect(nonceA).not.toBe(nonceB);
    const html = await first.text();
    const scripts = html.match(/<script(?![^>]*application\/ld\+json)[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonceA}"`);
  },
);

test(
  "hashed build assets are cached for a year with only the headers a script needs, other files briefly",
  serverAnswer,
  async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/build\/[^"]+\.css/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const cached = await request.get(asset ?? "");
    expect(cached.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(cached.headers()["x-content-type-options"]).toBe("nosniff");
    expect(cached.headers()["content-security-policy"]).toBeUndefined();
    expect((await request.get("/logo.svg")).headers()["cache-control"]).toBe(
      "public, max-age=3600",
    );
  },
);

test("responses are compressed", serverAnswer, async ({ request }) => {
  const response = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(response.headers()["content-encoding"]).toBe("gzip");
});

test("the scripts run under the CSP without violations", async ({ page, javaScriptOn }) => {
  test.skip(!javaScriptOn, "needs JavaScript");
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await gotoReady(page, "/", javaScriptOn);
  expect(problems).toEqual([]);
});

test("sending a form and showing its errors breaks no CSP rule", async ({ page, javaScriptOn }) => {
  test.skip(!javaScriptOn, "needs JavaScript");
  // Chromium reports blocked evals as DevTools issues, not as console errors.
  const session = await page.context().newCDPSession(page);
  const issues: string[] = [];
  session.on("Audits.issueAdded", ({ issue }) => issues.push(JSON.stringify(issue.details)));
  await session.send("Audits.enable");
  await gotoReady(page, "/contatti", javaScriptOn);
  const form = page.locator("form#modulo-contatto");
  await form.getByLabel(/^Email/).fill("non-valida");
  await form.getByRole("button", { name: "Invia messaggio" }).click();
  await expect(
    form.getByText("Inserisci un indirizzo e-mail valido, ad esempio nome@azienda.it."),
  ).toBeVisible();
  expect(issues.filter((issue) => issue.includes("contentSecurityPolicy"))).toEqual([]);
});
