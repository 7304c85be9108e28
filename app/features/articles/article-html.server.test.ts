import { HtmlValidate } from "html-validate";
import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, test } from "vitest";
import { xssPayloads } from "../../../tests/fixtures/xss-payloads";
import {
  articleBodyHtml,
  articleReadingMinutes,
  bodyFormat,
  renderArticleBody,
} from "~/features/articles/article-html.server";

const render = (content: string, title = "Il titolo dell'articolo") =>
  renderArticleBody(content, { title });

describe("Markdown", () => {
  test("headings", () => {
    expect(render("## Primo passo\n\n### Dettagli")).toBe(
      '<h2 id="primo-passo">Primo passo</h2>\n<h3 id="dettagli">Dettagli</h3>',
    );
  });

  test("bold and italic", () => {
    expect(render("Testo **forte** e _corsivo_ e *anche*")).toBe(
      "<p>Testo <strong>forte</strong> e <em>corsivo</em> e <em>anche</em></p>",
    );
  });

  test("links: internal ones plain, external ones with rel, autolinks too", () => {
    expect(
      render(
        '[Servizi](/servizi) e [fuori](https://example.com "Esempio") e <https://example.org/a>',
      ),
    ).toBe(
      '<p><a href="/servizi">Servizi</a> e <a href="https://example.com" title="Esempio" rel="noopener noreferrer">fuori</a>' +
        ' e <a href="https://example.org/a" rel="noopener noreferrer">https://example.org/a</a></p>',
    );
    expect(render("[Scrivici](mailto:info@example.com) o [chiama](tel:+390612345678)")).toBe(
      '<p><a href="mailto:info@example.com">Scrivici</a> o <a href="tel:+390612345678">chiama</a></p>',
    );
  });

  test("bullet and numbered lists", () => {
    expect(render("- uno\n- due\n\n3. tre\n4. quattro")).toBe(
      '<ul>\n<li>uno</li>\n<li>due</li>\n</ul>\n<ol start="3">\n<li>tre</li>\n<li>quattro</li>\n</ol>',
    );
  });

  test("checklists: disabled checkboxes inside their labels", () => {
    expect(render("- [ ] da fare\n- [x] fatto")).toBe(
      '<ul class="task-list-container">\n' +
        '<li class="task-list-item"><label class="task-list-item-label"><input type="checkbox" class="task-list-item-checkbox" disabled /> da fare</label></li>\n' +
        '<li class="task-list-item"><label class="task-list-item-label"><input type="checkbox" class="task-list-item-checkbox" checked="checked" disabled /> fatto</label></li>\n' +
        "</ul>",
    );
  });

  test("quotes", () => {
    expect(render("> Una frase\n> citata")).toBe(
      "<blockquote>\n<p>Una frase\ncitata</p>\n</blockquote>",
    );
  });

  test("code, fenced and inline", () => {
    expect(render("Usa `npm start`.\n\n```ts\nconst a = 1 < 2;\n```")).toBe(
      '<p>Usa <code>npm start</code>.</p>\n<pre><code class="language-ts">const a = 1 &lt; 2;\n</code></pre>',
    );
  });

  test("tables, with alignment as classes", () => {
    expect(render("| Voce | Prezzo |\n|:--|--:|\n| Sito | 100 |")).toBe(
      '<table>\n<thead>\n<tr>\n<th class="align-left">Voce</th>\n<th class="align-right">Prezzo</th>\n</tr>\n</thead>\n' +
        '<tbody>\n<tr>\n<td class="align-left">Sito</td>\n<td class="align-right">100</td>\n</tr>\n</tbody>\n</table>',
    );
  });

  test("rules", () => {
    expect(render("Prima\n\n---\n\nDopo")).toBe("<p>Prima</p>\n<hr />\n<p>Dopo</p>");
  });

  test("meta blocks: an aside with its Italian label; a title of its own; unknown names are notes", () => {
    expect(render("::: attenzione\nScade il **30 giugno**.\n:::")).toBe(
      '<aside class="meta-block meta-attenzione" role="note">\n<p class="meta-label">Attenzione</p>\n' +
        "<p>Scade il <strong>30 giugno</strong>.</p>\n</aside>",
    );
    expect(render("::: suggerimento Da provare\ntesto\n:::")).toContain(
      '<p class="meta-label">Da provare</p>',
    );
    expect(render("::: Nota\ntesto\n:::")).toContain(
      '<aside class="meta-block meta-nota" role="note">\n<p class="meta-label">Nota</p>',
    );
    expect(render("::: importante\ntesto\n:::")).toContain('<p class="meta-label">Importante</p>');
    expect(render("::: boh qualcosa\ntesto\n:::")).toBe(
      '<aside class="meta-block meta-nota" role="note">\n<p class="meta-label">Nota</p>\n<p>testo</p>\n</aside>',
    );
  });

  test("images are lazy and keep their alt text", () => {
    expect(render("![Il team](/uploads/team.jpg)")).toBe(
      '<p><img src="/uploads/team.jpg" alt="Il team" loading="lazy" decoding="async" /></p>',
    );
  });

  test("text that looks like a tag is shown as text", () => {
    expect(render("Il tag `<div>` e 3 < 4")).toBe(
      "<p>Il tag <code>&lt;div&gt;</code> e 3 &lt; 4</p>",
    );
  });

  test("the rendered body is valid HTML", async () => {
    const body = render(
      "# Titolo\n\n## Sezione\n\n- [ ] a\n- [x] b\n\n::: nota\nx\n:::\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n\n---\n\n![alt](/a.png)",
    );
    const report = await new HtmlValidate({ extends: ["html-validate:standard"] }).validateString(
      `<!doctype html><html lang="it"><head><title>t</title></head><body><main><article>${body}</article></main></body></html>`,
    );
    expect(
      report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`)),
    ).toEqual([]);
  });
});

describe("telling HTML from Markdown", () => {
  test.each([
    ["<p>Ciao</p>", true],
    ["Testo con <strong>tag</strong>", true],
    ["<!-- commento -->", true],
    ["Vedi <https://example.com> e <info@example.com>", false],
    ["Il tag `<div>` in codice", false],
    ["```html\n<div>esempio</div>\n```", false],
    ["3 < 4 e 5 > 2", false],
    ["", false],
  ])("%j has tags: %s", (content, expected) => {
    expect(bodyFormat(content).kind).toBe(expected ? "html" : "markdown");
  });

  test("one tag anywhere makes the whole body HTML, and the first tag is named for the author to find", () => {
    const article =
      '# Guida\n\nTesto con **grassetto**.\n\n- una voce\n- un\'altra\n\n<script src="https://example.com/x.js"></script>';
    expect(bodyFormat(article)).toEqual({
      kind: "html",
      firstTag: '<script src="https://example.com/x.js">',
    });
    expect(render(article)).toBe("# Guida\n\nTesto con **grassetto**.\n\n- una voce\n- un'altra");
    expect(bodyFormat(article.slice(0, article.indexOf("<script")))).toEqual({ kind: "markdown" });
  });

  test.each([
    ["Prima <em>enfasi</em> e poi <strong>forza</strong>", "<em>"],
    ['<div\n  class="riquadro">\ntesto\n</div>', '<div class="riquadro">'],
    ["Testo\n\n<!-- nota per me -->", "<!-- nota per me -->"],
    [`<p data-x="${"a".repeat(80)}">`, `<p data-x="${"a".repeat(48)}…`],
  ])("%j: the first tag shown is %j", (content, firstTag) => {
    expect(bodyFormat(content)).toEqual({ kind: "html", firstTag });
  });
});

describe("HTML", () => {
  test("allowed markup stays, anything else goes, links and images get their attributes", () => {
    expect(
      render(
        '<h2>Uno</h2><p style="color:red" class="x">Un <em>testo</em> con <a href="https://example.com" target="_blank" rel="opener">link</a>' +
          ' e <a href="/blog">uno interno</a>.</p><figure><img src="https://example.com/a.jpg" alt="Foto" width="640" height="480" srcset="x 2x">' +
          "<figcaption>Didascalia</figcaption></figure><ul><li>voce</li></ul><blockquote>c</blockquote>" +
          "<pre><code>x</code></pre><table><tr><th>a</th></tr><tr><td>b</td></tr></table><hr><div>dentro <span>un div</span></div>",
      ),
    ).toBe(
      '<h2 id="uno">Uno</h2><p>Un <em>testo</em> con <a href="https://example.com" rel="noopener noreferrer">link</a>' +
        ' e <a href="/blog">uno interno</a>.</p><figure><img src="https://example.com/a.jpg" alt="Foto" width="640" height="480" loading="lazy" decoding="async" />' +
        "<figcaption>Didascalia</figcaption></figure><ul><li>voce</li></ul><blockquote>c</blockquote>" +
        "<pre><code>x</code></pre><table><tr><th>a</th></tr><tr><td>b</td></tr></table><hr />dentro un div",
    );
  });

  test("video frames from the allowed players stay, lazy and with a title", () => {
    expect(
      render(
        '<iframe src="https://www.youtube-nocookie.com/embed/abc123" width="560" height="315" allowfullscreen></iframe>',
      ),
    ).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" width="560" height="315" allowfullscreen title="Video incorporato" loading="lazy"></iframe>',
    );
    expect(
      render('<iframe src="https://player.vimeo.com/video/42" title="La nostra storia"></iframe>'),
    ).toBe(
      '<iframe src="https://player.vimeo.com/video/42" title="La nostra storia" loading="lazy"></iframe>',
    );
    for (const src of [
      "https://www.youtube.com/embed/abc",
      "https://www.youtube-nocookie.com/watch?v=abc",
      "http://player.vimeo.com/video/42",
      "https://player.vimeo.com.example.org/video/42",
      "https://player.vimeo.com@example.org/video/42",
      "https://example.org/video/42",
    ]) {
      expect(render(`<iframe src="${src}"></iframe>`), src).toBe("");
    }
  });

  test("inputs other than a checklist's disabled checkbox go", () => {
    expect(
      render(
        '<p><input type="text" value="x"><input type="checkbox"><input type="hidden" class="task-list-item-checkbox"></p>',
      ),
    ).toBe("<p></p>");
    expect(render('<input type="checkbox" class="task-list-item-checkbox" checked>')).toBe(
      '<input type="checkbox" class="task-list-item-checkbox" checked disabled />',
    );
  });

  test("only slug-like ids on headings survive", () => {
    expect(
      render(
        '<h2 id="contatti">A</h2><h3 id="__proto__">B</h3><h4 id="Location">C</h4><p id="cookie">d</p><a name="x" id="y">e</a>',
      ),
    ).toBe('<h2 id="contatti">A</h2><h3 id="b">B</h3><h4 id="c">C</h4><p>d</p><a>e</a>');
  });
});

