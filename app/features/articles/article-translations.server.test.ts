import { beforeAll, describe, expect, test } from "vitest";
import { users } from "../../../db/schema";
import { createArticle, findArticle, updateArticle } from "~/features/articles/articles.server";
import {
  createEnglishTranslation,
  englishMarks,
  translationPanel,
} from "~/features/articles/article-translations.server";
import { articleSchema, type ArticleInput } from "~/features/articles/article-schema";
import { byUser } from "~/features/articles/revisions.server";
import { db, migrateDatabase } from "~/utils/db.server";

let authorId = "";
beforeAll(() => {
  migrateDatabase();
  authorId = db
    .insert(users)
    .values({ email: "traduttrice@example.com", passwordHash: "x" })
    .returning()
    .get().id;
});

const input = (fields: Record<string, string>): ArticleInput =>
  articleSchema().parse({ category: "Branding", intent: "publish", ...fields });

async function italianArticle(title: string) {
  const created = await createArticle(input({ title, content: "Il marchio parla." }), authorId);
  if (created.outcome !== "saved") throw new Error(created.outcome);
  return findArticle(created.id)!;
}

function translate(id: string) {
  const started = createEnglishTranslation(findArticle(id)!, byUser(authorId, "editor"));
  if (started.outcome !== "created") throw new Error(started.outcome);
  return findArticle(started.id)!;
}

describe("an article's English translation", () => {
  test("starts as an English draft copy in the original's group, made from its revision", async () => {
    const original = await italianArticle("Un marchio che resta");
    const english = translate(original.id);
    expect(english).toMatchObject({
      language: "en",
      status: "draft",
      slug: original.slug,
      title: original.title,
      content: original.content,
      translationGroup: original.id,
      translatedFromSeq: 1,
    });
    expect(findArticle(original.id)?.translationGroup).toBe(original.id);
    // A second post finds the one that exists; a translation has none of its own.
    expect(createEnglishTranslation(findArticle(original.id)!, byUser(authorId, "editor"))).toEqual(
      { outcome: "exists", id: english.id },
    );
    expect(createEnglishTranslation(english, byUser(authorId, "editor"))).toEqual({
      outcome: "not-italian",
    });
    expect(translationPanel(findArticle(original.id)!)).toMatchObject({
      kind: "original",
      translation: { id: english.id, status: "draft", stale: false },
    });
    expect(translationPanel(english)).toMatchObject({
      kind: "translation",
      original: { id: original.id, title: "Un marchio che resta" },
      stale: false,
    });
  });

  test("is to be brought up to date once the Italian changes, and is again once saved", async () => {
    const original = await italianArticle("Colori di stagione");
    const english = translate(original.id);
    const current = findArticle(original.id)!;
    await updateArticle(
      current,
      input({ title: "Colori di stagione", content: "Il marchio cambia colore." }),
      current.updatedAt.getTime(),
      byUser(authorId, "editor"),
    );
    expect(translationPanel(english)).toMatchObject({ stale: true });
    expect(englishMarks([english.id, original.id])).toEqual(
      new Map([[english.id, { stale: true }]]),
    );

    // An autosave is no one's word that the translation follows the original.
    await updateArticle(
      english,
      input({ title: "Seasonal colours", intent: "draft" }),
      english.updatedAt.getTime(),
      byUser(authorId, "autosave"),
      { draftOnly: true },
    );
    const autosaved = findArticle(english.id)!;
    expect(translationPanel(autosaved)).toMatchObject({ stale: true });

    await updateArticle(
      autosaved,
      input({ title: "Seasonal colours", slug: "seasonal-colours", content: "The brand changes." }),
      autosaved.updatedAt.getTime(),
      byUser(authorId, "editor"),
    );
    const translated = findArticle(english.id)!;
    expect(translated).toMatchObject({ status: "published", slug: "seasonal-colours" });
    expect(translationPanel(translated)).toMatchObject({ stale: false });
    expect(englishMarks([english.id])).toEqual(new Map([[english.id, { stale: false }]]));
  });
});
