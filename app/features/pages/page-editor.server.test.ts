import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { articleRevisions, pages, redirects, staffActivity, users } from "../../../db/schema";
import { db, migrateDatabase } from "~/utils/db.server";
import { onDomainEvent, type PageChange } from "~/utils/domain-events.server";
import { fieldMessages } from "~/features/pages/page-fields";
import { pageFieldMessages } from "~/features/pages/content/admin-pages";
import { duplicatePage, handlePagePost, pageEditorPage } from "~/features/pages/page-editor.server";
import { pagePreview } from "~/features/pages/page-preview.server";
import { openPreviewLink } from "~/features/articles/preview-links.server";
import { publicPageAt } from "~/features/pages/public-pages.server";
import { handlePageRevisionRestore } from "~/features/pages/page-revisions.server";
import { applyDuePageChanges } from "~/features/pages/page-schedule.server";
import { caseStudyPage } from "~/features/pages/work-pages.server";
import { simplePageContent } from "~/features/pages/simple-pages.server";
import { romeDayOf } from "~/utils/rome-time";
import { registerConfiguredRoutes } from "../../../tests/support/site-routes";

let staff = { user: { id: "" } };
const changes: PageChange[] = [];

beforeAll(async () => {
  migrateDatabase();
  await registerConfiguredRoutes();
  staff = {
    user: {
      id: db
        .insert(users)
        .values({ email: "pagine@example.com", passwordHash: "x" })
        .returning()
        .get().id,
    },
  };
  onDomainEvent("pageChanged", (change) => changes.push(change));
});

let counter = 0;
/** A case study as the form posts it, with three results and two drawn images. */
function caseStudyForm(fields: Record<string, string> = {}) {
  counter += 1;
  return {
    title: `Frantoio di prova ${counter}`,
    slug: `frantoio-di-prova-${counter}`,
    "fields.project": "Un'etichetta nuova per l'olio",
    "fields.sector": "Food & beverage",
    "fields.services[0]": "Packaging design",
    "fields.challenge": "Farsi scegliere a scaffale.",
    "fields.solution": "Una bottiglia che racconta la raccolta.",
    "fields.results[0].figure": "+30%",
    "fields.results[0].label": "di vendite",
    "fields.results[1].figure": "2",
    "fields.results[1].label": "premi",
    "fields.results[2].label": "Un nuovo importatore",
    "fields.gallery[0].illustration": "caso-de-santis-1",
    "fields.gallery[0].alt": "La bottiglia",
    "fields.gallery[1].illustration": "caso-de-santis-2",
    "fields.gallery[1].alt": "Il frantoio",
    status: "draft",
    intent: "publish",
    ...fields,
  };
}

const post = (fields: Record<string, string>, path = "/admin/pagine/casi-studio/nuovo") =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

type Answer = {
  init: { status: number } | null;
  data: {
    result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
  };
};

const bySlug = (slug: string) =>
  db
    .select()
    .from(pages)
    .where(and(eq(pages.type, "case-study"), eq(pages.slug, slug)))
    .get();

async function create(fields: Record<string, string> = {}) {
  const form = caseStudyForm(fields);
  const response = (await handlePagePost(post(form), staff, "case-study", null)) as Response;
  expect(response.status).toBe(303);
  const row = bySlug(form.slug);
  if (!row) throw new Error("not saved");
  return row;
}

