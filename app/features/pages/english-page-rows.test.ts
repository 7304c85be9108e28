import { beforeAll, describe, expect, test } from "vitest";
import { db, migrateDatabase } from "~/utils/db.server";
import { localizedPath } from "~/utils/language";
import { articleLimits } from "~/features/articles/index";
import { slugPattern } from "~/features/articles/slug";
import {
  objectSchema,
  wordsOf,
  type FieldSpec,
  type FieldSpecs,
  type PageType,
} from "~/features/pages/page-fields";
import { pageTypeDefs, type EditablePageType } from "~/features/pages/page-types";

/**
 * The English rows migration 0036 adds beside the agency's Italian pages: each a faithful,
 * valid translation in its original's group, pointing at English rows and English addresses.
 */

type Row = {
  id: string;
  type: EditablePageType;
  language: "it" | "en";
  translation_group: string | null;
  translated_from_seq: number | null;
  title: string;
  slug: string;
  excerpt: string;
  fields: string;
  search_text: string;
  position: number;
  meta_title: string | null;
  meta_description: string | null;
  keywords: string;
  status: string;
  published_at: number | null;
  updated_at: number;
};

let rows: Row[] = [];
const english = () => rows.filter((row) => row.language === "en");
const italian = () => rows.filter((row) => row.language === "it");
const byId = (id: string) => rows.find((row) => row.id === id);

beforeAll(() => {
  migrateDatabase();
  rows = db.$client.prepare("select * from pages order by type, position").all() as Row[];
});

/** What a visitor of a row reads, the entries it names and where its links lead. */
type Reading = { texts: string[]; refs: { to: PageType; id: string }[]; links: string[] };

function read(specs: FieldSpecs, value: Record<string, unknown>, into: Reading) {
  // An anchor is the address of a part of the page, the same in both languages.
  for (const [name, spec] of Object.entries(specs))
    if (name !== "anchor") readField(spec, value[name], into);
  return into;
}

function readField(spec: FieldSpec, value: unknown, into: Reading) {
  if (value === null || value === undefined) return;
  switch (spec.kind) {
    case "text":
      into.texts.push(value as string);
      return;
    case "link":
      into.texts.push((value as { label: string }).label);
      into.links.push((value as { to: string }).to);
      return;
    case "image":
      into.texts.push((value as { alt: string }).alt);
      return;
    case "ref":
      if (value) into.refs.push({ to: spec.to, id: value as string });
      return;
    case "group":
      read(spec.fields, value as Record<string, unknown>, into);
      return;
    case "list":
      for (const item of value as unknown[]) readField(spec.of, item, into);
      return;
    case "sections":
      for (const section of value as { kind: string }[])
        read(spec.kinds[section.kind]!.fields, section as Record<string, unknown>, into);
      return;
    case "choice":
      return;
  }
}

const readingOf = (row: Row) =>
  read(pageTypeDefs[row.type].fields, JSON.parse(row.fields), { texts: [], refs: [], links: [] });

/** The values a translation keeps as they are: image slots and anchors in the page. */
const slotsOf = (row: Row) =>
  [...row.fields.matchAll(/"(illustration|anchor)":"([^"]*)"/g)].map((match) => match[0]);

describe("the English pages of migration 0036", () => {
  test("every published Italian row has one published translation in its group, made from revision 1", () => {
    const originals = italian().filter((row) => row.status === "published");
    expect(originals.length).toBeGreaterThan(50);
    for (const original of originals) {
      const translations = english().filter((row) => row.translation_group === original.id);
      expect(translations, original.slug).toHaveLength(1);
      const [translation] = translations as [Row];
      expect(original.translation_group).toBe(original.id);
      expect(translation).toMatchObject({
        type: original.type,
        status: "published",
        published_at: original.published_at,
        position: original.position,
        translated_from_seq: 1,
      });
      expect(slotsOf(translation)).toEqual(slotsOf(original));
    }
    expect(english()).toHaveLength(originals.length);
  });

  test("their fields pass their type's schema as stored, and the search reads their words", () => {
    for (const row of english()) {
      const specs = pageTypeDefs[row.type].fields;
      const fields = JSON.parse(row.fields) as Record<string, unknown>;
      const parsed = objectSchema(specs).safeParse(fields);
      expect(parsed.error?.issues ?? [], row.slug).toEqual([]);
      expect(parsed.data, row.slug).toEqual(fields);
      expect(row.search_text).toBe(wordsOf(specs, fields).join(" "));
      expect(row.title.length).toBeLessThanOrEqual(articleLimits.title);
      expect((row.meta_description ?? "").length).toBeLessThanOrEqual(
        articleLimits.metaDescription,
      );
      const def = pageTypeDefs[row.type];
      if ("single" in def) expect(row.slug).toBe(def.single.slug);
      else expect(row.slug).toMatch(slugPattern);
    }
  });

  test("the packaging service is at /en/services/packaging-design, the legal pages at English slugs", () => {
    const packaging = english().find(
      (row) => row.type === "service" && row.slug === "packaging-design",
    );
    expect(byId(packaging!.translation_group!)?.slug).toBe("packaging-design");
    expect(localizedPath("/servizi/:slug", "en", { slug: packaging!.slug })).toBe(
      "/en/services/packaging-design",
    );
    const slugOf = (type: EditablePageType, italianSlug: string) =>
      english().find(
        (row) => byId(row.translation_group!)?.slug === italianSlug && row.type === type,
      )?.slug;
    expect(slugOf("service", "stand-fieristici")).toBe("trade-fair-stands");
    expect(slugOf("service", "comunicazione-politica")).toBe("political-communication");
    expect(["privacy", "termini", "cookie"].map((slug) => slugOf("simple-page", slug))).toEqual([
      "privacy",
      "terms",
      "cookies",
    ]);
    for (const legal of english().filter((row) => row.type === "simple-page"))
      expect(JSON.parse(legal.fields).intro).toMatch(/^[^.]*the Italian text prevails\./);
  });

  test("they name English entries and lead to English addresses", () => {
    for (const row of english()) {
      const { refs, links } = readingOf(row);
      for (const ref of refs)
        expect(byId(ref.id), `${row.slug} → ${ref.id}`).toMatchObject({
          type: ref.to,
          language: "en",
        });
      for (const link of links.filter(Boolean))
        expect(link, row.slug).toMatch(/^(\/en(\/|#|$)|https:\/\/)/);
    }
  });

  test("no English row keeps common Italian words in what a visitor reads", () => {
    // The names of Italian bodies and brands stay as they are.
    const properNouns = [/Garante per la protezione dei dati personali/g];
    const italianWords = [
      " della ",
      " per la ",
      " che ",
      " con il ",
      "servizi",
      " delle ",
      " gli ",
      " sono ",
      " il ",
      " nel ",
    ];
    for (const row of english()) {
      const visible = [
        row.title,
        row.excerpt,
        row.meta_title ?? "",
        row.meta_description ?? "",
        row.keywords,
        ...readingOf(row).texts,
      ];
      for (const text of visible) {
        const plain = ` ${properNouns.reduce((left, noun) => left.replace(noun, ""), text).toLowerCase()} `;
        const found = italianWords.filter((word) => plain.includes(word));
        expect(found, `${row.slug}: ${text}`).toEqual([]);
      }
    }
  });
});
