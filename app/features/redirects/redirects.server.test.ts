import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { articles, redirects, users } from "../../../db/schema";
import { createArticle, findArticle, updateArticle } from "~/features/articles/articles.server";
import { articleSchema } from "~/features/articles/article-schema";
import { redirectMessages as m } from "~/features/redirects/content/redirects";
import { redirectSchema, type RedirectInput } from "~/features/redirects/redirect-schema";
import {
  deleteRedirect,
  importRedirects,
  listRedirects,
  saveRedirect,
} from "~/features/redirects/redirects.server";
import { addressPatternsOf, siteAddressOf } from "~/features/redirects/site-addresses.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { onDomainEvent } from "~/utils/domain-events.server";
import { configuredRoutes, registerConfiguredRoutes } from "../../../tests/support/site-routes";
import { bySite } from "~/features/articles/revisions.server";
import { activityAbout } from "../../../tests/support/activity";
import {
  handleRedirectsAction,
  redirectsExport,
  type RedirectsAnswer,
} from "~/features/redirects/redirect-forms.server";
import { addressesLeavingTheSite } from "../../../tests/support/leaving-addresses";

let authorId = "";
const admin = { id: "", email: "reindirizzamenti@example.com" };
const announced: string[][] = [];
let stopListening = () => {};

beforeAll(async () => {
  migrateDatabase();
  await registerConfiguredRoutes();
  authorId = db
    .insert(users)
    .values({ email: "reindirizzamenti@example.com", passwordHash: "x" })
    .returning()
    .get().id;
  admin.id = authorId;
  stopListening = onDomainEvent("redirectsChanged", ({ sources }) => announced.push(sources));
  return () => stopListening();
});

afterEach(() => {
  db.delete(redirects).run();
  announced.length = 0;
});

const redirect = (from: string, to: string, status = "301"): RedirectInput =>
  redirectSchema("http://localhost:3000").parse({ from, to, status });

const table = () =>
  Object.fromEntries(
    db
      .select()
      .from(redirects)
      .all()
      .map((row) => [row.fromPath, `${row.status} ${row.target}`]),
  );

let made = 0;

/** A new article, published unless asked otherwise; its slug. */
async function article(status: "published" | "draft" = "published", slug?: string) {
  made += 1;
  const created = await createArticle(
    articleSchema().parse({
      title: `Articolo ${made}`,
      slug: slug ?? `articolo-${made}`,
      category: "SEO",
      intent: status === "published" ? "publish" : "draft",
    }),
    authorId,
  );
  if (created.outcome !== "saved") throw new Error(created.outcome);
  return findArticle(created.id)!;
}

/** Saves the article at `slug` through the editor's store with a new slug or status. */
async function update(slug: string, changes: { slug?: string; status?: "published" | "draft" }) {
  const current = db.select().from(articles).where(eq(articles.slug, slug)).get();
  if (!current) throw new Error(`nessun articolo ${slug}`);
  const fields = {
    title: current.title,
    slug: changes.slug ?? slug,
    category: current.category,
    intent: "save",
    status: changes.status ?? current.status,
    updated_at: String(current.updatedAt.getTime()),
  };
  const saved = await updateArticle(
    current,
    articleSchema().parse(fields),
    current.updatedAt.getTime(),
    bySite("editor"),
  );
  expect(saved.outcome).toBe("saved");
}

const rename = (slug: string, newSlug: string) => update(slug, { slug: newSlug });

describe("sources the site serves are refused", () => {
  test("the route table has the blog's article pattern, and no catch-all", async () => {
    const patterns = addressPatternsOf(await configuredRoutes()).map((p) => p.join("/"));
    expect(patterns).toContain("blog/:slug");
    expect(patterns).toContain("");
    expect(patterns.some((pattern) => pattern.includes("*"))).toBe(false);
  });

  test("pages of the route table in any case, their fixed addresses before the blog's articles, and files", () => {
    for (const path of [
      "/",
      "/chi-siamo",
      "/Chi-Siamo",
      "/blog",
      "/blog/rss.xml",
      "/sitemap.xml",
      "/newsletter/conferma",
      "/artwork/qualsiasi.svg",
    ])
      expect(siteAddressOf(path), path).toEqual({ kind: "page" });
    expect(siteAddressOf("/logo.svg")).toEqual({ kind: "file" });
    expect(siteAddressOf("/blog/un-articolo")).toEqual({ kind: "article", slug: "un-articolo" });
    expect(siteAddressOf("/pagina-che-non-esiste")).toBeNull();
    expect(siteAddressOf("/servizi/packaging-design")).toEqual({
      kind: "page-content",
      type: "service",
      slug: "packaging-design",
    });
  });

  test("by the field, with a message; a draft's address and an unknown one are taken", async () => {
    const published = await article();
    const draft = await article("draft");
    expect(saveRedirect(redirect("/chi-siamo/", "/servizi"), null, admin)).toEqual({
      outcome: "refused",
      errors: { from: [m.page("/chi-siamo")] },
    });
    expect(saveRedirect(redirect("/logo.svg", "/servizi"), null, admin)).toEqual({
      outcome: "refused",
      errors: { from: [m.file("/logo.svg")] },
    });
    expect(saveRedirect(redirect(`/blog/${published.slug}`, "/servizi"), null, admin)).toEqual({
      outcome: "refused",
      errors: { from: [m.article(`/blog/${published.slug}`)] },
    });
    expect(saveRedirect(redirect(`/blog/${draft.slug}`, "/servizi"), null, admin).outcome).toBe(
      "saved",
    );
    expect(saveRedirect(redirect("/vecchio-listino", "/servizi"), null, admin).outcome).toBe(
      "saved",
    );
    // A service page and the privacy page (shown by the catch-all) are pages; a service that
    // is not, is not.
    for (const path of ["/servizi/packaging-design", "/privacy"])
      expect(saveRedirect(redirect(path, "/servizi"), null, admin)).toEqual({
        outcome: "refused",
        errors: { from: [m.page(path)] },
      });
    expect(
      saveRedirect(redirect("/servizi/vecchio-servizio", "/servizi"), null, admin).outcome,
    ).toBe("saved");
    expect(table()).toEqual({
      [`/blog/${draft.slug}`]: "301 /servizi",
      "/vecchio-listino": "301 /servizi",
      "/servizi/vecchio-servizio": "301 /servizi",
    });
  });
});