describe("a case study through the staff form", () => {
  test("is stored with its fields, a revision, the log's entries and a change announced", async () => {
    const row = await create();
    expect(row.status).toBe("published");
    const fields = JSON.parse(row.fields);
    expect(fields.results).toEqual([
      { figure: "+30%", label: "di vendite" },
      { figure: "2", label: "premi" },
      { figure: "", label: "Un nuovo importatore" },
    ]);
    expect(fields.gallery).toEqual([
      { illustration: "caso-de-santis-1", alt: "La bottiglia" },
      { illustration: "caso-de-santis-2", alt: "Il frantoio" },
    ]);
    expect(row.searchText).toContain("Un nuovo importatore");
    expect(
      db.select().from(articleRevisions).where(eq(articleRevisions.articleId, row.id)).all(),
    ).toHaveLength(1);
    const logged = db
      .select({ action: staffActivity.action })
      .from(staffActivity)
      .where(eq(staffActivity.subject, row.title))
      .all()
      .map((entry) => entry.action);
    expect(logged).toEqual(["page-created", "page-published"]);
    expect(changes.at(-1)).toMatchObject({ id: row.id, type: "case-study", slug: row.slug });
    expect(caseStudyPage(row.slug, "it")?.results).toHaveLength(3);
  });

  test("a missing field and a half link are refused by the field, in Italian, storing nothing", async () => {
    const form = caseStudyForm({ "fields.challenge": "", "fields.results[0].label": "" });
    const answer = (await handlePagePost(post(form), staff, "case-study", null)) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error?.["fields.challenge"]).toEqual([
      fieldMessages.required("La sfida"),
    ]);
    expect(answer.data.result?.error?.["fields.results[0].label"]).toEqual([
      fieldMessages.required("Descrizione"),
    ]);
    expect(bySlug(form.slug)).toBeUndefined();
  });

  test("without results, the list says how many it needs", async () => {
    const form = caseStudyForm();
    for (const key of Object.keys(form))
      if (key.startsWith("fields.results")) delete form[key as keyof typeof form];
    const answer = (await handlePagePost(post(form), staff, "case-study", null)) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error?.["fields.results"]).toEqual([
      fieldMessages.tooFew(1, "Risultato"),
    ]);
  });

  test("a list's button without JavaScript gives the form back with the item added, saving nothing", async () => {
    const form = {
      ...caseStudyForm(),
      __intent__: JSON.stringify({ type: "insert", payload: { name: "fields.results" } }),
    };
    const answer = (await handlePagePost(post(form), staff, "case-study", null)) as Answer;
    expect(answer.init?.status).toBe(200);
    const fields = answer.data.result?.initialValue?.fields as { results: unknown[] };
    expect(fields.results).toHaveLength(4);
    expect(bySlug(form.slug)).toBeUndefined();
  });

  test("an illustration that does not exist is refused", async () => {
    const form = caseStudyForm({ "fields.gallery[0].illustration": "non-esiste" });
    const answer = (await handlePagePost(post(form), staff, "case-study", null)) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error?.["fields.gallery[0].illustration"]).toEqual([
      pageFieldMessages.unknownIllustration,
    ]);
  });

  test("a slug another case study has is refused by the field", async () => {
    const first = await create();
    const answer = (await handlePagePost(
      post(caseStudyForm({ slug: first.slug })),
      staff,
      "case-study",
      null,
    )) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error?.slug).toEqual([pageFieldMessages.slugTaken]);
  });

  test("a save over an older version is a conflict; a new slug leaves a 301 from the old address", async () => {
    const row = await create();
    const path = `/admin/pagine/casi-studio/${row.id}`;
    const stale = caseStudyForm({ title: row.title, slug: row.slug, updated_at: "1" });
    const conflict = (await handlePagePost(
      post(stale, path),
      staff,
      "case-study",
      row.id,
    )) as Answer;
    expect(conflict.init?.status).toBe(409);

    const moved = caseStudyForm({
      title: row.title,
      slug: `${row.slug}-nuovo`,
      updated_at: String(row.updatedAt.getTime()),
      intent: "save",
      status: "published",
    });
    const response = (await handlePagePost(
      post(moved, path),
      staff,
      "case-study",
      row.id,
    )) as Response;
    expect(response.status).toBe(303);
    expect(
      db
        .select()
        .from(redirects)
        .where(eq(redirects.fromPath, `/casi-studio/${row.slug}`))
        .get(),
    ).toMatchObject({ target: `/casi-studio/${row.slug}-nuovo`, status: 301 });
  });

  test("a revision restored brings its fields back as the newest version", async () => {
    const row = await create();
    const path = `/admin/pagine/casi-studio/${row.id}`;
    const changed = caseStudyForm({
      title: row.title,
      slug: row.slug,
      "fields.solution": "Una soluzione riscritta.",
      updated_at: String(row.updatedAt.getTime()),
      intent: "save",
      status: "published",
    });
    await handlePagePost(post(changed, path), staff, "case-study", row.id);
    const after = bySlug(row.slug)!;
    expect(JSON.parse(after.fields).solution).toBe("Una soluzione riscritta.");
    const restore = new Request(`http://localhost:3000${path}/revisioni`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ seq: "1", updated_at: String(after.updatedAt.getTime()) }),
    });
    const response = (await handlePageRevisionRestore(
      restore,
      "case-study",
      row.id,
      staff,
    )) as Response;
    expect(response.status).toBe(303);
    expect(JSON.parse(bySlug(row.slug)!.fields).solution).toBe(
      "Una bottiglia che racconta la raccolta.",
    );
  });

  test("a scheduled case study goes out when its time comes", async () => {
    const row = await create({
      intent: "save",
      status: "scheduled",
      publish_at: "2099-01-01T09:00",
    });
    expect(row.status).toBe("scheduled");
    expect(caseStudyPage(row.slug, "it")).toBeNull();
    expect(applyDuePageChanges(new Date("2099-01-02T00:00:00Z"))).toBeGreaterThanOrEqual(1);
    expect(bySlug(row.slug)?.status).toBe("published");
  });
});

