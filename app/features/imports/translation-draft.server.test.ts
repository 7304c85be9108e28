import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import {
  articleRevisions,
  articles,
  events,
  pages,
  staffActivity,
  users,
} from "../../../db/schema";
import { handleTranslationDraft } from "~/features/imports/translation-draft.server";
import { translationDraftToasts } from "~/features/imports/content/translation-draft";
import { db, migrateDatabase } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { readToast } from "~/utils/toast.server";
import { setEnv } from "../../../tests/support/env";
import {
  fakeEnglish,
  fakeEnglishSlug,
  startFakeAiApi,
  type FakeAiApi,
} from "../../../tests/support/fake-ai-api";

let api: FakeAiApi;
const staff = { user: { id: "", email: "traduzioni@example.com" } };

const withModel = () =>
  setEnv({ AI_API_URL: api.url, AI_API_KEY: "chiave-di-prova", AI_MODEL: undefined });

beforeAll(async () => {
  migrateDatabase();
  api = await startFakeAiApi();
  staff.user.id = db
    .insert(users)
    .values({ email: staff.user.email, passwordHash: "x" })
    .returning()
    .get().id;
});

beforeEach(() => {
  withModel();
  vi.spyOn(logger, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  setEnv({ AI_API_URL: undefined, AI_API_KEY: undefined, AI_MODEL: undefined });
  await api.close();
});

const post = (fields: Record<string, string>) =>
  new Request("http://localhost:3000/admin/traduzioni/bozza", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

/** Where the answer leads and the toast it leaves there. */
async function draft(kind: string, id: string) {
  const response = (await handleTranslationDraft(post({ kind, id }), staff)) as Response;
  expect(response.status).toBe(303);
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const { toast } = await readToast(
    new Request("http://localhost:3000/admin", { headers: { Cookie: cookie } }),
  );
  return { location: response.headers.get("Location"), toast };
}

let serial = 0;
function italianArticle(words = "") {
  serial += 1;
  return db
    .insert(articles)
    .values({
      title: `Un imballaggio che vende ${serial}`,
      slug: `imballaggio-che-vende-${serial}`,
      excerpt: "Come una scatola racconta il prodotto.",
      content: `## La scatola\n\nUn buon imballaggio si nota sullo scaffale. ${words}`.trim(),
      metaTitle: "Imballaggi che vendono",
      metaDescription: "Perché il packaging conta in fiera.",
      keywords: "packaging, fiere",
      featuredImageUrl: "/artwork/scatola.svg",
      category: "Branding",
      status: "published",
      publishedAt: new Date("2026-03-01T09:00:00Z"),
    })
    .returning()
    .get();
}

const englishOf = (id: string) =>
  db
    .select()
    .from(articles)
    .where(and(eq(articles.language, "en"), eq(articles.translationGroup, id)))
    .all();

const revisionsOf = (id: string) =>
  db.select().from(articleRevisions).where(eq(articleRevisions.articleId, id)).all();

describe("an article", () => {
  test("becomes an English draft linked to the original, in the editor of the draft", async () => {
    const italian = italianArticle();
    const before = api.requests().length;
    const { location, toast } = await draft("article", italian.id);

    const [english, ...others] = englishOf(italian.id);
    expect(others).toEqual([]);
    expect(location).toBe(`/admin/articoli/${english?.id}`);
    expect(toast).toEqual(translationDraftToasts.drafted);
    expect(english).toMatchObject({
      language: "en",
      status: "draft",
      publishedAt: null,
      title: fakeEnglish(italian.title),
      slug: fakeEnglishSlug(italian.slug),
      excerpt: fakeEnglish(italian.excerpt),
      content: fakeEnglish(italian.content),
      metaTitle: fakeEnglish("Imballaggi che vendono"),
      metaDescription: fakeEnglish("Perché il packaging conta in fiera."),
      keywords: fakeEnglish("packaging, fiere"),
      category: "Branding",
      featuredImageUrl: "/artwork/scatola.svg",
      authorId: staff.user.id,
      // The original had no revision: its version is kept as the first, the one translated.
      translatedFromSeq: 1,
    });
    expect(db.select().from(articles).where(eq(articles.id, italian.id)).get()).toMatchObject({
      translationGroup: italian.id,
      status: "published",
      updatedAt: italian.updatedAt,
    });
    expect(revisionsOf(italian.id).map((revision) => revision.source)).toEqual(["baseline"]);
    expect(revisionsOf(english?.id ?? "").map((revision) => revision.source)).toEqual([
      "quick-import",
    ]);
    expect(
      db
        .select({ action: staffActivity.action, subject: staffActivity.subject })
        .from(staffActivity)
        .where(eq(staffActivity.action, "translation-drafted"))
        .all(),
    ).toContainEqual({ action: "translation-drafted", subject: italian.title });

    // The model is asked for the words a visitor reads and the address, nothing else.
    const asked = JSON.parse(api.requests().at(before)?.user ?? "{}") as Record<string, unknown>;
    expect(api.requests()).toHaveLength(before + 1);
    expect(Object.keys(asked).sort()).toEqual(["markdown", "maxLengths", "slug", "texts"]);
    expect(Object.keys(asked.texts as object).sort()).toEqual(
      ["content", "excerpt", "keywords", "metaDescription", "metaTitle", "title"].sort(),
    );
    expect(asked.markdown).toEqual(["content"]);
  });

  test("stays a draft when the model's answer says it is published", async () => {
    const italian = italianArticle("ia-pubblica");
    await draft("article", italian.id);
    expect(englishOf(italian.id)).toMatchObject([
      { status: "draft", publishedAt: null, unpublishAt: null },
    ]);
  });

  test.each([
    ["not JSON", "ia-confusa"],
    ["a text left out", "ia-incompleta"],
    ["texts longer than their fields", "ia-prolissa"],
    ["no answer", "ia-guasta"],
  ])("an answer with %s saves nothing and says so on the original's editor", async (_, words) => {
    const italian = italianArticle(words);
    const { location, toast } = await draft("article", italian.id);
    expect(location).toBe(`/admin/articoli/${italian.id}`);
    expect(toast).toEqual(
      words === "ia-guasta" ? translationDraftToasts.noAnswer : translationDraftToasts.malformed,
    );
    expect(englishOf(italian.id)).toEqual([]);
    expect(revisionsOf(italian.id)).toEqual([]);
    expect(db.select().from(articles).where(eq(articles.id, italian.id)).get()).toMatchObject({
      translationGroup: null,
    });
  });

  test("a translation that is more than a draft is never replaced, and the model is not asked", async () => {
    const italian = italianArticle();
    await draft("article", italian.id);
    const [english] = englishOf(italian.id);
    db.update(articles)
      .set({ status: "published" })
      .where(eq(articles.id, english?.id ?? ""))
      .run();
    const before = api.requests().length;
    const { location, toast } = await draft("article", italian.id);
    expect(location).toBe(`/admin/articoli/${italian.id}`);
    expect(toast).toEqual(translationDraftToasts.translationExists);
    expect(api.requests()).toHaveLength(before);
    expect(englishOf(italian.id)).toEqual([{ ...english, status: "published" }]);
  });

  test("an English draft there is gets a new revision, pointing at the original's latest", async () => {
    const italian = italianArticle();
    await draft("article", italian.id);
    const [first] = englishOf(italian.id);
    db.update(articles)
      .set({ content: "Il testo cambiato." })
      .where(eq(articles.id, italian.id))
      .run();
    const { location } = await draft("article", italian.id);
    const [again, ...others] = englishOf(italian.id);
    expect(others).toEqual([]);
    expect(again).toMatchObject({
      id: first?.id,
      slug: first?.slug,
      status: "draft",
      content: fakeEnglish("Il testo cambiato."),
      translatedFromSeq: 1,
    });
    expect(location).toBe(`/admin/articoli/${first?.id}`);
    expect(revisionsOf(first?.id ?? "")).toHaveLength(2);
  });

  test("without a model configured nothing is asked nor saved", async () => {
    setEnv({ AI_API_KEY: undefined });
    const italian = italianArticle();
    const before = api.requests().length;
    const { location, toast } = await draft("article", italian.id);
    expect(location).toBe(`/admin/articoli/${italian.id}`);
    expect(toast).toEqual(translationDraftToasts.notConfigured);
    expect(api.requests()).toHaveLength(before);
    expect(englishOf(italian.id)).toEqual([]);
  });

  test("only an Italian original is translated; content that is gone leads to its list", async () => {
    const italian = italianArticle();
    await draft("article", italian.id);
    const [english] = englishOf(italian.id);
    expect(await draft("article", english?.id ?? "")).toEqual({
      location: `/admin/articoli/${english?.id}`,
      toast: translationDraftToasts.notItalian,
    });
    expect(await draft("article", "non-esiste")).toEqual({
      location: "/admin",
      toast: translationDraftToasts.notFound,
    });
    expect(await draft("event", "non-esiste")).toMatchObject({ location: "/admin/eventi" });
  });

  test("a post that names no kind of content is a 400", async () => {
    const thrown = await handleTranslationDraft(post({ kind: "utente", id: "x" }), staff).catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 400 } });
  });
});

