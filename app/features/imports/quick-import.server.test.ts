import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { articles, users } from "../../../db/schema";
import { db, migrateDatabase } from "~/utils/db.server";
import { bodyLimits } from "~/utils/form-body.server";
import { handleQuickImport } from "~/features/imports/quick-import.server";
import { activityAbout } from "../../../tests/support/activity";
import { readToast } from "~/utils/toast.server";

let staff = { user: { id: "" } };
beforeAll(() => {
  migrateDatabase();
  staff = {
    user: {
      id: db
        .insert(users)
        .values({ email: "importazioni@example.com", passwordHash: "x" })
        .returning()
        .get().id,
    },
  };
});

// Browsers post multipart text with CRLF line breaks, as FormData serializes it here.
const crlf = (text: string) => text.replace(/\n/g, "\r\n");

// Posted as bytes, as a server receives them. With a FormData body, Node 24's fetch keeps
// pushing the rest of it into the stream after the reader of an oversized post has cancelled
// it, an unhandled rejection that a request off the network never causes.
const post = async (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const multipart = new Response(form);
  return new Request("http://localhost:3000/admin/importa", {
    method: "POST",
    headers: { "Content-Type": multipart.headers.get("Content-Type") ?? "" },
    body: await multipart.arrayBuffer(),
  });
};

type Answer = {
  init: { status: number } | null;
  data: {
    result?: { initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> };
    alert: { title: string; description: string } | null;
    preview: boolean;
    format: unknown;
  };
};

/** The form shown again. */
const run = async (fields: Record<string, string>) =>
  (await handleQuickImport(await post(fields), staff)) as unknown as Answer;
/** A save that went through: the redirect to the list. */
const save = async (fields: Record<string, string>) =>
  (await handleQuickImport(await post(fields), staff)) as Response;
const stored = (title: string) => db.select().from(articles).where(eq(articles.title, title)).all();

const doc = (title: string, ...lines: string[]) => [`# ${title}`, "", ...lines].join("\n");

test("'Estrai' fills title, excerpt and a named category, keeping the document and a chosen category otherwise", async () => {
  const document = doc("Una guida di Branding", "Primo paragrafo.", "", "Secondo.");
  const answer = await run({ document, title: "", excerpt: "", category: "", intent: "extract" });
  expect(answer.init?.status ?? 200).toBe(200);
  expect(answer.data.preview).toBe(false);
  expect(answer.data.result?.initialValue).toEqual({
    document: crlf(document),
    title: "Una guida di Branding",
    excerpt: "Primo paragrafo.\n\nSecondo.",
    category: "Branding",
  });
  const unnamed = await run({
    document: doc("Senza categoria", "Testo."),
    title: "Vecchio",
    excerpt: "",
    category: "Case Study",
    intent: "extract",
  });
  expect(unnamed.data.result?.initialValue).toMatchObject({
    title: "Senza categoria",
    category: "Case Study",
  });
  // An empty document gives nothing: what was typed stays.
  const empty = await run({
    document: "",
    title: "Scritto a mano",
    excerpt: "Mio",
    category: "",
    intent: "extract",
  });
  expect(empty.data.result?.initialValue).toMatchObject({
    title: "Scritto a mano",
    excerpt: "Mio",
  });
});

test("'Anteprima' and 'Nascondi' show the form again as typed, with and without the preview", async () => {
  const fields = {
    document: doc("Titolo", "Testo."),
    title: "Cambiato a mano",
    excerpt: "Estratto mio",
    category: "Branding",
  };
  const shown = await run({ ...fields, intent: "preview" });
  expect(shown.data.preview).toBe(true);
  expect(shown.data.result?.initialValue).toEqual({ ...fields, document: crlf(fields.document) });
  const hidden = await run({ ...fields, intent: "hide" });
  expect(hidden.data.preview).toBe(false);
  expect(hidden.data.result?.initialValue).toEqual({ ...fields, document: crlf(fields.document) });
  expect(stored("Cambiato a mano")).toHaveLength(0);
});