test("the cookie page, shown by a route of its own, keeps its address and is dated by the save", async () => {
  const row = db
    .select()
    .from(pages)
    .where(and(eq(pages.type, "simple-page"), eq(pages.slug, "cookie")))
    .get()!;
  expect(simplePageContent("cookie")?.updated).toBe("2026-11-27");
  const fields = JSON.parse(row.fields) as { sections: { blocks: unknown[] }[] };
  const form: Record<string, string> = {
    title: row.title,
    slug: "un-altro-indirizzo",
    "fields.intro": "Un'introduzione riscritta.",
    "fields.controllerTitle": "Titolare del trattamento",
    "fields.sections[0].anchor": "dati-raccolti",
    "fields.sections[0].title": "Dati raccolti",
    "fields.sections[0].blocks[0].text": "Un paragrafo.",
    "fields.sections[0].blocks[1].kind": "elenco",
    "fields.sections[0].blocks[1].text": "prima voce\nseconda voce",
    "fields.contact.title": "Come contattarci",
    "fields.contact.text": "Scrivi a",
    status: "published",
    intent: "save",
    updated_at: String(row.updatedAt.getTime()),
  };
  expect(fields.sections.length).toBeGreaterThan(1);
  const response = (await handlePagePost(
    post(form, `/admin/pagine/pagine-semplici/${row.id}`),
    staff,
    "simple-page",
    row.id,
  )) as Response;
  expect(response.status).toBe(303);
  expect(simplePageContent("un-altro-indirizzo")).toBeNull();
  const shown = simplePageContent("cookie");
  expect(shown?.document.intro).toBe("Un'introduzione riscritta.");
  expect(shown?.document.sections[0]?.body).toEqual([
    "Un paragrafo.",
    ["prima voce", "seconda voce"],
  ]);
  expect(shown?.updated).toBe(romeDayOf(new Date()));
});