test("an event's English draft keeps its facts and takes a free English address", async () => {
  const italian = db
    .insert(events)
    .values({
      title: "Fotografare i prodotti",
      slug: "fotografare-i-prodotti",
      excerpt: "Una mattina in studio.",
      content: "Porta il tuo prodotto.",
      kind: "formazione",
      format: "workshop",
      startsAt: new Date("2026-05-10T07:00:00Z"),
      endsAt: new Date("2026-05-10T11:00:00Z"),
      placeName: "Sala Murgia",
      priceCents: 12_000,
      capacity: 12,
      calendarSequence: 3,
      status: "published",
    })
    .returning()
    .get();
  // Another English event already has the address the model gives.
  db.insert(events)
    .values({
      language: "en",
      title: "Other",
      slug: fakeEnglishSlug(italian.slug),
      kind: "formazione",
      format: "workshop",
    })
    .run();
  const { location } = await draft("event", italian.id);
  const english = db
    .select()
    .from(events)
    .where(and(eq(events.language, "en"), eq(events.translationGroup, italian.id)))
    .get();
  expect(location).toBe(`/admin/eventi/${english?.id}`);
  expect(english).toMatchObject({
    status: "draft",
    title: fakeEnglish("Fotografare i prodotti"),
    content: fakeEnglish("Porta il tuo prodotto."),
    slug: `${fakeEnglishSlug(italian.slug)}-2`,
    startsAt: italian.startsAt,
    placeName: "Sala Murgia",
    priceCents: 12_000,
    capacity: 12,
    calendarSequence: 0,
    translatedFromSeq: 1,
  });
});