test("'Anteprima' says how the body will be shown: as HTML once it holds a tag, the title line aside", async () => {
  const fields = { title: "Titolo", excerpt: "", category: "Branding", intent: "preview" };
  const markdown = await run({ ...fields, document: "<b>Titolo</b>\n\nTesto in **Markdown**." });
  expect(markdown.data.format).toEqual({ kind: "markdown" });
  const html = await run({
    ...fields,
    document: "Titolo\n\nTesto in **Markdown**.\n\n<script>alert(1)</script>",
  });
  expect(html.data.format).toEqual({ kind: "html", firstTag: "<script>" });
});

test("'Pubblica Subito' stores the article published, with the spec's SEO columns, and returns to the list", async () => {
  const content = `  ${"Parola ".repeat(40)}  `;
  const answer = await save({
    document: doc("Media Literacy a scuola", content, "Seconda riga."),
    title: "  Media Literacy a scuola  ",
    excerpt: "  Un estratto.  ",
    category: "Media Literacy",
    intent: "publish",
  });
  const [article] = stored("Media Literacy a scuola");
  expect(article).toMatchObject({
    slug: "media-literacy-a-scuola",
    excerpt: "Un estratto.",
    content: `${"Parola ".repeat(40)}  \n\nSeconda riga.`,
    category: "Media Literacy",
    metaTitle: "Media Literacy a scuola",
    metaDescription: "Un estratto.",
    keywords: "media literacy",
    featuredImageUrl: "",
    status: "published",
  });
  expect(article?.publishedAt).toBeInstanceOf(Date);
  expect(answer.status).toBe(303);
  expect(answer.headers.get("Location")).toBe("/admin");
  const cookie = answer.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const { toast } = await readToast(
    new Request("http://localhost:3000/admin", { headers: { Cookie: cookie } }),
  );
  expect(toast).toMatchObject({ type: "success", title: "Articolo pubblicato!" });
  expect(activityAbout("Media Literacy a scuola")).toMatchObject([
    { action: "article-created", userId: staff.user.id, actor: "importazioni@example.com" },
    { action: "article-published", userId: staff.user.id, actor: "importazioni@example.com" },
  ]);
});

test("'Salva Bozza' stores a draft, and the same title again gets -2, then -3", async () => {
  const fields = {
    document: doc("Bozza ripetuta", "Testo."),
    title: "Bozza ripetuta",
    excerpt: "   ",
    category: "Case Study",
  };
  const first = await save({ ...fields, intent: "draft" });
  expect(first.headers.get("Location")).toBe("/admin");
  const cookie = first.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const { toast } = await readToast(
    new Request("http://localhost:3000/admin", { headers: { Cookie: cookie } }),
  );
  expect(toast).toMatchObject({ title: "Bozza salvata!" });
  await save({ ...fields, intent: "draft" });
  await save({ ...fields, intent: "publish" });
  // An excerpt of spaces is an empty one, like any optional field.
  const slugs = stored("Bozza ripetuta").map((article) => [
    article.slug,
    article.status,
    article.publishedAt === null,
    article.excerpt,
  ]);
  expect(slugs).toEqual([
    ["bozza-ripetuta", "draft", true, ""],
    ["bozza-ripetuta-2", "draft", true, ""],
    ["bozza-ripetuta-3", "published", false, ""],
  ]);
});

test("a save whose body will be shown as HTML says so in its one-time message", async () => {
  const answer = await save({
    document: doc(
      "Importato con un tag",
      "Testo in **Markdown**.",
      "",
      "<script>alert(1)</script>",
    ),
    title: "Importato con un tag",
    excerpt: "",
    category: "Branding",
    intent: "publish",
  });
  expect(answer.headers.get("Location")).toBe("/admin");
  const cookie = answer.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const { toast } = await readToast(
    new Request("http://localhost:3000/admin", { headers: { Cookie: cookie } }),
  );
  expect(toast?.title).toBe("Articolo pubblicato!");
  expect(toast?.description).toMatch(
    /^L'articolo è ora visibile sul blog\. Il contenuto contiene HTML \(primo tag: <script>\)/,
  );
});