describe("a landing page", () => {
  let landings = 0;
  /** A landing page as the form posts it: an opening, figures, a call to action, the form. */
  function landingForm(fields: Record<string, string> = {}) {
    landings += 1;
    return {
      title: `Offerta fiera ${landings}`,
      slug: `fiera/offerta-${landings}`,
      "fields.sections[0].kind": "hero",
      "fields.sections[0].lead": "Uno stand pronto in quattro settimane.",
      "fields.sections[1].kind": "figures",
      "fields.sections[1].title": "In numeri",
      "fields.sections[1].items[0].value": "120",
      "fields.sections[1].items[0].label": "stand allestiti",
      "fields.sections[2].kind": "cta",
      "fields.sections[2].title": "Parliamone",
      "fields.sections[2].link.label": "Scrivici",
      "fields.sections[2].link.to": "#contatti",
      "fields.sections[3].kind": "contact",
      "fields.sections[3].title": "Richiedi un preventivo",
      "fields.sections[3].subject": "Offerta fiera",
      noindex: "on",
      status: "draft",
      intent: "publish",
      ...fields,
    };
  }
  const postLanding = (form: Record<string, string>, id: string | null = null) =>
    handlePagePost(
      post(form, `/admin/pagine/atterraggio/${id ?? "nuovo"}`),
      staff,
      "landing-page",
      id,
    ) as unknown as Promise<Response & Answer>;

  test("is shown at the address chosen, its sections in order, kept out of search engines", async () => {
    const form = landingForm();
    expect((await postLanding(form)).status).toBe(303);
    const found = publicPageAt(`/${form.slug}`);
    expect(found?.kind).toBe("landing");
    if (found?.kind !== "landing") return;
    expect(found.landing.sections.map((section) => section.kind)).toEqual([
      "hero",
      "figures",
      "cta",
      "contact",
    ]);
    expect(found.landing.head.noindex).toBe(true);
    expect(publicPageAt("/fiera/nessuna-offerta")).toBeNull();
  });

  test.each([
    ["a route of the site", "contatti", pageFieldMessages.addressRoute],
    ["a reserved prefix", "admin/offerta", pageFieldMessages.addressReserved("/admin")],
    ["another page", "privacy", pageFieldMessages.addressPage],
  ])("is refused at an address %s answers, storing nothing", async (_, slug, message) => {
    const answer = await postLanding(landingForm({ slug }));
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error?.slug).toEqual([message]);
    expect(
      db
        .select()
        .from(pages)
        .where(and(eq(pages.type, "landing-page"), eq(pages.slug, slug)))
        .get(),
    ).toBeUndefined();
  });

  test("has at most one contact form", async () => {
    const answer = await postLanding(
      landingForm({
        "fields.sections[4].kind": "contact",
        "fields.sections[4].title": "Ancora un modulo",
        "fields.sections[4].subject": "Offerta fiera",
      }),
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error?.["fields.sections"]).toEqual([
      fieldMessages.kindTooMany("Modulo di contatto", 1),
    ]);
  });

  test("'Duplica' makes a draft copy at a free address and opens its form", async () => {
    const form = landingForm();
    await postLanding(form);
    const original = db
      .select()
      .from(pages)
      .where(and(eq(pages.type, "landing-page"), eq(pages.slug, form.slug)))
      .get()!;
    const copies = async () => {
      const response = (await duplicatePage(staff, "landing-page", original.id)) as Response;
      expect(response.status).toBe(303);
      const id = response.headers.get("Location")?.split("/").at(-1) ?? "";
      return db.select().from(pages).where(eq(pages.id, id)).get()!;
    };
    const first = await copies();
    const second = await copies();
    expect([first.slug, second.slug]).toEqual([`${form.slug}-copia`, `${form.slug}-copia-2`]);
    expect(first).toMatchObject({
      title: `${form.title} (copia)`,
      status: "draft",
      fields: original.fields,
      noindex: true,
    });
    expect(publicPageAt(`/${first.slug}`)).toBeNull();
  });
  test("a draft is shown by its preview link as it will look, and nowhere else", async () => {
    const form = landingForm({ intent: "draft", noindex: "" });
    await postLanding(form);
    const row = db
      .select()
      .from(pages)
      .where(and(eq(pages.type, "landing-page"), eq(pages.slug, form.slug)))
      .get()!;
    expect(publicPageAt(`/${form.slug}`)).toBeNull();
    const answer = (await handlePagePost(
      post({ intent: "create-preview-link", days: "7" }, `/admin/pagine/atterraggio/${row.id}`),
      staff,
      "landing-page",
      row.id,
    )) as unknown as { data: { previewLink: { created: { url: string } | null } } };
    const token = answer.data.previewLink.created?.url.split("/").at(-1) ?? "";
    const link = await openPreviewLink(token);
    expect(link?.pageId).toBe(row.id);
    const preview = pagePreview(row.id);
    expect(preview?.kind === "landing" && preview.view.title).toBe(form.title);
    expect(pageEditorPage("landing-page", row.id).previewLink?.opens).toBe(1);
  });
});

test("an entry with a page is scored for search engines as saved; one without is not", () => {
  const service = db
    .select()
    .from(pages)
    .where(and(eq(pages.type, "service"), eq(pages.slug, "packaging-design")))
    .get()!;
  const seo = pageEditorPage("service", service.id).seo;
  expect(seo?.report.h1).toBe(1);
  expect(seo?.report.h2).toBeGreaterThan(5);
  expect(seo?.report.words).toBeGreaterThan(300);
  expect(seo?.report.score).toBeGreaterThan(50);
  const question = db.select().from(pages).where(eq(pages.type, "faq-item")).get()!;
  expect(pageEditorPage("faq-item", question.id).seo).toBeNull();
});
