import { describe, expect, test } from "vitest";
import {
  foldWindowMs,
  foldsInto,
  fullCopyEvery,
  planRevision,
  readVersion,
  readVersions,
  type ArticleVersion,
  type RevisionSave,
  type StoredRevision,
} from "~/features/articles/revision-store";

// A seeded generator, so a failure can be replayed.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const vocabulary = (
  "il la di che e un una per con non sito agenzia cliente progetto pagina ricerca " +
  "contenuto marchio strategia risultato mercato tempo lavoro idea nuovo grande città " +
  "persone dati scelta valore prodotto servizio visita campagna social video testo"
).split(" ");

function words(next: () => number, count: number): string[] {
  return Array.from({ length: count }, () => vocabulary[Math.floor(next() * vocabulary.length)]!);
}

function paragraphs(next: () => number, wordCount: number): string[] {
  const result: string[] = [];
  for (let left = wordCount; left > 0;) {
    const size = Math.min(left, 60 + Math.floor(next() * 60));
    result.push(words(next, size).join(" ") + ".");
    left -= size;
  }
  return result;
}

const author = { kind: "user", id: "u1" } as const;
const start = new Date("2026-11-27T09:00:00Z");

function saveAt(minutes: number, overrides: Partial<RevisionSave> = {}): RevisionSave {
  return {
    source: "editor",
    author,
    savedAt: new Date(start.getTime() + minutes * 60_000),
    ...overrides,
  };
}

/** Keeps each save as the caller will: a new row, or the latest row rewritten. */
function keep(chain: StoredRevision[], version: ArticleVersion, save: RevisionSave): void {
  const { replaces, revision } = planRevision(chain, version, save);
  if (replaces === null) chain.push(revision);
  else chain[chain.length - 1] = revision;
}

// One random edit of the body: a word, a paragraph, line endings, or everything at once.
function edit(next: () => number, content: string): string {
  const lines = content.split("\n");
  const at = Math.floor(next() * (lines.length + 1));
  switch (Math.floor(next() * 7)) {
    case 0:
      lines.splice(at, 0, ...paragraphs(next, 40), "");
      return lines.join("\n");
    case 1:
      lines.splice(at, 1 + Math.floor(next() * 3));
      return lines.join("\n");
    case 2: {
      const index = Math.min(at, lines.length - 1);
      const line = lines[index]!.split(" ");
      line.splice(Math.floor(next() * line.length), 1, ...words(next, 1));
      lines[index] = line.join(" ");
      return lines.join("\n");
    }
    case 3:
      return content.endsWith("\n") ? content.slice(0, -1) : `${content}\n`;
    case 4:
      return lines.join(next() < 0.5 ? "\r\n" : "\n");
    case 5:
      return next() < 0.2 ? "" : paragraphs(next, 200).join("\n\n");
    default:
      return content;
  }
}

describe("reading revisions back", () => {
  test("every version of 200 random edits reads back exactly", () => {
    const next = random(204);
    const chain: StoredRevision[] = [];
    const saved: ArticleVersion[] = [];
    let version: ArticleVersion = {
      content: paragraphs(next, 2000).join("\n\n"),
      fields: { title: "Primo titolo", status: "draft", featuredImageWidth: null },
    };
    for (let i = 0; i < 200; i++) {
      version = {
        content: edit(next, version.content),
        fields: { ...version.fields, title: `Titolo ${i}`, featured: i % 2 === 0 },
      };
      saved.push(version);
      keep(chain, version, saveAt(i));
    }

    expect(chain.map((revision) => revision.seq)).toEqual(saved.map((_, i) => i + 1));
    expect(readVersions(chain)).toEqual(saved);
    for (const seq of [1, 2, 50, 51, 52, 99, 100, 101, 150, 200]) {
      expect(readVersion(chain, seq)).toEqual(saved[seq - 1]);
    }
  });

  test(`the body is a full copy every ${fullCopyEvery} revisions and a patch otherwise`, () => {
    const chain: StoredRevision[] = [];
    for (let i = 0; i < 120; i++) {
      keep(chain, { content: `riga ${i}\naltra riga`, fields: {} }, saveAt(i));
    }
    const fullCopies = chain.filter((revision) => revision.kind === "full");
    expect(fullCopies.map((revision) => revision.seq)).toEqual([1, 51, 101]);
    expect(readVersion(chain, 75).content).toBe("riga 74\naltra riga");
  });

  test("a broken chain is refused rather than read wrong", () => {
    const chain: StoredRevision[] = [];
    for (let i = 0; i < 3; i++) keep(chain, { content: `riga ${i}`, fields: {} }, saveAt(i));
    expect(() => readVersions([chain[0]!, chain[2]!])).toThrow("Revision 2 is missing");
    expect(() => readVersions(chain.slice(1))).toThrow("not a full copy");
  });

  test("the change's size counts the characters of the lines added and removed", () => {
    const chain: StoredRevision[] = [];
    keep(chain, { content: "uno\ndue\ntre", fields: {} }, saveAt(0));
    keep(chain, { content: "uno\nquattro\ntre", fields: {} }, saveAt(1));
    expect(chain[0]).toMatchObject({ added: 9, removed: 0 });
    expect(chain[1]).toMatchObject({ added: 7, removed: 3 });
  });
});

