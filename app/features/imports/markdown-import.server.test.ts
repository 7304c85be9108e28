import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { articles, importJobs, users } from "../../../db/schema";
import { importFailures } from "~/features/imports/content/markdown-import";
import { db, migrateDatabase } from "~/utils/db.server";
import { deriveImport } from "~/features/imports/markdown-import";
import {
  importJobView,
  resumeMarkdownImports,
  startMarkdownImport,
  stopMarkdownImports,
} from "~/features/imports/markdown-import.server";
import { uploadedImageSize } from "~/features/articles/uploads.server";
import { setEnv } from "../../../tests/support/env";
import { modelSeo, startFakeAiApi, type FakeAiApi } from "../../../tests/support/fake-ai-api";
import { activityAbout } from "../../../tests/support/activity";
import { logger } from "~/utils/logger.server";

let ai: FakeAiApi;
let userId: string;

const withoutServices = () =>
  setEnv({ AI_API_URL: undefined, AI_API_KEY: undefined, IMAGE_API_URL: undefined });
const withModel = () =>
  setEnv({ AI_API_URL: ai.url, AI_API_KEY: "chiave-di-prova", IMAGE_API_URL: undefined });

beforeAll(async () => {
  migrateDatabase();
  ai = await startFakeAiApi();
  userId = db
    .insert(users)
    .values({ email: "import@example.com", passwordHash: "x" })
    .returning()
    .get().id;
});

beforeEach(() => {
  vi.spyOn(logger, "error").mockImplementation(() => undefined);
  withoutServices();
});

afterEach(async () => {
  await stopMarkdownImports();
  vi.restoreAllMocks();
});

afterAll(async () => {
  withoutServices();
  await ai.close();
});

let files = 0;
const source = (title: string, body: string) => `# ${title}\n\n${body}\n`;
const body =
  "Una strategia di contenuti parte dagli obiettivi perchè senza obiettivi non si misura nulla. " +
  "I contenuti migliori rispondono alle domande dei clienti. Le campagne si misurano ogni settimana.\n\n" +
  "## Il calendario\n\nIl calendario editoriale tiene insieme canali, contenuti e campagne.";

function start(title: string, text = source(title, body), category = "SEO") {
  files += 1;
  return startMarkdownImport({ fileName: `articolo-${files}.md`, category, source: text, userId });
}

/** Waits for job `id` to leave 'running'. */
async function settled(id: string) {
  await vi.waitFor(() => expect(importJobView(id)?.status).not.toBe("running"), {
    timeout: 10_000,
    interval: 20,
  });
  return importJobView(id);
}

const articleTitled = (title: string) =>
  db.select().from(articles).where(eq(articles.title, title)).all();

