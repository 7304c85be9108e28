import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { articles, pages } from "../../../db/schema";
import type { DbOrTx } from "~/utils/db.server";
import { singleton } from "~/utils/singleton.server";

/** A route as Remix's manifest describes it: the build's at run time, the config's in tests. */
export type RouteEntry = { parentId?: string; path?: string };

/**
 * Every address pattern the route table answers, as lowercase segments (`:name` for a
 * dynamic one), without the catch-alls: they are the not-found pages, whose addresses are
 * exactly the ones a redirect may take.
 */
export function addressPatternsOf(routes: Readonly<Record<string, RouteEntry | undefined>>) {
  const segmentsOf = (id: string | undefined): string[] => {
    const route = id === undefined ? undefined : routes[id];
    if (!route) return [];
    const own = (route.path ?? "").split("/").filter(Boolean);
    return [...segmentsOf(route.parentId), ...own];
  };
  const patterns = new Map<string, string[]>();
  for (const id of Object.keys(routes)) {
    const segments = segmentsOf(id).map((segment) =>
      segment.startsWith(":") ? segment : segment.toLowerCase(),
    );
    if (segments.some((segment) => segment.includes("*"))) continue;
    patterns.set(segments.join("/"), segments);
  }
  // A fixed address before a dynamic one of the same length: `/blog/rss.xml` is the feed,
  // whatever `blog/:slug` would say of it.
  const dynamicParts = (segments: string[]) => segments.filter((s) => s.startsWith(":")).length;
  return [...patterns.values()].sort((a, b) => dynamicParts(a) - dynamicParts(b));
}

const registered = () =>
  singleton("site-address-patterns", () => ({ patterns: null as string[][] | null }));

/** The route table the sources are checked against: the server gives its build's at start. */
export function registerSiteRoutes(routes: Readonly<Record<string, RouteEntry | undefined>>) {
  registered().patterns = addressPatternsOf(routes);
}

/** The blog's article pattern: its addresses are pages only while their article is published. */
const articlePattern = "blog/:slug";

/** Patterns of the pages' content, pages only while an entry of that type is published there. */
const pageContentPatterns = {
  "servizi/:slug": "service",
  "casi-studio/:slug": "case-study",
} as const;
type PageContentType = (typeof pageContentPatterns)[keyof typeof pageContentPatterns];

export type SiteAddress =
  | { kind: "page" }
  | { kind: "file" }
  | { kind: "article"; slug: string }
  | { kind: "page-content"; type: PageContentType; slug: string };

const publicDir = path.resolve("public");

/**
 * What the site serves at `source` (a matched path, see `sourceOf`), from what needs no
 * database: an address of the route table (in any case, as routes match; a dynamic one of
 * any value, but the blog's and the pages' content's), a file of `public/`, or the address of
 * an article or of an entry of the pages' content, a page if it is published
 * (`isPublishedArticle`, `isPublishedPage`). Null: no route but the catch-all, which shows
 * the landing and simple pages staff make (`isPublishedPage` again), or not found.
 */
export function siteAddressOf(source: string): SiteAddress | null {
  const { patterns } = registered();
  if (!patterns) throw new Error("La tabella delle rotte non è stata registrata");
  const segments = source.split("/").filter(Boolean);
  for (const pattern of patterns) {
    if (pattern.length !== segments.length) continue;
    const matches = pattern.every((part, index) =>
      part.startsWith(":") ? true : part === segments[index]?.toLowerCase(),
    );
    if (!matches) continue;
    const joined = pattern.join("/");
    if (joined === articlePattern) return { kind: "article", slug: segments[1] ?? "" };
    if (joined in pageContentPatterns)
      return {
        kind: "page-content",
        type: pageContentPatterns[joined as keyof typeof pageContentPatterns],
        slug: segments[1] ?? "",
      };
    return { kind: "page" };
  }
  const file = path.join(publicDir, source);
  if (
    file.startsWith(`${publicDir}${path.sep}`) &&
    fs.statSync(file, { throwIfNoEntry: false })?.isFile()
  )
    return { kind: "file" };
  return null;
}

/** Whether a published article has exactly `slug`: its address is a page of the blog. */
export function isPublishedArticle(tx: DbOrTx, slug: string) {
  const row = tx
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(eq(articles.slug, slug), eq(articles.language, "it"), eq(articles.status, "published")),
    )
    .get();
  return row !== undefined;
}

/**
 * Whether an entry of the pages' content of `type` is published at `slug`; without a type, a
 * landing or simple page, the pages the catch-all shows at the address staff chose.
 */
export function isPublishedPage(tx: DbOrTx, slug: string, type?: PageContentType) {
  const row = tx
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        type ? eq(pages.type, type) : inArray(pages.type, ["landing-page", "simple-page"]),
        eq(pages.slug, slug),
        eq(pages.language, "it"),
        eq(pages.status, "published"),
      ),
    )
    .get();
  return row !== undefined;
}