describe("headings", () => {
  test("a first heading that repeats the title goes; other level-1 headings become h2", () => {
    expect(render("# Il titolo dell'articolo\n\nIntro\n\n# Parte prima\n\n## Dettagli")).toBe(
      '<p>Intro</p>\n<h2 id="parte-prima">Parte prima</h2>\n<h2 id="dettagli">Dettagli</h2>',
    );
    expect(render("<h1>IL TITOLO dell’articolo!</h1><p>Intro</p><h1>Altro</h1>")).toBe(
      '<p>Intro</p><h2 id="altro">Altro</h2>',
    );
  });

  test("the title is dropped only when it comes first", () => {
    expect(render("## Introduzione\n\n## Il titolo dell'articolo")).toBe(
      '<h2 id="introduzione">Introduzione</h2>\n<h2 id="il-titolo-dellarticolo">Il titolo dell\'articolo</h2>',
    );
  });

  test("ids are unique in the article", () => {
    expect(render("## Esempio\n\n## Esempio\n\n### Esempio\n\n## Esempio 2\n\n## !!!")).toBe(
      '<h2 id="esempio">Esempio</h2>\n<h2 id="esempio-2">Esempio</h2>\n<h3 id="esempio-3">Esempio</h3>\n' +
        '<h2 id="esempio-2-2">Esempio 2</h2>\n<h2 id="sezione">!!!</h2>',
    );
  });
});

