import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { articles, previewLinks, users } from "../../../db/schema";
import { photo, pngDeclaring, pngImage, windowsProgram } from "../../../tests/support/image-files";
import { imageAltText, uploadProblems } from "~/features/articles/content/article-images";
import { imageSourcesOf } from "~/features/articles/uploaded-images.server";
import { storeImageBytes } from "~/features/articles/uploads.server";
import { articleSections, articleTemplates } from "~/features/articles/content/article-templates";
import type { EditorView } from "~/features/articles/article-editor";
import {
  articleEditorPage,
  articlePreview,
  handleArticleAutosave,
  handleArticleDelete,
  handleArticlePost,
  handleBodyImageUpload,
} from "~/features/articles/article-editor.server";
import { imageUses } from "~/features/articles/image-usage.server";
import { articleListPage } from "~/features/articles/article-list.server";
import { articleCounts, createArticle, findArticle } from "~/features/articles/articles.server";
import { openPreviewLink } from "~/features/articles/preview-links.server";
import { bodyLimits } from "~/utils/form-body.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { articleSchema } from "~/features/articles/article-schema";
import { releaseSingleton } from "~/utils/singleton.server";
import { readToast } from "~/utils/toast.server";

let staff = { user: { id: "" } };
beforeAll(() => {
  // Without an image API, as on a fresh installation: images are placeholders drawn here
  // and publishing starts no cover generation.
  delete process.env.IMAGE_API_URL;
  delete process.env.IMAGE_API_KEY;
  releaseSingleton("env");
  migrateDatabase();
  staff = {
    user: {
      id: db
        .insert(users)
        .values({ email: "redazione@example.com", passwordHash: "x" })
        .returning()
        .get().id,
    },
  };
});

const post = (fields: Record<string, string>) =>
  new Request("http://localhost:3000/admin/articoli/nuovo", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

type Answer = {
  init: { status: number } | null;
  data: { alert: { title: string } | null; result?: { initialValue?: Record<string, unknown> } };
};

/** Runs `write` while the database refuses `statement`s on articles, as a full disk or a broken file would. */
async function whileRefusing<T>(
  statement: "insert" | "update" | "delete",
  write: () => Promise<T>,
) {
  db.run(
    sql.raw(
      `create trigger refuse_${statement} before ${statement} on articles begin select raise(abort, 'rifiutato'); end`,
    ),
  );
  try {
    return await write();
  } finally {
    db.run(sql.raw(`drop trigger refuse_${statement}`));
  }
}

test("a refused insert answers in the form with the spec's alert and what was typed", async () => {
  const fields = { title: "Non entra", category: "SEO", intent: "save", excerpt: "Scritto a mano" };
  const answer = (await whileRefusing("insert", () =>
    handleArticlePost(post(fields), staff, null),
  )) as unknown as Answer;
  expect(answer.init?.status).toBe(500);
  expect(answer.data.alert?.title).toBe("Errore durante la creazione");
  expect(answer.data.result?.initialValue).toMatchObject({
    title: "Non entra",
    excerpt: "Scritto a mano",
  });
  const draft = (await whileRefusing("insert", () =>
    handleArticlePost(post({ ...fields, intent: "draft" }), staff, null),
  )) as unknown as Answer;
  expect(draft.data.alert?.title).toBe("Errore durante il salvataggio");
});

test("a refused update answers with 'Errore durante l'aggiornamento'", async () => {
  const created = await createArticle(
    articleSchema().parse({ title: "Da aggiornare", category: "SEO" }),
    staff.user.id,
  );
  if (created.outcome !== "saved") throw new Error(created.outcome);
  const version = db.get<{ updated_at: number }>(
    sql`select updated_at from articles where id = ${created.id}`,
  ).updated_at;
  const fields = {
    title: "Aggiornato",
    category: "SEO",
    intent: "save",
    updated_at: String(version),
  };
  const answer = (await whileRefusing("update", () =>
    handleArticlePost(post(fields), staff, created.id),
  )) as unknown as Answer;
  expect(answer.init?.status).toBe(500);
  expect(answer.data.alert?.title).toBe("Errore durante l'aggiornamento");
});

test("a refused delete goes back to the list with 'Errore durante l'eliminazione' and its cause", async () => {
  const created = await createArticle(
    articleSchema().parse({ title: "Da non eliminare", category: "SEO" }),
    staff.user.id,
  );
  if (created.outcome !== "saved") throw new Error(created.outcome);
  const answer = await whileRefusing("delete", () => handleArticleDelete(created.id, staff));
  expect(answer.status).toBe(303);
  expect(answer.headers.get("Location")).toBe("/admin");
  const cookie = answer.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const { toast } = await readToast(
    new Request("http://localhost:3000/admin", { headers: { Cookie: cookie } }),
  );
  expect(toast).toMatchObject({
    type: "error",
    title: "Errore durante l'eliminazione",
    description: expect.stringMatching(/^Errore: /),
  });
});

test("an editor post past its limit (text and an image) is refused with 413 and nothing is read further", async () => {
  const content = "x".repeat(bodyLimits.articleForm);
  const answer = (await handleArticlePost(
    post({ title: "Grande", content }),
    staff,
    null,
  )) as unknown as Answer;
  expect(answer.init?.status).toBe(413);
});

test("a list that cannot be read becomes the page's load error", () => {
  db.run(sql`alter table articles rename to articles_altrove`);
  try {
    expect(articleListPage(new Request("http://localhost:3000/admin")).loadError).toBe(true);
  } finally {
    db.run(sql`alter table articles_altrove rename to articles`);
  }
  expect(articleListPage(new Request("http://localhost:3000/admin")).loadError).toBe(false);
});

type EditorAnswer = {
  init: { status: number } | null;
  data: {
    result?: { initialValue?: Record<string, string>; error?: Record<string, string[] | null> };
    view: EditorView;
    generated: { url: string; placeholder: boolean } | null;
  };
};

/** A post of a new article's editor that answers with the form again. */
const editorAnswer = async (request: Request) =>
  (await handleArticlePost(request, staff, null)) as unknown as EditorAnswer;

/** A save of a new article's editor, which redirects to the list. */
const savedStatus = async (request: Request) =>
  ((await handleArticlePost(request, staff, null)) as Response).status;

const storedBySlug = (slug: string) =>
  db.select().from(articles).where(eq(articles.slug, slug)).get();

const uploadsDir = () => getEnv().UPLOADS_DIR;
const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);

