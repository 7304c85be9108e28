import { otherWritersVersion } from "~/utils/db.server";
import {
  blogTag,
  eventsTag,
  languageTag,
  pagesTag,
  type CacheTag,
  type PurgeTag,
  type TagLanguage,
} from "~/utils/headers";
import { canonicalAddress, queryRuleOf, type QueryRule } from "~/utils/no-vary-search";
import { existingSingleton, singleton } from "~/utils/singleton.server";

/** A rendered page as the cache keeps it: headers ready per encoding, bodies compressed once. */
export type CachedPage = {
  /** The path and query the page was rendered for. */
  url: string;
  /** What the page can be forgotten by (its `Cache-Tag`). */
  tags: string[];
  etag: string | null;
  lastModified: string | null;
  /** The headers of a 200 in each encoding, and of a 304. */
  heads: Record<ContentCoding | "notModified", Record<string, string | string[]>>;
  bodies: Record<ContentCoding, Buffer>;
  bytes: number;
};

export type ContentCoding = "br" | "gzip" | "identity";

/** A fill's ticket: the variant's key, and the cache's state when rendering began. */
export type PendingFill = { key: string; generation: number; otherWrites: number };

type Stored = CachedPage & { otherWrites: number };

/**
 * Kept variants of one path with a query, by display preferences and query together: a
 * blog list's first pages, a deck's slides. Past it, a new variant replaces the path's least
 * recently used one, so values of a parameter a page reads (`?pagina=1`, `2`, … without end)
 * cannot crowd the other pages out of memory.
 */
export const QUERY_VARIANTS_PER_PATH = 16;

/** Paths whose rule is remembered; far above the site's pages, which alone are kept. */
const REMEMBERED_RULES = 10_000;

/** The pages made from what another process can write: articles, events, registrations. */
const dataTags: readonly CacheTag[] = [blogTag, eventsTag];

const pathOf = (url: string) => {
  const queryAt = url.indexOf("?");
  return queryAt === -1 ? url : url.slice(0, queryAt);
};

/**
 * An LRU of rendered pages bounded by bytes (bodies in every encoding and headers), holding
 * whatever the routes declared shared. Forgetting a tag drops its pages at once, and moves the
 * generation on so that a page whose rendering began before is not stored after it. A page is
 * kept under its canonical address: the query parameters its path's `No-Vary-Search` says
 * it reads, by name; every other address of the path is answered from that copy.
 */
export class PageCache {
  #pages = new Map<string, Stored>();
  #bytes = 0;
  /** The query rule of each path a kept page said, from its `No-Vary-Search`. */
  #rules = new Map<string, QueryRule>();
  /** The keys of each path's variants with a query, least recently used first. */
  #queried = new Map<string, Set<string>>();
  #generation = 0;
  /** The generation at which each tag was last forgotten. */
  #forgotten = new Map<string, number>();

  /**
   * `otherWritersVersion` changes when another process writes the database: a script adding
   * articles or importing registrations, the only data of the public pages it can change. A
   * blog or events page stored before such a write is forgotten, with the rest of its kind,
   * when it is next looked up.
   */
  constructor(
    readonly maxBytes: number,
    private readonly otherWritersVersion: () => number = () => 0,
  ) {}

  get bytes() {
    return this.#bytes;
  }

  get size() {
    return this.#pages.size;
  }

  /** The variant key: the address and the classes the visitor's preferences put on `<html>`. */
  static key(url: string, preferenceClasses: string) {
    return `${preferenceClasses}|${url}`;
  }

  /**
   * The address `url` (a path and its query) is kept and rendered under: the canonical one
   * once a kept page of its path said which parameters it reads; `url` itself until then.
   */
  addressOf(url: string) {
    const rule = this.#rules.get(pathOf(url));
    return rule ? canonicalAddress(url, rule) : url;
  }

  /**
   * Remembers the rule a shared page rendered for `url` states in its `No-Vary-Search` (none:
   * every parameter counts, in its order), and returns `url`'s canonical address by it.
   */
  learn(url: string, noVarySearch: string | null) {
    const rule = queryRuleOf(noVarySearch);
    if (this.#rules.size >= REMEMBERED_RULES) this.#rules.clear();
    this.#rules.set(pathOf(url), rule);
    return canonicalAddress(url, rule);
  }

  /** A ticket to store `key` once rendered, taken as its rendering begins. */
  pending(key: string): PendingFill {
    return { key, generation: this.#generation, otherWrites: this.otherWritersVersion() };
  }

  get(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    const fromData = dataTags.filter((tag) => page.tags.includes(tag));
    if (fromData.length > 0 && this.otherWritersVersion() !== page.otherWrites) {
      for (const tag of fromData) this.forget(tag);
      return undefined;
    }
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
    this.#pages.delete(key);
    this.#pages.set(key, page);
    const variants = this.#queried.get(pathOf(page.url));
    if (variants?.delete(key)) variants.add(key);
    return page;
  }

  /** Stores `page` unless one of its tags was forgotten since its rendering began. */
  set(fill: PendingFill, page: CachedPage) {
    const stale = page.tags.some((tag) => (this.#forgotten.get(tag) ?? -1) > fill.generation);
    if (stale || page.bytes > this.maxBytes) return false;
    this.#remove(fill.key);
    if (page.url.includes("?")) this.#makeRoomForVariant(pathOf(page.url)).add(fill.key);
    this.#pages.set(fill.key, { ...page, otherWrites: fill.otherWrites });
    this.#bytes += page.bytes;
    for (const [key] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(key);
    }
    return true;
  }

  /** Forgets every page carrying `tag`. */
  forget(tag: PurgeTag) {
    this.#generation += 1;
    this.#forgotten.set(tag, this.#generation);
    for (const [key, page] of this.#pages) {
      if (page.tags.includes(tag)) this.#remove(key);
    }
  }

  /** The variants of `path` kept with a query, one fewer than the most when it had them all. */
  #makeRoomForVariant(path: string) {
    const variants = this.#queried.get(path) ?? new Set<string>();
    for (const key of variants) {
      if (variants.size < QUERY_VARIANTS_PER_PATH) break;
      this.#remove(key);
    }
    this.#queried.set(path, variants);
    return variants;
  }

  #remove(key: string) {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= page.bytes;
    const path = pathOf(page.url);
    const variants = this.#queried.get(path);
    if (variants?.delete(key) && variants.size === 0) this.#queried.delete(path);
  }
}

/** Enough for every public page in every display variant many times over. */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

const name = "page-cache";

/**
 * The server's page cache; created by the server entry when the cache is on. Each process has
 * its own: writes by other processes on the same database file are noticed through
 * `otherWritersVersion`; other instances' writes are not (docs/operations.md).
 */
export const pageCache = () =>
  singleton(name, () => new PageCache(PAGE_CACHE_BYTES, otherWritersVersion));

/** Forgets the pages carrying `tag`, if the cache is on. */
export function forget(tag: PurgeTag) {
  existingSingleton<PageCache>(name)?.forget(tag);
}

/** After a change to the articles: forgets the pages made from them. */
export const forgetArticlePages = () => forget(blogTag);

/**
 * After a change to the marketing pages' content in `language`: forgets that language's
 * marketing pages, and its blog's pages, whose search and sitemap list them.
 */
export const forgetMarketingPages = (language: TagLanguage) => {
  forget(languageTag(pagesTag, language));
  forget(languageTag(blogTag, language));
};

/** After a change to an event, its registrations or its hour: forgets the pages made from them. */
export const forgetEventPages = () => forget(eventsTag);