describe("an import", () => {
  test("without a model or an image service runs the five steps and publishes the derived article with a placeholder", async () => {
    const title = "Strategia senza servizi";
    const text = source(title, body);
    const job = await settled(start(title, text));
    expect(job).toMatchObject({
      status: "done",
      stepsDone: 5,
      placeholderImage: true,
      error: null,
      articleSlug: "strategia-senza-servizi",
    });

    const derived = deriveImport("articolo.md", text);
    const [article] = articleTitled(title);
    expect(article).toMatchObject({
      id: job?.articleId,
      slug: "strategia-senza-servizi",
      status: "published",
      category: "SEO",
      authorId: userId,
      content: derived.content,
      excerpt: derived.excerpt,
      metaTitle: derived.metaTitle,
      metaDescription: derived.metaDescription,
      keywords: derived.keywords,
      featuredImageWidth: 800,
      featuredImageHeight: 400,
    });
    expect(article?.publishedAt).toBeInstanceOf(Date);
    expect(article?.featuredImageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.svg$/);
    expect(await uploadedImageSize(article?.featuredImageUrl ?? "")).toEqual({
      width: 800,
      height: 400,
    });
    expect(activityAbout(title)).toMatchObject([
      { action: "article-created", userId, actor: "import@example.com" },
      { action: "article-published", userId, actor: "import@example.com" },
    ]);
    // The uploaded text is not kept once the article holds it.
    expect(
      db
        .select({ source: importJobs.source })
        .from(importJobs)
        .where(eq(importJobs.id, job?.id ?? ""))
        .get(),
    ).toEqual({ source: "" });
  });

  test("with a model takes its tidied text and its SEO metadata", async () => {
    withModel();
    const title = "Strategia con il modello";
    await settled(start(title));
    const [article] = articleTitled(title);
    expect(article).toMatchObject({
      excerpt: modelSeo.excerpt,
      metaTitle: modelSeo.metaTitle,
      metaDescription: modelSeo.metaDescription,
      keywords: modelSeo.keywords.join(", "),
    });
    expect(article?.content).toContain("obiettivi perché senza obiettivi");
  });

  test("a title already taken gets the next free slug", async () => {
    const title = "Titolo ripetuto";
    await settled(start(title));
    await settled(start(title));
    await settled(start(title));
    expect(
      articleTitled(title)
        .map((article) => article.slug)
        .sort(),
    ).toEqual(["titolo-ripetuto", "titolo-ripetuto-2", "titolo-ripetuto-3"]);
  });

  test("a finished import tells whether its body is shown as HTML: one tag in the file makes it so", async () => {
    const markdownJob = await settled(start("Importato in Markdown"));
    expect(markdownJob).toMatchObject({ status: "done", bodyFormat: { kind: "markdown" } });
    const htmlJob = await settled(
      start(
        "Importato con un tag",
        source(
          "Importato con un tag",
          `${body}\n\n<details>\n<summary>Altro</summary>\n</details>`,
        ),
      ),
    );
    expect(htmlJob).toMatchObject({
      status: "done",
      bodyFormat: { kind: "html", firstTag: "<details>" },
    });
    expect(htmlJob).not.toHaveProperty("articleContent");
  });

  test("a file with only a title fails with the reason, at the first step, and writes no article", async () => {
    const title = "Soltanto un titolo";
    const job = await settled(start(title, `# ${title}\n\n`));
    expect(job).toMatchObject({
      status: "failed",
      stepsDone: 0,
      error: importFailures.noText,
      articleId: null,
    });
    expect(articleTitled(title)).toHaveLength(0);
  });
});

describe("a server that stops and starts again", () => {
  test("stopping mid-import leaves the job running at its last finished step, with no article", async () => {
    withModel();
    const title = "Interrotto dal riavvio";
    const id = start(title, source(title, `${body}\n\nia-lenta`));
    await vi.waitFor(() => expect(importJobView(id)?.stepsDone).toBe(1), {
      timeout: 5_000,
      interval: 20,
    });
    await stopMarkdownImports();
    expect(importJobView(id)).toMatchObject({ status: "running", stepsDone: 1 });
    expect(articleTitled(title)).toHaveLength(0);
  });

  test("a job left running carries on after its last step, with what the earlier steps stored", async () => {
    const title = "Ripreso dopo il riavvio";
    const seo = {
      excerpt: "Estratto salvato.",
      metaTitle: "Meta salvato",
      metaDescription: "Descrizione salvata.",
      keywords: "salvato",
    };
    const { id } = db
      .insert(importJobs)
      .values({
        fileName: "ripreso.md",
        category: "Analytics",
        source: source(title, body),
        stepsDone: 3,
        progress: { title, content: "Il testo già ottimizzato.", seo },
        createdBy: userId,
      })
      .returning({ id: importJobs.id })
      .get();
    expect(resumeMarkdownImports()).toBeGreaterThanOrEqual(1);
    expect(await settled(id)).toMatchObject({ status: "done", stepsDone: 5 });
    expect(articleTitled(title)).toMatchObject([
      {
        content: "Il testo già ottimizzato.",
        excerpt: seo.excerpt,
        metaTitle: seo.metaTitle,
        category: "Analytics",
      },
    ]);
  });
});