describe("a page", () => {
  const caseStudyFields = {
    project: "Una nuova linea di scatole",
    sector: "Alimentare",
    services: ["Packaging design"],
    challenge: "Farsi notare in fiera.\nSenza spendere troppo.",
    solution: "Colori forti.",
    results: [{ figure: "+40%", label: "Visite allo stand" }],
    gallery: [{ src: "/uploads/scatola.webp", alt: "Una scatola rossa", width: 800, height: 600 }],
    testimonial: "id-testimonianza",
    related: ["id-caso"],
  };

  test("gets English words in its fields, its ids, images and references kept", async () => {
    const italian = db
      .insert(pages)
      .values({
        type: "case-study",
        title: "Pastificio Murgia",
        slug: "pastificio-murgia",
        excerpt: "Scatole per la fiera.",
        fields: JSON.stringify(caseStudyFields),
        status: "published",
      })
      .returning()
      .get();
    const { location } = await draft("page", italian.id);
    const english = db
      .select()
      .from(pages)
      .where(and(eq(pages.language, "en"), eq(pages.translationGroup, italian.id)))
      .get();
    expect(location).toBe(`/admin/pagine/casi-studio/${english?.id}`);
    expect(english).toMatchObject({
      type: "case-study",
      status: "draft",
      slug: fakeEnglishSlug("pastificio-murgia"),
      title: fakeEnglish("Pastificio Murgia"),
      translatedFromSeq: 1,
    });
    expect(JSON.parse(english?.fields ?? "{}")).toEqual({
      ...caseStudyFields,
      project: fakeEnglish(caseStudyFields.project),
      sector: fakeEnglish("Alimentare"),
      services: [fakeEnglish("Packaging design")],
      challenge: fakeEnglish(caseStudyFields.challenge),
      solution: fakeEnglish("Colori forti."),
      results: [{ figure: fakeEnglish("+40%"), label: fakeEnglish("Visite allo stand") }],
      gallery: [{ ...caseStudyFields.gallery[0], alt: fakeEnglish("Una scatola rossa") }],
    });
    expect(english?.searchText).toContain(fakeEnglish("Colori forti."));
  });

  test("that exists once keeps its address, and the model is asked none", async () => {
    const italian = db
      .select()
      .from(pages)
      .where(and(eq(pages.type, "about-page"), eq(pages.language, "it")))
      .get();
    if (!italian) throw new Error("La pagina chi siamo manca");
    db.delete(pages)
      .where(and(eq(pages.type, "about-page"), eq(pages.language, "en")))
      .run();
    const before = api.requests().length;
    await draft("page", italian.id);
    const asked = JSON.parse(api.requests().at(before)?.user ?? "{}") as Record<string, unknown>;
    expect(asked).not.toHaveProperty("slug");
    expect(
      db
        .select({ slug: pages.slug, status: pages.status })
        .from(pages)
        .where(and(eq(pages.type, "about-page"), eq(pages.language, "en")))
        .all(),
    ).toEqual([{ slug: italian.slug, status: "draft" }]);
  });
});