describe("an admin's redirects", () => {
  test("are added, edited and removed, each change announced", () => {
    expect(
      saveRedirect(redirect("/promo", "https://altro.example/promo", "302"), null, admin),
    ).toEqual({
      outcome: "saved",
    });
    const [added] = listRedirects();
    expect(added).toMatchObject({
      fromPath: "/promo",
      target: "https://altro.example/promo",
      status: 302,
      hits: 0,
    });
    expect(saveRedirect(redirect("/promozione", "/servizi"), added!.id, admin)).toEqual({
      outcome: "saved",
    });
    expect(table()).toEqual({ "/promozione": "301 /servizi" });
    expect(deleteRedirect(added!.id, admin)).toBe(true);
    expect(deleteRedirect(added!.id, admin)).toBe(false);
    expect(announced).toEqual([["/promo"], ["/promo", "/promozione"], ["/promozione"]]);
    const by = { userId: admin.id, actor: admin.email };
    expect(activityAbout("/promo → https://altro.example/promo")).toEqual([
      { action: "redirect-created", ...by, subject: "/promo → https://altro.example/promo" },
    ]);
    expect(activityAbout("/promozione → /servizi")).toEqual([
      { action: "redirect-changed", ...by, subject: "/promozione → /servizi" },
      { action: "redirect-removed", ...by, subject: "/promozione → /servizi" },
    ]);
  });

  test("a source already redirected, a loop and a chain are refused with a message, nothing written", () => {
    saveRedirect(redirect("/a", "/b"), null, admin);
    expect(saveRedirect(redirect("/a/", "/c"), null, admin)).toEqual({
      outcome: "refused",
      errors: { from: [m.taken("/a")] },
    });
    expect(saveRedirect(redirect("/b", "/a"), null, admin)).toEqual({
      outcome: "refused",
      errors: { to: [m.chain({ kind: "loop", round: ["/b", "/a", "/b"] })] },
    });
    expect(saveRedirect(redirect("/c", "/c/"), null, admin)).toEqual({
      outcome: "refused",
      errors: { to: [m.chain({ kind: "self" })] },
    });
    expect(saveRedirect(redirect("/z", "/a?x=1"), null, admin)).toEqual({
      outcome: "refused",
      errors: { to: [m.chain({ kind: "chainTo", next: "/a", end: "/b" })] },
    });
    expect(saveRedirect(redirect("/b", "/servizi"), null, admin)).toEqual({
      outcome: "refused",
      errors: { from: [m.chain({ kind: "chainFrom", previous: "/a" })] },
    });
    expect(table()).toEqual({ "/a": "301 /b" });
    expect(announced).toEqual([["/a"]]);
    expect(activityAbout("/b → /a")).toEqual([]);
  });

  test("editing a redirect to point somewhere else is not a clash with itself", () => {
    saveRedirect(redirect("/a", "/b"), null, admin);
    const [row] = listRedirects();
    expect(saveRedirect(redirect("/a", "/c", "302"), row!.id, admin)).toEqual({ outcome: "saved" });
    expect(table()).toEqual({ "/a": "302 /c" });
    expect(saveRedirect(redirect("/a", "/c"), 999_999, admin)).toEqual({ outcome: "missing" });
  });
});

test("the export's download is in the activity log by its file's name", async () => {
  saveRedirect(redirect("/listino-vecchio", "/servizi"), null, admin);
  const file = await redirectsExport(admin, new Date("2026-11-27T10:00:00Z"));
  expect(file.body).toContain("/listino-vecchio");
  expect(activityAbout("reindirizzamenti-2026-11-27.csv")).toEqual([
    {
      action: "export-downloaded",
      userId: admin.id,
      actor: admin.email,
      subject: "reindirizzamenti-2026-11-27.csv",
    },
  ]);
});

