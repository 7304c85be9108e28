import { describe, expect, test } from "vitest";
import { bodyDiff, fieldChanges, type BodyBlock } from "./revision-diff";

const body = (...paragraphs: string[]) => paragraphs.join("\n\n") + "\n";

const changesOf = (blocks: BodyBlock[]) => blocks.filter((block) => block.kind === "change");

describe("bodyDiff", () => {
  test("marks the words changed inside a paragraph, keeping the rest of it", () => {
    const diff = bodyDiff(
      body("Il gatto dorme sul divano, tranquillo."),
      body("Il cane dorme sul tappeto, tranquillo."),
    );
    expect(diff.blocks).toEqual([
      {
        kind: "change",
        change: "edited",
        parts: [
          { kind: "same", text: "Il " },
          { kind: "removed", text: "gatto" },
          { kind: "added", text: "cane" },
          { kind: "same", text: " dorme sul " },
          { kind: "removed", text: "divano" },
          { kind: "added", text: "tappeto" },
          { kind: "same", text: ", tranquillo." },
        ],
      },
    ]);
    expect(diff).toMatchObject({ wordsAdded: 2, wordsRemoved: 2 });
  });

  test("shows an added and a removed paragraph whole, between their neighbours", () => {
    const diff = bodyDiff(
      body("Primo paragrafo.", "Secondo da togliere.", "Terzo paragrafo."),
      body("Primo paragrafo.", "Terzo paragrafo.", "Quarto, tutto nuovo."),
    );
    expect(diff.blocks).toEqual([
      { kind: "same", text: "Primo paragrafo." },
      {
        kind: "change",
        change: "removed",
        parts: [{ kind: "removed", text: "Secondo da togliere." }],
      },
      { kind: "same", text: "Terzo paragrafo." },
      {
        kind: "change",
        change: "added",
        parts: [{ kind: "added", text: "Quarto, tutto nuovo." }],
      },
    ]);
    expect(diff).toMatchObject({ wordsAdded: 3, wordsRemoved: 3 });
  });

  test("shows a paragraph rewritten in most of its words whole, as removed and then added", () => {
    const diff = bodyDiff(
      body("Prima.", "Un testo breve sul lavoro della nostra agenzia.", "Dopo."),
      body("Prima.", "Un racconto lungo dei progetti per i clienti.", "Dopo."),
    );
    expect(changesOf(diff.blocks)).toEqual([
      {
        kind: "change",
        change: "removed",
        parts: [{ kind: "removed", text: "Un testo breve sul lavoro della nostra agenzia." }],
      },
      {
        kind: "change",
        change: "added",
        parts: [{ kind: "added", text: "Un racconto lungo dei progetti per i clienti." }],
      },
    ]);
  });

  test("leaves out the unchanged paragraphs away from a change, counting them", () => {
    const paragraphs = Array.from({ length: 20 }, (_, i) => `Paragrafo numero ${i + 1}.`);
    const changed = paragraphs.with(9, "Paragrafo numero dieci.");
    const diff = bodyDiff(body(...paragraphs), body(...changed));
    expect(diff.blocks.map((block) => (block.kind === "change" ? block.change : block))).toEqual([
      { kind: "skipped", paragraphs: 8 },
      { kind: "same", text: "Paragrafo numero 9." },
      "edited",
      { kind: "same", text: "Paragrafo numero 11." },
      { kind: "skipped", paragraphs: 9 },
    ]);
  });

  test("shows a lone unchanged paragraph between two changes instead of skipping it", () => {
    const diff = bodyDiff(
      body("A uno.", "B due.", "C tre.", "D quattro.", "E cinque."),
      body("A uno.", "B 2.", "C tre.", "D quattro.", "E 5."),
    );
    expect(diff.blocks.filter((block) => block.kind === "skipped")).toEqual([]);
    expect(diff.blocks.filter((block) => block.kind === "same")).toHaveLength(3);
  });

  test("two identical versions, or ones differing only by blank lines, have no changes", () => {
    const text = body("Uno.", "Due.");
    expect(bodyDiff(text, text)).toEqual({ blocks: [], wordsAdded: 0, wordsRemoved: 0 });
    expect(bodyDiff(text, `${text}\n\n`)).toEqual({ blocks: [], wordsAdded: 0, wordsRemoved: 0 });
  });

  test("a 20,000-word article with changes all through it", () => {
    const vocabulary =
      "marketing contenuto strategia cliente pubblico social campagna risultato analisi marchio valore messaggio canale crescita progetto idea".split(
        " ",
      );
    const paragraphs = Array.from(
      { length: 300 },
      (_, i) =>
        `Paragrafo ${i}. ` +
        Array.from({ length: 65 }, (_, j) => vocabulary[(i * 7 + j * 3) % vocabulary.length]).join(
          " ",
        ) +
        ".",
    );
    const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
    expect(paragraphs.reduce((sum, p) => sum + words(p), 0)).toBeGreaterThanOrEqual(20_000);

    // A word rewritten in every tenth paragraph, one paragraph dropped, one added.
    const edited = paragraphs.map((p, i) =>
      i % 10 === 5 ? p.replace(/^(Paragrafo \d+\. (?:\S+ ){30})\S+/, "$1riscritta") : p,
    );
    const added = "Un paragrafo del tutto nuovo.";
    const after = [...edited.slice(0, 100), ...edited.slice(101, 201), added, ...edited.slice(201)];

    const diff = bodyDiff(body(...paragraphs), body(...after));

    const changes = changesOf(diff.blocks);
    expect(changes.map((block) => block.change).sort()).toEqual([
      "added",
      ...Array<string>(30).fill("edited"),
      "removed",
    ]);
    for (const block of changes.filter((change) => change.change === "edited"))
      expect(block.parts.filter((part) => part.kind !== "same")).toEqual([
        { kind: "removed", text: expect.stringMatching(/^[a-z]+$/) },
        { kind: "added", text: "riscritta" },
      ]);
    expect(changes.find((block) => block.change === "removed")?.parts).toEqual([
      { kind: "removed", text: paragraphs[100] },
    ]);
    expect(changes.find((block) => block.change === "added")?.parts).toEqual([
      { kind: "added", text: added },
    ]);
    expect(diff.wordsAdded).toBe(30 + 5);
    expect(diff.wordsRemoved).toBe(30 + 67);
    // Everything else is left out: a few paragraphs around each change, the rest counted.
    const shown = diff.blocks.filter((block) => block.kind === "same").length;
    const skipped = diff.blocks.reduce(
      (sum, block) => sum + (block.kind === "skipped" ? block.paragraphs : 0),
      0,
    );
    expect(shown).toBeLessThan(70);
    expect(shown + skipped).toBe(300 - 1 - 30);
  });
});