describe("reading time", () => {
  let version = 0;
  const readingMinutes = (content: string) =>
    articleReadingMinutes({ id: "lettura", updatedAt: String((version += 1)), title: "", content });
  const words = (count: number) => Array.from({ length: count }, (_, i) => `parola${i}`).join(" ");

  test.each([
    ["", 1],
    [words(1), 1],
    [words(200), 1],
    [words(201), 2],
    [words(400), 2],
    [words(401), 3],
  ])("%#: %i minutes", (content, minutes) => {
    expect(readingMinutes(content)).toBe(minutes);
  });

  test("Markdown and HTML syntax are not words", () => {
    expect(
      readingMinutes(
        `# ${words(100)}\n\n**${words(100)}** [](https://example.com) ---\n\n***\n\n- [ ] `,
      ),
    ).toBe(1);
    expect(
      readingMinutes(`<h2>${words(100)}</h2><p>${words(100)}</p><p></p><img src="/a.png" alt="">`),
    ).toBe(1);
    expect(readingMinutes(`<p>${words(100)}</p><p>${words(101)}</p>`)).toBe(2);
  });
});

describe("cache", () => {
  const article = {
    id: "a1",
    title: "Titolo",
    updatedAt: new Date("2025-03-01T10:00:00Z"),
    content: "Prima versione",
  };

  test("one saved version is rendered once", () => {
    expect(articleBodyHtml(article)).toBe("<p>Prima versione</p>");
    // Same version, different content: only a cached body can give the old text back.
    expect(articleBodyHtml({ ...article, content: "Altro" })).toBe("<p>Prima versione</p>");
    expect(
      articleBodyHtml({ ...article, updatedAt: "2025-03-01T10:00:00.000Z", content: "Altro" }),
    ).toBe("<p>Prima versione</p>");
    expect(articleReadingMinutes({ ...article, content: "" })).toBe(1);
  });

  test("a new save renders again", () => {
    const saved = { ...article, id: "a2" };
    expect(articleBodyHtml(saved)).toBe("<p>Prima versione</p>");
    expect(
      articleBodyHtml({
        ...saved,
        updatedAt: new Date("2025-03-02T10:00:00Z"),
        content: "Seconda",
      }),
    ).toBe("<p>Seconda</p>");
  });

  test("the cache is bounded: the least recently used version goes first", () => {
    const version = (id: string, content: string) => ({ ...article, id, content });
    articleBodyHtml(version("lru-0", "tenuto"));
    for (let i = 1; i <= 400; i += 1) {
      articleBodyHtml(version(`lru-${i}`, "x"));
      articleBodyHtml(version("lru-0", "cambiato"));
    }
    expect(articleBodyHtml(version("lru-0", "cambiato"))).toBe("<p>tenuto</p>");
    expect(articleBodyHtml(version("lru-1", "cambiato"))).toBe("<p>cambiato</p>");
  });
});

