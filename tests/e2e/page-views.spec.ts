import { request } from "@playwright/test";
import { queryDb } from "../support/db";
import { staff } from "../support/users";
import { shareEditorSession } from "./admin-support";
import { dataDir, expect, gotoReady, label, serverAnswer, test } from "./fixtures";

// Chromium run by the tests calls itself HeadlessChrome, which the bot list knows: these
// tests browse as the desktop browser a visitor has.
const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
test.use({ userAgent: browser });

let campaigns = 0;
/** A campaign no other test uses: it finds this test's visits among everyone's. */
const uniqueCampaign = (what: string) =>
  `${what}-${test.info().project.name}-${test.info().workerIndex}-${process.pid}-${++campaigns}`;

type Visit = { id: number; entry: string; views: number; referrer: string | null };
const visitsOf = (campaign: string) =>
  queryDb<Visit>(
    dataDir(),
    "select id, entry_path as entry, views, referrer_host as referrer from analytics_visits where utm_campaign = ?",
    campaign,
  );
const pathsOf = (visitId: number) =>
  queryDb<{ path: string }>(
    dataDir(),
    "select path from page_views where visit_id = ? order by id",
    visitId,
  ).map((row) => row.path);

/** Views reach the database within a second of being seen, after their answer. */
const written = (campaign: string) => expect.poll(() => visitsOf(campaign), { timeout: 5_000 });