describe("folding autosaves", () => {
  const autosave = (minutes: number, overrides: Partial<RevisionSave> = {}) =>
    saveAt(minutes, { source: "autosave", ...overrides });

  function chainOf(saves: RevisionSave[]): StoredRevision[] {
    const chain: StoredRevision[] = [];
    saves.forEach((save, i) => keep(chain, { content: `testo ${i}`, fields: { i } }, save));
    return chain;
  }

  test("autosaves by the same person within 10 minutes keep one revision, the latest", () => {
    const chain = chainOf([saveAt(0), autosave(1), autosave(4), autosave(10)]);
    expect(chain).toHaveLength(2);
    expect(chain[1]).toMatchObject({ seq: 2, firstSavedAt: autosave(1).savedAt });
    expect(chain[1]!.savedAt).toEqual(autosave(10).savedAt);
    expect(readVersions(chain).at(-1)).toEqual({ content: "testo 3", fields: { i: 3 } });
  });

  test("the 10 minutes count from the revision's first autosave", () => {
    const chain = chainOf([autosave(0), autosave(6), autosave(10), autosave(11), autosave(15)]);
    expect(chain.map((revision) => revision.savedAt)).toEqual([
      autosave(10).savedAt,
      autosave(15).savedAt,
    ]);
    expect(readVersions(chain).map((version) => version.content)).toEqual(["testo 2", "testo 4"]);
  });

  test("another person, or any other source, starts a new revision", () => {
    const other = { author: { kind: "user", id: "u2" } } as const;
    const token = { author: { kind: "token", id: 1 } } as const;
    const latest = chainOf([autosave(0)])[0];
    expect(foldsInto(latest, autosave(1, other))).toBe(false);
    expect(foldsInto(latest, autosave(1, token))).toBe(false);
    expect(foldsInto(latest, saveAt(1))).toBe(false);
    expect(foldsInto(chainOf([saveAt(0)])[0], autosave(1))).toBe(false);
    expect(foldsInto(undefined, autosave(1))).toBe(false);
    expect(foldsInto(latest, autosave(foldWindowMs / 60_000))).toBe(true);
  });

  test("folding into a full copy keeps it a full copy", () => {
    const saves = Array.from({ length: fullCopyEvery }, (_, i) => saveAt(i));
    const chain = chainOf([...saves, autosave(100), autosave(101)]);
    expect(chain).toHaveLength(fullCopyEvery + 1);
    expect(chain.at(-1)).toMatchObject({ seq: fullCopyEvery + 1, kind: "full" });
    expect(readVersion(chain, fullCopyEvery + 1).content).toBe(`testo ${fullCopyEvery + 1}`);
  });
});

test("1,000 revisions of a 20,000-word article changing 1% each take under 20 MB", () => {
  const next = random(1000);
  const body = paragraphs(next, 20_000).map((paragraph) => paragraph.split(" "));
  const chain: StoredRevision[] = [];
  let bytes = 0;
  for (let i = 0; i < 1000; i++) {
    // 200 words rewritten in four places, as an editor revises a few passages.
    for (let place = 0; place < 4; place++) {
      const paragraph = body[Math.floor(next() * body.length)]!;
      const at = Math.floor(next() * Math.max(0, paragraph.length - 50));
      paragraph.splice(at, 50, ...words(next, 50));
    }
    const version = {
      content: body.map((line) => line.join(" ")).join("\n\n"),
      fields: { title: `Titolo ${i}`, status: "draft" },
    };
    const { replaces, revision } = planRevision(chain, version, saveAt(i));
    expect(replaces).toBeNull();
    chain.push(revision);
    // Only the latest full copy onwards is read for the next save, as from the table.
    if (revision.kind === "full") chain.splice(0, chain.length - 1);
    bytes += revision.payload.byteLength;
  }
  expect(bytes).toBeLessThan(20 * 1024 * 1024);
});