test("a taken slug at the length limit is shortened to fit its suffix", async () => {
  // 200 characters, whose slug cut for "-2" would end in a hyphen.
  const title = `${"lungo ".repeat(33)}ab`;
  const fields = {
    document: doc(title, "Testo."),
    title,
    excerpt: "",
    category: "Branding",
    intent: "draft",
  };
  await save(fields);
  await save(fields);
  const [, second] = stored(title);
  expect(second?.slug).toBe(`${"lungo-".repeat(32)}lungo-2`);
});

test("missing title, content and category: 400, the spec's alert, a message by each, what was typed kept, nothing stored", async () => {
  const fields = {
    document: "Solo un titolo\n\n",
    title: "  ",
    excerpt: "Estratto scritto",
    category: "",
    intent: "publish",
  };
  const answer = await run(fields);
  expect(answer.init?.status).toBe(400);
  expect(answer.data.alert).toEqual({
    title: "Errore validazione",
    description: "Compila tutti i campi obbligatori (titolo, contenuto, categoria)",
  });
  expect(answer.data.result?.error).toMatchObject({
    title: ["Inserisci il titolo."],
    document: ["Incolla un documento con almeno una riga di contenuto dopo il titolo."],
    category: ["Seleziona una categoria."],
  });
  expect(answer.data.result?.initialValue).toMatchObject({
    document: "Solo un titolo\r\n\r\n",
    excerpt: "Estratto scritto",
  });
  expect(stored("Solo un titolo")).toHaveLength(0);
});

test("values past the article's limits, a forged category or a title without letters are refused by their fields", async () => {
  const answer = await run({
    document: doc("Troppo", "Testo."),
    title: "t".repeat(201),
    excerpt: "e".repeat(301),
    category: "SEO",
    intent: "draft",
  });
  expect(answer.init?.status).toBe(400);
  expect(answer.data.alert?.description).toBe("Correggi i campi segnalati e riprova.");
  expect(answer.data.result?.error).toMatchObject({
    title: ["Il titolo può contenere al massimo 200 caratteri."],
    excerpt: ["L'estratto può contenere al massimo 300 caratteri."],
    category: ["Seleziona una categoria dell'elenco."],
  });
  const symbols = await run({
    document: doc("!!!", "Testo."),
    title: "!!!",
    excerpt: "",
    category: "Branding",
    intent: "draft",
  });
  expect(symbols.data.result?.error?.title?.[0]).toMatch(/almeno una lettera o un numero/);
});

test("a post over the body limit is refused with 413 and the unreadable-form alert", async () => {
  const answer = await run({
    document: "x".repeat(bodyLimits.quickImport + 1),
    title: "Enorme",
    category: "Branding",
    intent: "draft",
  });
  expect(answer.init?.status).toBe(413);
  expect(answer.data.alert?.title).toBe("Invio troppo grande");
  expect(stored("Enorme")).toHaveLength(0);
});

test("a refused insert answers 500 with the alert and what was typed", async () => {
  db.run(
    sql.raw(
      "create trigger refuse_import before insert on articles begin select raise(abort, 'rifiutato'); end",
    ),
  );
  try {
    const answer = await run({
      document: doc("Rifiutato", "Testo."),
      title: "Rifiutato",
      excerpt: "",
      category: "Branding",
      intent: "draft",
    });
    expect(answer.init?.status).toBe(500);
    expect(answer.data.alert?.title).toBe("Errore durante il salvataggio");
    expect(answer.data.result?.initialValue).toMatchObject({
      title: "Rifiutato",
      category: "Branding",
    });
  } finally {
    db.run(sql.raw("drop trigger refuse_import"));
  }
});