describe("fieldChanges", () => {
  const before = {
    title: "Titolo",
    slug: "titolo",
    excerpt: "",
    category: "SEO",
    metaTitle: null,
    metaDescription: "Descrizione",
    keywords: "seo",
    status: "draft",
    featuredImageUrl: "/uploads/a.webp",
    featuredImageWidth: 1200,
    featuredImageHeight: 630,
    publishedAt: null,
    unpublishAt: null,
    authorId: "u1",
  };

  test("lists the changed fields in the editor's order, as people read them", () => {
    const after = {
      ...before,
      title: "Titolo nuovo",
      status: "scheduled",
      // 10:30 in Rome, summer time.
      publishedAt: Date.UTC(2026, 5, 1, 8, 30),
      featuredImageUrl: null,
      featuredImageWidth: null,
      featuredImageHeight: null,
      authorId: "u2",
    };
    expect(fieldChanges(before, after)).toEqual([
      { field: "title", label: "Titolo", before: "Titolo", after: "Titolo nuovo" },
      { field: "status", label: "Stato", before: "Bozza", after: "Programmato" },
      {
        field: "publishedAt",
        label: "Pubblica il",
        before: "—",
        after: expect.stringMatching(/^1 giugno 2026.* 10:30$/),
      },
      {
        field: "featuredImageUrl",
        label: "URL immagine in evidenza",
        before: "/uploads/a.webp",
        after: "—",
      },
    ]);
  });

  test("an empty text and no value are the same", () => {
    expect(fieldChanges(before, { ...before, excerpt: null, metaTitle: "" })).toEqual([]);
  });
});
