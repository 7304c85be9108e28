import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { pages, pageSearchDocs, users } from "../../../db/schema";
import { db, migrateDatabase } from "~/utils/db.server";
import { saveContent } from "~/features/articles/content-save.server";
import { bySite, latestRevision } from "~/features/articles/revisions.server";
import { handlePagePost, pageEditorPage, pageList } from "~/features/pages/page-editor.server";
import {
  createPageTranslation,
  originalPane,
  translationPanel,
} from "~/features/pages/page-translations.server";
import { pageFieldMessages } from "~/features/pages/content/admin-pages";
import { rootAddressProblem } from "~/features/pages/page-addresses.server";
import { publicPageAt } from "~/features/pages/public-pages.server";
import { simplePageContent } from "~/features/pages/simple-pages.server";
import { caseStudiesPageContent, caseStudyPage } from "~/features/pages/work-pages.server";
import { registerConfiguredRoutes } from "../../../tests/support/site-routes";

let staff = { user: { id: "" } };

beforeAll(async () => {
  migrateDatabase();
  await registerConfiguredRoutes();
  staff = {
    user: {
      id: db
        .insert(users)
        .values({ email: "traduzioni@example.com", passwordHash: "x" })
        .returning()
        .get().id,
    },
  };
});

const caseStudyForm = (fields: Record<string, string>) => ({
  "fields.project": "Un'etichetta nuova per l'olio",
  "fields.sector": "Food & beverage",
  "fields.services[0]": "Packaging design",
  "fields.challenge": "Farsi scegliere a scaffale.",
  "fields.solution": "Una bottiglia che racconta la raccolta.",
  "fields.results[0].figure": "+30%",
  "fields.results[0].label": "di vendite",
  "fields.gallery[0].illustration": "caso-de-santis-1",
  "fields.gallery[0].alt": "La bottiglia",
  status: "draft",
  intent: "publish",
  ...fields,
});

const post = (fields: Record<string, string>, path: string) =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

const rowOf = (id: string) => {
  const row = db.select().from(pages).where(eq(pages.id, id)).get();
  if (!row) throw new Error("not saved");
  return row;
};

async function saveCaseStudy(id: string | null, fields: Record<string, string>) {
  const path = `/admin/pagine/casi-studio/${id ?? "nuovo"}`;
  const response = (await handlePagePost(
    post(caseStudyForm(fields), path),
    staff,
    "case-study",
    id,
  )) as Response;
  expect(response.status).toBe(303);
}

async function italianCaseStudy(slug: string) {
  await saveCaseStudy(null, { title: "Oleificio Ionio", slug });
  const row = db
    .select()
    .from(pages)
    .where(and(eq(pages.type, "case-study"), eq(pages.language, "it"), eq(pages.slug, slug)))
    .get();
  if (!row) throw new Error("not saved");
  return row;
}

