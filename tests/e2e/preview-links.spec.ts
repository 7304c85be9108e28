import type { Browser, Page } from "@playwright/test";
import { open, press, redirected, shareEditorSession } from "./admin-support";
import { dataDir, expect, test, uniqueTitle } from "./fixtures";
import { insertArticles } from "../support/articles";
import { queryDb } from "../support/db";
import { slugify } from "../../app/features/articles/slug";

/** A draft written straight into the database; its id. */
function insertDraft(title: string) {
  const slug = slugify(title);
  insertArticles(dataDir(), [
    {
      title,
      slug,
      status: "draft",
      excerpt: "Il piano da approvare.",
      content: "## Le tre fasi\n\nUn testo **ancora in lavorazione** per il cliente.",
    },
  ]);
  const [row] = queryDb<{ id: string }>(dataDir(), "select id from articles where slug = ?", slug);
  return row?.id ?? "";
}

// A client's own browser says what it is; the suite's headless one is counted as a bot.
const clientAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Someone without an account, in a browser of their own. */
async function clientPage(browser: Browser, javaScriptOn: boolean, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: javaScriptOn,
    userAgent: clientAgent,
  });
  return context.newPage();
}

const section = (page: Page) => page.getByRole("region", { name: "Link di anteprima" });

test("a preview link shows the draft signed out under 'Anteprima', never kept nor indexed, until it is revoked", async ({
  page,
  browser,
  javaScriptOn,
  baseURL,
}) => {
  const title = uniqueTitle("Piano per il cliente");
  const id = insertDraft(title);
  await shareEditorSession(page);
  await open(page, `/admin/articoli/${id}`, javaScriptOn);
  await expect(section(page)).toContainText("Nessun link di anteprima.");
  await expect(section(page).getByLabel("Validità del link")).toHaveValue("7");
  expect(await press(page, "Crea link di anteprima")).toBe(200);

  const whole = section(page).getByLabel("Il link da inviare");
  const link = await whole.inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/anteprima\/[\w-]{43}$/);
  if (javaScriptOn) await expect(whole).toBeFocused();
  const token = link.split("/").at(-1) ?? "";
  await expect(section(page)).toContainText(`/anteprima/${token.slice(0, 8)}…`);
  await expect(section(page)).toContainText("Scade il");
  await expect(section(page)).toContainText("Non ancora aperto");
  await expect(section(page).getByRole("button", { name: "Crea link di anteprima" })).toHaveCount(
    0,
  );

  const client = await clientPage(browser, javaScriptOn, baseURL);
  try {
    const shown = await client.goto(link);
    expect(shown?.status()).toBe(200);
    expect(shown?.headers()["cache-control"]).toBe("private, no-store");
    expect(shown?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(client.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(client.getByRole("note")).toContainText("Anteprima");
    await expect(client.getByRole("note")).toContainText("visibile solo a chi ha il link");
    await expect(client.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(client.locator("strong", { hasText: "ancora in lavorazione" })).toBeVisible();
    await expect(client.getByRole("link", { name: "Contattaci" }).first()).toBeVisible();

    // The open is recorded beside the link; the page reloads as a plain GET.
    await open(page, `/admin/articoli/${id}`, javaScriptOn);
    await expect(section(page)).toContainText(/1 volta, (il|l') ?\d+ \w+ \d{4} alle ore/);
    await expect(section(page).getByLabel("Il link da inviare")).toHaveCount(0);

    if (javaScriptOn) page.once("dialog", (dialog) => void dialog.accept());
    expect(await press(page, "Revoca link")).toBe(redirected(javaScriptOn));
    await expect(page.getByText("Link di anteprima revocato")).toBeVisible();
    await expect(section(page)).toContainText("Nessun link di anteprima.");

    // Had any cache kept the page shown a moment ago, this would be it again.
    const revoked = await client.reload();
    expect(revoked?.status()).toBe(404);
    expect(revoked?.headers()["cache-control"]).toBe("private, no-store");
    await expect(
      client.getByRole("heading", { level: 1, name: "Oops! Pagina non trovata" }),
    ).toBeVisible();
    await expect(client.getByText(title)).toHaveCount(0);
  } finally {
    await client.context().close();
  }
});