describe("an import", () => {
  const entry = (row: number, from: string, to: string) => ({ ...redirect(from, to), row });

  test("with a loop is refused whole, naming its rows; nothing is written", () => {
    saveRedirect(redirect("/esistente", "/servizi"), null, admin);
    const result = importRedirects(
      [
        entry(2, "/uno", "/servizi"),
        entry(3, "/a", "/b"),
        entry(4, "/b", "/a"),
        entry(5, "/chi-siamo", "/x"),
      ],
      [{ row: 6, message: "già trovato" }],
      admin,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { row: 3, message: m.chain({ kind: "loop", round: ["/a", "/b", "/a"] }) },
        { row: 4, message: m.chain({ kind: "loop", round: ["/b", "/a", "/b"] }) },
        { row: 5, message: m.page("/chi-siamo") },
        { row: 6, message: "già trovato" },
      ],
    });
    expect(table()).toEqual({ "/esistente": "301 /servizi" });
  });

  test("writes every row, over the redirect with the same source, in one change", () => {
    saveRedirect(redirect("/esistente", "/servizi"), null, admin);
    announced.length = 0;
    expect(
      importRedirects(
        [entry(2, "/esistente", "/contatti"), entry(3, "/nuovo", "https://altro.example/")],
        [],
        admin,
      ),
    ).toEqual({ ok: true, created: 1, updated: 1 });
    expect(table()).toEqual({
      "/esistente": "301 /contatti",
      "/nuovo": "301 https://altro.example/",
    });
    expect(announced).toEqual([["/esistente", "/nuovo"]]);
    expect(activityAbout("/esistente → /contatti")).toMatchObject([{ action: "redirect-changed" }]);
    expect(activityAbout("/nuovo → https://altro.example/")).toMatchObject([
      { action: "redirect-created", actor: admin.email },
    ]);
  });
});

test("a CSV import of targets that leave the site, raw, encoded or mixed, is refused row by row", async () => {
  const leaving = Object.values(addressesLeavingTheSite);
  const cell = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const csv = [
    "from,to",
    ...leaving.map((target, index) => `/campagna-${index},${cell(target)}`),
  ].join("\n");
  const form = new FormData();
  form.set("intent", "import");
  form.set("file", new File([csv], "reindirizzamenti.csv", { type: "text/csv" }));
  const request = new Request("http://localhost:3000/admin/reindirizzamenti", {
    method: "POST",
    body: form,
  });
  const answer = (await handleRedirectsAction(request, {
    ...admin,
    name: "Admin",
    roles: ["admin"],
    sessionId: "",
  })) as unknown as { data: RedirectsAnswer; init: ResponseInit };
  expect(answer.init.status).toBe(400);
  expect(answer.data.rowErrors).toEqual(
    leaving.map((_, index) => `Riga ${index + 2}: ${m.target("invalid")}`),
  );
  expect(table()).toEqual({});
});

describe("an article's address", () => {
  test("a published article's new slug leaves a 301 from the old address", async () => {
    const { slug } = await article();
    await rename(slug, `${slug}-nuovo`);
    expect(table()).toEqual({ [`/blog/${slug}`]: `301 /blog/${slug}-nuovo` });
    expect(announced).toEqual([[`/blog/${slug}`]]);
  });

  test("a draft's new slug leaves none: its address was never public", async () => {
    const { slug } = await article("draft");
    await rename(slug, `${slug}-nuovo`);
    expect(table()).toEqual({});
    expect(announced).toEqual([]);
  });

  test("a chain is collapsed: the oldest address goes straight to the newest, queries kept", async () => {
    const { slug } = await article();
    saveRedirect(redirect("/listino", `/blog/${slug}?da=listino`), null, admin);
    await rename(slug, `${slug}-2`);
    await rename(`${slug}-2`, `${slug}-3`);
    expect(table()).toEqual({
      "/listino": `301 /blog/${slug}-3?da=listino`,
      [`/blog/${slug}`]: `301 /blog/${slug}-3`,
      [`/blog/${slug}-2`]: `301 /blog/${slug}-3`,
    });
  });

  test("renamed back, the article takes its first address again, with no loop", async () => {
    const { slug } = await article();
    await rename(slug, `${slug}-b`);
    await rename(`${slug}-b`, slug);
    expect(table()).toEqual({ [`/blog/${slug}-b`]: `301 /blog/${slug}` });
  });

  test("an article that takes an old address replaces its redirect once it is published", async () => {
    const { slug } = await article();
    await rename(slug, `${slug}-nuovo`);
    await article("draft", slug);
    // A draft is not served: the old address still leads to the renamed article.
    expect(table()).toEqual({ [`/blog/${slug}`]: `301 /blog/${slug}-nuovo` });
    announced.length = 0;
    await update(slug, { status: "published" });
    expect(table()).toEqual({});
    expect(announced).toEqual([[`/blog/${slug}`]]);

    await rename(`${slug}-nuovo`, `${slug}-altro`);
    await article("published", `${slug}-nuovo`);
    expect(table()).toEqual({});
  });
});