/** `fields` and the file input `image`, sent as a browser sends a form with a file: multipart, with its boundary. */
function multipart(fields: Record<string, string>, image: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("image", image);
  return new Request("http://localhost:3000/admin/articoli/nuovo", { method: "POST", body: form });
}

const withTitle = (template: { content: string }, title: string) =>
  `# ${title}\n\n${template.content}`;
const firstTemplate = articleTemplates[0];
const lista = articleTemplates.find((template) => template.id === "lista")!;
const faq = articleSections.find((section) => section.id === "faq")!;

describe("the editor's buttons other than saving", () => {
  test("'preview' shows the content rendered, keeps what was typed and stores nothing", async () => {
    const before = articleCounts().total;
    const content = "## Titolo\n\nUn paragrafo.";
    const answer = await editorAnswer(
      post({ intent: "preview", title: "Anteprima", category: "SEO", content }),
    );
    expect(answer.init?.status).toBe(200);
    expect(answer.data.view.tab).toBe("preview");
    expect(answer.data.view.previewHtml).toContain('<h2 id="titolo">');
    expect(answer.data.view.previewHtml).toContain("<p>Un paragrafo.</p>");
    expect(answer.data.view.bodyFormat).toEqual({ kind: "markdown" });
    expect(answer.data.result?.initialValue).toMatchObject({ title: "Anteprima", content });
    expect(articleCounts().total).toBe(before);
  });

  test("'preview' of Markdown with one tag says the body will be shown as HTML, naming the tag", async () => {
    const content = "## Titolo\n\nUn paragrafo con **grassetto**.\n\n<script>alert(1)</script>";
    const answer = await editorAnswer(
      post({ intent: "preview", title: "Anteprima", category: "SEO", content }),
    );
    expect(answer.data.view.bodyFormat).toEqual({ kind: "html", firstTag: "<script>" });
    expect(answer.data.view.previewHtml).toContain("**grassetto**");
  });

  test.each<{ when: string; fields: Record<string, string>; content: string; asks: boolean }>([
    {
      when: "'apply-template' on an empty content writes the template under the title",
      fields: { intent: "apply-template", content: "" },
      content: withTitle(firstTemplate, "Guida ai modelli"),
      asks: false,
    },
    {
      when: "'apply-template' on a content of blanks alone writes the template",
      fields: { intent: "apply-template", template: "lista", content: "  \n " },
      content: withTitle(lista, "Guida ai modelli"),
      asks: false,
    },
    {
      when: "'apply-template' over written content changes nothing and asks first",
      fields: { intent: "apply-template", template: "lista", content: "Già scritto." },
      content: "Già scritto.",
      asks: true,
    },
    {
      when: "'replace-template' replaces the content with the chosen template",
      fields: { intent: "replace-template", template: "lista", content: "Già scritto." },
      content: withTitle(lista, "Guida ai modelli"),
      asks: false,
    },
    {
      when: "a forged template id gets the first template",
      fields: { intent: "replace-template", template: "inventato", content: "Già scritto." },
      content: withTitle(firstTemplate, "Guida ai modelli"),
      asks: false,
    },
    {
      when: "'insert-section' appends the section after the text, past a blank line",
      fields: { intent: "insert-section", section: "faq", content: "Testo esistente.\n" },
      content: `Testo esistente.\n\n${faq.content}`,
      asks: false,
    },
  ])("$when", async ({ fields, content, asks }) => {
    const before = articleCounts().total;
    const answer = await editorAnswer(
      post({ title: "Guida ai modelli", category: "SEO", ...fields }),
    );
    expect(answer.init?.status).toBe(200);
    expect(answer.data.result?.initialValue).toMatchObject({ title: "Guida ai modelli", content });
    expect(answer.data.view).toMatchObject({ tab: "write", askReplaceTemplate: asks });
    expect(articleCounts().total).toBe(before);
  });

  test("'generate-image' without an image API stores a placeholder and puts it in the form", async () => {
    expect(getEnv().IMAGE_API_URL).toBeUndefined();
    const fields = {
      intent: "generate-image",
      title: "Con copertina",
      category: "SEO",
      image_prompt: "Un prato verde al mattino",
    };
    const answer = await editorAnswer(post(fields));
    expect(answer.init?.status).toBe(200);
    expect(answer.data.generated?.placeholder).toBe(true);
    const url = answer.data.result?.initialValue?.featured_image_url ?? "";
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.svg$/);
    expect(answer.data.generated?.url).toBe(url);
    expect(answer.data.view.imageNotice).toBe("Immagine placeholder");
    expect(answer.data.result?.initialValue).toMatchObject({ title: "Con copertina" });
    expect(fs.existsSync(path.join(uploadsDir(), path.basename(url)))).toBe(true);
  });

  test.each([
    { when: "empty", prompt: "   " },
    { when: "over 1000 characters", prompt: "x".repeat(1001) },
  ])(
    "'generate-image' with a prompt $when answers 400 next to the prompt and writes no file",
    async ({ prompt }) => {
      const files = storedFiles();
      const answer = await editorAnswer(
        post({ intent: "generate-image", title: "Senza immagine", image_prompt: prompt }),
      );
      expect(answer.init?.status).toBe(400);
      expect(answer.data.result?.error?.image_prompt).toHaveLength(1);
      expect(answer.data.generated).toBeNull();
      expect(storedFiles()).toEqual(files);
    },
  );
});