const allowedFrame = /^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/;
const urlAttributes = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "background",
  "srcdoc",
  "data",
  "poster",
  "cite",
]);

/** What makes rendered HTML unsafe, described; an empty list for safe HTML. */
function unsafeParts(html: string) {
  const problems: string[] = [];
  for (const tag of [
    "script",
    "style",
    "object",
    "embed",
    "base",
    "meta",
    "form",
    "link",
    "svg",
    "math",
  ]) {
    if (new RegExp(`<${tag}[\\s/>]`, "i").test(html)) problems.push(`<${tag}>`);
  }
  const elements = DomUtils.findAll(() => true, parseDocument(html).children);
  for (const element of elements) {
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on/i.test(name)) problems.push(`${element.name}[${name}]`);
      if (name === "style") problems.push(`${element.name}[style]`);
      // Browsers ignore control characters and spaces inside a URL's scheme.
      const scheme = [...value]
        .filter((c) => c > " ")
        .join("")
        .toLowerCase();
      if (urlAttributes.has(name) && /^(javascript|data|vbscript):/.test(scheme))
        problems.push(`${element.name}[${name}=${value}]`);
    }
    if (element.name === "iframe" && !allowedFrame.test(element.attribs.src ?? ""))
      problems.push(`iframe ${element.attribs.src}`);
    if (element.name === "iframe" && "srcdoc" in element.attribs) problems.push("iframe[srcdoc]");
    if (element.name === "input" && !("disabled" in element.attribs))
      problems.push("enabled input");
  }
  return problems;
}

describe("XSS corpus", () => {
  test("has enough payloads", () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(40);
  });

  test.each(xssPayloads)("payload $id: $content", ({ content }) => {
    // On its own the content reaches the renderer its syntax chooses; wrapped in a tag it
    // reaches the HTML path, so Markdown payloads are tried as raw HTML text too.
    for (const input of [content, `<div>${content}</div>`, `# Titolo\n\n${content}\n\n- voce`]) {
      expect(unsafeParts(render(input)), input).toEqual([]);
    }
  });

  test("Markdown payloads do reach the Markdown renderer", () => {
    const markdownOnly = xssPayloads.filter(
      ({ content }) => bodyFormat(content).kind === "markdown",
    );
    expect(markdownOnly.length).toBeGreaterThanOrEqual(15);
  });
});