describe("a case study's English translation", () => {
  test("is made beside the Italian as a draft, shown in English once published, and marked when the Italian moves on", async () => {
    const italian = await italianCaseStudy("oleificio-ionio");
    expect(translationPanel("case-study", italian)).toMatchObject({
      kind: "none",
      createPath: `/admin/pagine/casi-studio/${italian.id}/traduzione`,
      // No text model configured in the tests: no automatic draft offered.
      aiDraft: null,
    });

    const created = await createPageTranslation(staff, "case-study", italian.id);
    expect(created.status).toBe(303);
    const englishId = created.headers.get("Location")?.split("/").at(-1) ?? "";
    const draft = rowOf(englishId);
    expect(draft).toMatchObject({
      language: "en",
      translationGroup: italian.id,
      translatedFromSeq: latestRevision(italian.id),
      slug: "oleificio-ionio",
      status: "draft",
    });
    expect(rowOf(italian.id).translationGroup).toBe(italian.id);
    // A draft is no page: the English address is a 404, and the Italian has no alternate.
    expect(caseStudyPage("oleificio-ionio", "en")).toBeNull();
    expect(caseStudyPage("oleificio-ionio", "it")?.alternates).toEqual({
      it: "/casi-studio/oleificio-ionio",
    });
    expect(originalPane("case-study", draft)).toMatchObject({
      title: "Oleificio Ionio",
      stale: false,
    });

    await saveCaseStudy(englishId, {
      title: "Ionian Oil Mill",
      slug: "ionian-oil-mill",
      "fields.project": "A new label for the oil",
      "fields.challenge": "Being picked from the shelf.",
      "fields.solution": "A bottle that tells of the harvest.",
      "fields.results[0].label": "in sales",
    });
    const shown = caseStudyPage("ionian-oil-mill", "en");
    expect(shown).toMatchObject({
      client: "Ionian Oil Mill",
      project: "A new label for the oil",
      path: "/en/case-studies/ionian-oil-mill",
      listPath: "/en/case-studies",
    });
    const alternates = {
      it: "/casi-studio/oleificio-ionio",
      en: "/en/case-studies/ionian-oil-mill",
    };
    expect(shown?.alternates).toEqual(alternates);
    expect(shown?.head.alternates).toEqual(alternates);
    expect(caseStudyPage("oleificio-ionio", "it")?.alternates).toEqual(alternates);
    // The Italian slug is no English address, and the English list shows only English rows.
    expect(caseStudyPage("oleificio-ionio", "en")).toBeNull();
    const englishList = caseStudiesPageContent("en")?.studies.map((study) => study.client) ?? [];
    expect(englishList).toContain("Ionian Oil Mill");
    expect(englishList).not.toContain("Oleificio Ionio");
    expect(
      db.select().from(pageSearchDocs).where(eq(pageSearchDocs.pageId, englishId)).get()?.language,
    ).toBe("en");

    const listed = () =>
      pageList("case-study").filter((row) => [italian.id, englishId].includes(row.id));
    expect(listed().map(({ title, language, stale }) => ({ title, language, stale }))).toEqual([
      { title: "Oleificio Ionio", language: "it", stale: false },
      { title: "Ionian Oil Mill", language: "en", stale: false },
    ]);

    await saveCaseStudy(italian.id, {
      title: "Oleificio Ionio",
      slug: "oleificio-ionio",
      "fields.sector": "Olio",
    });
    expect(listed()[1]?.stale).toBe(true);
    expect(translationPanel("case-study", rowOf(italian.id))).toMatchObject({
      kind: "exists",
      status: "published",
      stale: true,
    });
    expect(originalPane("case-study", rowOf(englishId))?.stale).toBe(true);

    // Saving the English brings it in step again.
    await saveCaseStudy(englishId, { title: "Ionian Oil Mill", slug: "ionian-oil-mill" });
    expect(rowOf(englishId).translatedFromSeq).toBe(latestRevision(italian.id));
    expect(listed()[1]?.stale).toBe(false);
    expect(pageEditorPage("case-study", englishId).address).toBe(
      "/en/case-studies/ionian-oil-mill",
    );
  });

  test("a second 'Crea la traduzione inglese' leads to the translation there is", async () => {
    const italian = await italianCaseStudy("frantoio-doppio");
    const first = await createPageTranslation(staff, "case-study", italian.id);
    const second = await createPageTranslation(staff, "case-study", italian.id);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    const group = db.select().from(pages).where(eq(pages.translationGroup, italian.id)).all();
    expect(group.map((row) => row.language).sort()).toEqual(["en", "it"]);
  });
});

describe("simple and landing pages under /en/", () => {
  test("an Italian page cannot take an address under /en/", () => {
    expect(rootAddressProblem("en/fiera", null)).toBe(pageFieldMessages.addressReserved("/en"));
    expect(rootAddressProblem("en", null)).toBe(pageFieldMessages.addressReserved("/en"));
    expect(rootAddressProblem("enoteca", null)).toBeNull();
    expect(rootAddressProblem("fair", null, "en")).toBeNull();
  });

  test("an English simple page answers under /en/ with the Italian as the text that prevails; none answers 404", () => {
    const original = db
      .select()
      .from(pages)
      .where(and(eq(pages.type, "simple-page"), eq(pages.language, "it")))
      .all()
      .find((row) => row.status === "published" && row.slug !== "cookie");
    if (!original) throw new Error("no Italian simple page");
    db.delete(pages)
      .where(and(eq(pages.translationGroup, original.id), eq(pages.language, "en")))
      .run();
    expect(publicPageAt(`/en/${original.slug}`)).toBeNull();
    expect(publicPageAt(`/en/terms-of-a-test`)).toBeNull();

    const { id: _id, createdAt: _c, updatedAt: _u, ...columns } = original;
    const now = new Date();
    saveContent((save) =>
      save({
        kind: "page",
        create: {
          ...columns,
          language: "en",
          translationGroup: original.id,
          title: "Terms of a test",
          slug: "terms-of-a-test",
          status: "published",
        },
        takenSlug: "refuse",
        saving: bySite("editor"),
        now,
        address: (slug) => `/en/${slug}`,
      }),
    );
    const found = publicPageAt("/en/terms-of-a-test");
    expect(found?.kind).toBe("simple");
    if (found?.kind !== "simple") return;
    expect(found.simple.document.title).toBe("Terms of a test");
    expect(found.simple.original).toBe(`/${original.slug}`);
    expect(found.simple.alternates).toEqual({
      it: `/${original.slug}`,
      en: "/en/terms-of-a-test",
    });
    // The Italian address never shows the English, nor the English address the Italian.
    expect(publicPageAt("/terms-of-a-test")).toBeNull();
    expect(publicPageAt(`/en/${original.slug}`)).toBeNull();
    expect(simplePageContent(original.slug, "it")?.original).toBeNull();
  });
});