describe("an image sent with the form", () => {
  test("an accepted file becomes the article's image, with its size", async () => {
    const image = new File([new Uint8Array(pngImage(40, 30))], "copertina.png", {
      type: "image/png",
    });
    expect(
      await savedStatus(multipart({ intent: "draft", title: "Con file", category: "SEO" }, image)),
    ).toBe(303);
    const stored = storedBySlug("con-file");
    expect(stored?.featuredImageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(stored).toMatchObject({
      status: "draft",
      featuredImageWidth: 40,
      featuredImageHeight: 30,
    });
  });

  test("publishing with an uploaded cover asks for its text; given, it belongs to the image", async () => {
    const image = () =>
      new File([new Uint8Array(pngImage(40, 30))], "copertina.png", { type: "image/png" });
    const fields = { intent: "publish", title: "Con descrizione", category: "SEO" };
    const refused = await editorAnswer(multipart(fields, image()));
    expect(refused.init?.status).toBe(400);
    expect(refused.data.result?.error?.featured_image_alt).toEqual([imageAltText.missing]);
    expect(storedBySlug("con-descrizione")).toBeUndefined();
    // The refused post already stored the file: the form comes back with its address.
    const url = String(refused.data.result?.initialValue?.featured_image_url);
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(
      await savedStatus(
        post({ ...fields, featured_image_url: url, featured_image_alt: "Una scrivania in ordine" }),
      ),
    ).toBe(303);
    expect(storedBySlug("con-descrizione")?.status).toBe("published");
    expect(imageSourcesOf(url)?.alt).toBe("Una scrivania in ordine");
    const reopened = articleEditorPage(storedBySlug("con-descrizione")!.id);
    expect(reopened.values.featured_image_alt).toBe("Una scrivania in ordine");
  });

  test("an image the site fetched takes the title as its text, and keeps one it was given", async () => {
    const fetched = await storeImageBytes(await photo("jpeg", 64, 48));
    if (!fetched.ok) throw new Error(fetched.problem);
    const { url } = fetched.image;
    const fields = { intent: "publish", category: "SEO", featured_image_url: url };
    expect(await savedStatus(post({ ...fields, title: "Importato con foto" }))).toBe(303);
    expect(imageSourcesOf(url)?.alt).toBe("Importato con foto");
    expect(await savedStatus(post({ ...fields, title: "Un altro titolo" }))).toBe(303);
    expect(imageSourcesOf(url)?.alt).toBe("Importato con foto");
  });

  test("a program named .png is refused next to the field: nothing stored, no file written", async () => {
    const before = articleCounts().total;
    const files = storedFiles();
    const program = new File([new Uint8Array(windowsProgram())], "x.png", { type: "image/png" });
    const answer = await editorAnswer(
      multipart({ intent: "draft", title: "Con programma", category: "SEO" }, program),
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error?.image).toEqual([uploadProblems["not-an-image"]]);
    expect(answer.data.result?.initialValue).toMatchObject({ title: "Con programma" });
    expect(articleCounts().total).toBe(before);
    expect(storedBySlug("con-programma")).toBeUndefined();
    expect(storedFiles()).toEqual(files);
  });

  test.each(["draft", "preview"])(
    "a PNG declaring 2147483647 × 2147483647 is refused next to the field on '%s': nothing stored, no file written",
    async (intent) => {
      const files = storedFiles();
      const huge = new File([new Uint8Array(pngDeclaring(2147483647, 2147483647))], "enorme.png", {
        type: "image/png",
      });
      const answer = await editorAnswer(
        multipart(
          { intent, title: "Con bomba", category: "SEO", content: "Il testo resta." },
          huge,
        ),
      );
      expect(answer.init?.status).toBe(400);
      expect(answer.data.result?.error?.image).toEqual([uploadProblems["too-many-pixels"]]);
      expect(answer.data.result?.initialValue).toMatchObject({
        title: "Con bomba",
        content: "Il testo resta.",
      });
      expect(storedBySlug("con-bomba")).toBeUndefined();
      expect(storedFiles()).toEqual(files);
    },
  );

  test("a file input left empty is ignored", async () => {
    const files = storedFiles();
    const fields = {
      intent: "draft",
      title: "File vuoto",
      category: "SEO",
      featured_image_url: "https://cdn.example/a.jpg",
    };
    expect(await savedStatus(multipart(fields, new File([], "")))).toBe(303);
    expect(storedBySlug("file-vuoto")).toMatchObject({
      featuredImageUrl: "https://cdn.example/a.jpg",
      featuredImageWidth: null,
    });
    expect(storedFiles()).toEqual(files);
  });
});

type AutosaveBody = { state: string; id?: string; updatedAt?: number; message?: string };
type AutosaveAnswer = { status: number; body: AutosaveBody };

/** The autosave's answer with its status: 200 when it answers with the plain object. */
async function autosave(fields: Record<string, string>): Promise<AutosaveAnswer> {
  const answer = await handleArticleAutosave(post(fields), staff);
  return { status: answer.status, body: (await answer.json()) as AutosaveBody };
}

const savedId = (answer: AutosaveAnswer) => {
  if (answer.body.state !== "saved" || !answer.body.id)
    throw new Error(`non salvato: ${JSON.stringify(answer)}`);
  return answer.body.id;
};

describe("an image pasted into the text", () => {
  const upload = async (file: File) => {
    const form = new FormData();
    form.set("image", file);
    const answer = await handleBodyImageUpload(
      new Request("http://localhost:3000/admin/articoli/immagine-nel-testo", {
        method: "POST",
        body: form,
      }),
      staff,
    );
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };

  test("is stored with the cover's checks and, once the body that shows it is saved, counts as used", async () => {
    const image = new File([new Uint8Array(pngImage(60, 40))], "grafico.png", {
      type: "image/png",
    });
    const { status, body } = await upload(image);
    expect(status).toBe(200);
    const url = String(body.url);
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(imageSourcesOf(url)).toMatchObject({ width: 60, height: 40 });
    const name = url.slice("/uploads/".length);
    expect(imageUses().get(name)).toBeUndefined();
    const fields = { intent: "draft", title: "Con immagine nel testo", category: "SEO" };
    expect(await savedStatus(post({ ...fields, content: `Prima.\n\n![Un grafico](${url})` }))).toBe(
      303,
    );
    expect(imageUses().get(name)).toEqual([
      expect.objectContaining({ title: "Con immagine nel testo", where: "current" }),
    ]);
  });

  test("a program named .png is refused with the cover's message and no file written", async () => {
    const files = storedFiles();
    const program = new File([new Uint8Array(windowsProgram())], "foto.png", {
      type: "image/png",
    });
    const { status, body } = await upload(program);
    expect(status).toBe(422);
    expect(body).toEqual({ url: null, message: uploadProblems["not-an-image"] });
    expect(storedFiles()).toEqual(files);
  });
});

describe("saving", () => {
  test("a new article's form carrying the id of its autosave updates that article instead of adding one", async () => {
    const id = savedId(
      await autosave({ title: "Scritto con calma", category: "SEO", content: "Prima stesura" }),
    );
    const before = articleCounts().total;
    const version = String(findArticle(id)!.updatedAt.getTime());
    const fields = {
      id,
      updated_at: version,
      intent: "publish",
      title: "Scritto con calma",
      category: "SEO",
      content: "Versione finale",
    };
    expect(await savedStatus(post(fields))).toBe(303);
    expect(articleCounts().total).toBe(before);
    expect(findArticle(id)).toMatchObject({ status: "published", content: "Versione finale" });
  });

  test.each([
    {
      via: "the editor's post",
      slug: "a-capo-editor",
      save: (fields: Record<string, string>) => savedStatus(post({ ...fields, intent: "draft" })),
    },
    {
      via: "the autosave",
      slug: "a-capo-automatico",
      save: (fields: Record<string, string>) => autosave(fields),
    },
  ])("a textarea's CRLF line breaks are stored as LF ($via)", async ({ slug, save }) => {
    await save({
      title: slug,
      slug,
      category: "SEO",
      excerpt: "Riga uno\r\nriga due",
      content: "Primo\r\n\r\nSecondo\r\n",
    });
    expect(storedBySlug(slug)).toMatchObject({
      excerpt: "Riga uno\nriga due",
      content: "Primo\n\nSecondo\n",
    });
  });

  test.each([
    {
      via: "the editor's post",
      slug: "estratto-editor",
      save: (fields: Record<string, string>) => savedStatus(post({ ...fields, intent: "draft" })),
    },
    {
      via: "the autosave",
      slug: "estratto-automatico",
      save: (fields: Record<string, string>) => autosave(fields),
    },
  ])("an excerpt is stored as plain text, its tags taken out ($via)", async ({ slug, save }) => {
    await save({
      title: slug,
      slug,
      category: "SEO",
      excerpt: "<p>Il <b>nuovo</b> servizio</p></script><script>alert(1)</script>",
      content: "Testo",
    });
    expect(storedBySlug(slug)).toMatchObject({ excerpt: "Il nuovo servizio" });
  });
});

describe("the autosave", () => {
  test("creates a draft, then keeps saving over it while it is the version it saved", async () => {
    const first = await autosave({ title: "Bozza automatica", category: "SEO", content: "Inizio" });
    expect(first).toMatchObject({
      status: 200,
      body: { state: "saved", id: expect.any(String), updatedAt: expect.any(Number) },
    });
    const id = savedId(first);
    expect(findArticle(id)).toMatchObject({ status: "draft", content: "Inizio" });

    const version = String(first.body.updatedAt);
    const second = await autosave({
      id,
      updated_at: version,
      title: "Bozza automatica",
      category: "SEO",
      content: "Inizio e seguito",
    });
    expect(second).toMatchObject({ status: 200, body: { state: "saved", id } });
    expect(second.body.updatedAt).toBeGreaterThan(first.body.updatedAt!);
    expect(findArticle(id)).toMatchObject({ status: "draft", content: "Inizio e seguito" });
  });

  test("stores a draft even when the post asks to publish", async () => {
    const id = savedId(
      await autosave({
        title: "Non pubblicare",
        category: "SEO",
        intent: "publish",
        status: "published",
      }),
    );
    expect(findArticle(id)).toMatchObject({ status: "draft", publishedAt: null });
  });

  test.each([
    {
      when: "the article is published",
      title: "Online",
      intent: "publish",
      opened: (updatedAt: number) => updatedAt,
    },
    {
      when: "someone saved a newer version",
      title: "Superato",
      intent: "draft",
      opened: (updatedAt: number) => updatedAt - 1,
    },
  ])("stops with 409 and changes nothing when $when", async ({ title, intent, opened }) => {
    const created = await createArticle(
      articleSchema().parse({ title, category: "SEO", intent }),
      staff.user.id,
    );
    if (created.outcome !== "saved") throw new Error(created.outcome);
    const before = findArticle(created.id);
    const fields = {
      id: created.id,
      updated_at: String(opened(created.updatedAt)),
      title: "Sovrascritto",
      category: "SEO",
    };
    expect(await autosave(fields)).toMatchObject({ status: 409, body: { state: "stopped" } });
    expect(findArticle(created.id)).toEqual(before);
  });

  test.each<{ when: string; fields: Record<string, string>; status: number; state: string }>([
    {
      when: "the title is missing",
      fields: { category: "SEO", content: "Senza titolo" },
      status: 400,
      state: "failed",
    },
    {
      when: "the id names no article",
      fields: { id: "nessuno", updated_at: "1", title: "Sparito", category: "SEO" },
      status: 404,
      state: "stopped",
    },
  ])("answers $status '$state' when $when, storing nothing", async ({ fields, status, state }) => {
    const before = articleCounts().total;
    expect(await autosave(fields)).toMatchObject({
      status,
      body: { state, message: expect.any(String) },
    });
    expect(articleCounts().total).toBe(before);
  });
});

describe("the live preview", () => {
  test.each([
    { content: "## Titolo\n\nTesto.", contains: '<h2 id="titolo">', lacks: "##" },
    { content: "<img src=x onerror=alert(1)>", contains: '<img src="x"', lacks: "onerror" },
    { content: "<script>alert(1)</script>Testo", contains: "Testo", lacks: "<script" },
  ])(
    "renders $content as the article's page does, safely",
    async ({ content, contains, lacks }) => {
      const answer = (await articlePreview(post({ title: "Anteprima dal vivo", content }))) as {
        html: string | null;
      };
      expect(answer.html).toContain(contains);
      expect(answer.html).not.toContain(lacks);
    },
  );

  test("answers how the body will be shown, by the renderer's own rule", async () => {
    const preview = async (content: string) =>
      ((await articlePreview(post({ title: "", content }))) as { format: unknown }).format;
    expect(await preview("## Titolo\n\nTesto con `<div>` in codice.")).toEqual({
      kind: "markdown",
    });
    expect(await preview("## Titolo\n\nTesto.\n\n<script>alert(1)</script>")).toEqual({
      kind: "html",
      firstTag: "<script>",
    });
  });
});

describe("the save's one-time message", () => {
  const savedToast = async (fields: Record<string, string>) => {
    const answer = (await handleArticlePost(
      post({ category: "SEO", ...fields }),
      staff,
      null,
    )) as Response;
    expect(answer.headers.get("Location")).toBe("/admin");
    const cookie = answer.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    return (
      await readToast(new Request("http://localhost:3000/admin", { headers: { Cookie: cookie } }))
    ).toast;
  };

  test("says when the body will be shown as HTML, after the save's own words", async () => {
    const content = "## Guida\n\nTesto in **Markdown**.\n\n<script>alert(1)</script>";
    expect(
      await savedToast({ title: "Pubblicato con un tag", intent: "publish", content }),
    ).toEqual({
      type: "success",
      title: "Articolo pubblicato!",
      description:
        "L'articolo è ora visibile sul blog. Il contenuto contiene HTML (primo tag: <script>): verrà mostrato come HTML, senza convertire il Markdown.",
    });
    expect(
      (await savedToast({ title: "Bozza con un tag", intent: "draft", content }))?.description,
    ).toBe(
      "Puoi riprenderla quando vuoi dalla lista degli articoli. Il contenuto contiene HTML (primo tag: <script>): verrà mostrato come HTML, senza convertire il Markdown.",
    );
  });

  test("is the spec's alone for a Markdown body", async () => {
    const content = "## Guida\n\nTesto in **Markdown** con <https://example.com>.";
    expect(
      await savedToast({ title: "Pubblicato in Markdown", intent: "publish", content }),
    ).toEqual({
      type: "success",
      title: "Articolo pubblicato!",
      description: "L'articolo è ora visibile sul blog",
    });
  });
});

describe("the 'Link di anteprima' section", () => {
  type LinkAnswer = {
    init: { status: number } | null;
    data: {
      previewLink: {
        result: { error?: Record<string, string[]> };
        created: { url: string; until: string } | null;
      };
    };
  };

  let shown = 0;
  async function article() {
    shown += 1;
    const created = await createArticle(
      articleSchema().parse({ title: `Da mostrare al cliente ${shown}`, category: "SEO" }),
      staff.user.id,
    );
    if (created.outcome !== "saved") throw new Error(created.outcome);
    return created.id;
  }

  const toastOf = async (answer: Response) =>
    (
      await readToast(
        new Request("http://localhost:3000/admin", {
          headers: { Cookie: answer.headers.get("Set-Cookie")?.split(";")[0] ?? "" },
        }),
      )
    ).toast;

  test("creating answers with the whole link once; the editor then lists only its start, expiry and opens", async () => {
    const id = await article();
    const answer = (await handleArticlePost(
      post({ intent: "create-preview-link", days: "7" }),
      staff,
      id,
    )) as unknown as LinkAnswer;
    expect(answer.init?.status ?? 200).toBe(200);
    const created = answer.data.previewLink.created;
    const token = /^http:\/\/localhost:3000\/anteprima\/([\w-]{43})$/.exec(created?.url ?? "")?.[1];
    expect(token).toBeDefined();
    expect(created?.until).toMatch(/ alle ore /);

    const page = articleEditorPage(id);
    expect(page.previewLink).toMatchObject({
      start: `/anteprima/${token!.slice(0, 8)}…`,
      expires: created?.until,
      expired: false,
      opens: 0,
      lastOpened: null,
    });
    expect(JSON.stringify(page)).not.toContain(token);

    await openPreviewLink(token!);
    expect(articleEditorPage(id).previewLink).toMatchObject({
      opens: 1,
      lastOpened: expect.stringMatching(/ alle ore /),
    });
  });

  test("a validity not offered is refused by its field, and nothing is stored", async () => {
    const id = await article();
    const answer = (await handleArticlePost(
      post({ intent: "create-preview-link", days: "365" }),
      staff,
      id,
    )) as unknown as LinkAnswer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.previewLink.result.error?.days).toEqual([
      "Scegli per quanti giorni vale il link.",
    ]);
    expect(articleEditorPage(id).previewLink).toBeNull();
  });

  test("revoking goes back to the editor with its message; a link already gone says so", async () => {
    const id = await article();
    await handleArticlePost(post({ intent: "create-preview-link", days: "1" }), staff, id);
    const link = String(articleEditorPage(id).previewLink?.id);
    const revoke = () =>
      handleArticlePost(
        post({ intent: "revoke-preview-link", link }),
        staff,
        id,
      ) as Promise<Response>;

    const first = await revoke();
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe(`/admin/articoli/${id}`);
    expect(await toastOf(first)).toMatchObject({ title: "Link di anteprima revocato" });
    expect(articleEditorPage(id).previewLink).toBeNull();
    expect(await toastOf(await revoke())).toMatchObject({ title: "Link di anteprima non trovato" });
  });

  test("a new article's form has no link to make: the post is the article's, refused", async () => {
    const links = db.select().from(previewLinks).all().length;
    const answer = (await handleArticlePost(
      post({ intent: "create-preview-link", days: "7", title: "Nuovo", category: "SEO" }),
      staff,
      null,
    )) as unknown as Answer;
    expect(answer.init?.status).toBe(400);
    expect(db.select().from(previewLinks).all()).toHaveLength(links);
  });
});