/** A staff session's cookie, signed in from a context of its own: the test's stays a visitor's. */
async function signedInCookie() {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const answer = await api.post("/login", {
      form: { email: staff.editor.email, password: staff.editor.password },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    const cookie = answer.headers()["set-cookie"]?.split(";", 1)[0] ?? "";
    expect(cookie).toMatch(/^sessione=/);
    return cookie;
  } finally {
    await api.dispose();
  }
}

test.describe("page views", () => {
  test(
    "a visitor's three pages are one visit; bots, prefetches, HEAD, DNT and staff are not counted",
    serverAnswer,
    async ({ request, visitorIp }) => {
      const counted = uniqueCampaign("contata");
      // A user agent no other request sends: found anywhere in the database, it was stored.
      const reader = `${browser} Lettore/${counted}`;
      await request.get(`/?utm_campaign=${counted}`, {
        headers: { "User-Agent": reader, Referer: "https://www.google.com/" },
      });
      await request.get("/servizi", { headers: { "User-Agent": reader } });
      await request.get("/blog", { headers: { "User-Agent": reader } });
      await written(counted).toEqual([
        expect.objectContaining({ entry: "/", views: 3, referrer: "google.com" }),
      ]);
      const tables = queryDb<{ name: string }>(
        dataDir(),
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
      );
      for (const { name } of tables) {
        const stored = JSON.stringify(queryDb(dataDir(), `select * from "${name}"`));
        expect(stored, name).not.toContain(visitorIp);
        expect(stored, name).not.toContain(`Lettore/${counted}`);
      }

      // Each from an address of its own: counted, it would start a visit with its campaign.
      const uncounted: Record<string, Record<string, string>> = {
        bot: {
          "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        },
        prefetch: { "User-Agent": browser, "Sec-Purpose": "prefetch" },
        dnt: { "User-Agent": browser, DNT: "1" },
        gpc: { "User-Agent": browser, "Sec-GPC": "1" },
        staff: { "User-Agent": browser, Cookie: await signedInCookie() },
      };
      const names = Object.keys(uncounted).map((name) => [name, uniqueCampaign(name)] as const);
      let address = 0;
      const from = () => ({ "X-Forwarded-For": `192.0.2.${++address}` });
      for (const [name, campaign] of names) {
        const answer = await request.get(`/servizi?utm_campaign=${campaign}`, {
          headers: { ...uncounted[name], ...from() },
        });
        expect(answer.status(), name).toBe(200);
      }
      const head = uniqueCampaign("head");
      await request.head(`/servizi?utm_campaign=${head}`, {
        headers: { "User-Agent": browser, ...from() },
      });
      // Views are written in the order they were seen: once a later one is, these would be too.
      const after = uniqueCampaign("dopo");
      await request.get(`/chi-siamo?utm_campaign=${after}`, {
        headers: { "User-Agent": browser, ...from() },
      });
      await written(after).toHaveLength(1);
      for (const campaign of [...names.map(([, campaign]) => campaign), head])
        expect(visitsOf(campaign), campaign).toEqual([]);
    },
  );

  test(
    "one address brings at most 100 new visitors a day; the statistics page says how many views were set aside",
    serverAnswer,
    async ({ request, page }) => {
      const campaign = uniqueCampaign("script");
      // A script changing its user agent at every request, from the test's own address.
      for (let i = 0; i < 110; i += 1) {
        const answer = await request.get(`/servizi?utm_campaign=${campaign}`, {
          headers: { "User-Agent": `${browser} Script/${campaign}/${i}` },
        });
        expect(answer.status()).toBe(200);
      }
      await written(campaign).toHaveLength(100);
      await shareEditorSession(page);
      await page.goto("/admin/statistiche");
      await expect(
        page
          .getByRole("region", { name: "Note sul conteggio" })
          .getByText(/^\d+ visualizzazioni messe da parte dall'avvio del server/),
      ).toContainText("già portato 100 nuovi visitatori");
    },
  );

  test(
    "a campaign's address of a kept page is answered from the kept page and counted with its campaign",
    serverAnswer,
    async ({ request }) => {
      const campaign = uniqueCampaign("tenuta");
      expect((await request.get("/portfolio", { headers: { "User-Agent": "curl/8" } })).ok()).toBe(
        true,
      );
      const answer = await request.get(`/portfolio?utm_campaign=${campaign}&fbclid=abc`, {
        headers: { "User-Agent": `${browser} Lettore/${campaign}` },
      });
      expect(answer.headers()["cache-control"]).toBe("private, no-cache");
      await written(campaign).toEqual([expect.objectContaining({ entry: "/portfolio", views: 1 })]);
    },
  );

  test("each page reached by a link counts once, with or without scripts", async ({
    page,
    javaScriptOn,
  }) => {
    const campaign = uniqueCampaign("navigazione");
    await gotoReady(page, `/?utm_campaign=${campaign}`, javaScriptOn);
    const menu = page.getByRole("navigation", { name: "Menu principale" });
    // Pointing at a link first: with scripts, its page's data is prefetched, which is no view.
    await menu.getByRole("link", { name: "Chi Siamo", exact: true }).hover();
    await menu.getByRole("link", { name: "Chi Siamo", exact: true }).click();
    await expect(page).toHaveURL(/\/chi-siamo$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Not the blog: its open pages reload their data whenever another test publishes.
    await menu.getByRole("link", { name: "Portfolio", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await written(campaign).toHaveLength(1);
    await expect
      .poll(() => pathsOf(visitsOf(campaign)[0]!.id))
      .toEqual(["/", "/chi-siamo", "/portfolio"]);
  });

  test("a contact sent after arriving from a campaign is attributed to it", async ({
    page,
    javaScriptOn,
  }) => {
    const campaign = uniqueCampaign("autunno");
    await gotoReady(
      page,
      `/servizi?utm_source=facebook&utm_medium=social&utm_campaign=${campaign}`,
      javaScriptOn,
    );
    await gotoReady(page, "/contatti", javaScriptOn);
    const email = `${campaign}@example.com`;
    const form = page.locator("form#modulo-contatto");
    await form.getByLabel(/informativa sulla privacy/).check();
    await form.getByLabel(label("Nome")).fill("Maria");
    await form.getByLabel(label("Cognome")).fill("Bianchi");
    await form.getByLabel(label("Email")).fill(email);
    await form.getByLabel(label("Servizio di interesse")).selectOption("content-marketing");
    await form.getByLabel(label("Messaggio")).fill("Ho visto la vostra campagna d'autunno.");
    await form.getByRole("button", { name: "Invia messaggio" }).click();
    await expect(page).toHaveURL(/\/grazie$/);
    expect(
      queryDb(
        dataDir(),
        "select from_path, entry_path, referrer_host, utm_source, utm_medium, utm_campaign from contact_submissions where email = ?",
        email,
      ),
    ).toEqual([
      {
        from_path: "/contatti",
        entry_path: "/servizi",
        referrer_host: null,
        utm_source: "facebook",
        utm_medium: "social",
        utm_campaign: campaign,
      },
    ]);
  });
});
