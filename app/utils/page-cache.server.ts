import { otherWritersVersion } from "~/utils/db.server";
import { existingSingleton, singleton } from "~/utils/singleton.server";

/**
 * The public pages the server keeps rendered: each is the same for every anonymous visitor
 * with the same display preferences. Pages that act on a token in their address (newsletter
 * confirmation and unsubscription, password reset), the live-update stream, the staff pages
 * and unknown addresses are never kept.
 */
const cachedPaths = [
  /^\/$/,
  /^\/(?:casi-studio|chi-siamo|contatti|cookie|eventi|formazione|grazie|iscrizioni|newsletter|portfolio|privacy|showroom|termini)$/,
  /^\/spicy(?:-granoro|-presentazione|-presentazione-slides)?$/,
  /^\/servizi(?:\/(?:comunicazione-politica|packaging-design|stand-fieristici))?$/,
  /^\/blog(?:\/rss\.xml)?$/,
  /^\/blog\/(?!aggiornamenti$)[a-z0-9-]+$/,
  /^\/sitemap\.xml$/,
];

/** Pages whose content comes from the articles: what an article's change may alter. */
const articlePaths = /^\/(?:blog(?:\/|$)|sitemap\.xml$)/;

export const isCachedPath = (pathname: string) => cachedPaths.some((pattern) => pattern.test(pathname));

/** A rendered page as the cache keeps it: headers ready per encoding, bodies compressed once. */
export type CachedPage = {
  /** The path and query the page was rendered for. */
  url: string;
  etag: string;
  lastModified: string | null;
  /** The headers of a 200 in each encoding, and of a 304. */
  heads: Record<ContentCoding | "notModified", Record<string, string | string[]>>;
  bodies: Record<ContentCoding, Buffer>;
  bytes: number;
};

export type ContentCoding = "br" | "gzip" | "identity";

/** A fill's ticket: the address, its key, and the cache's state when rendering began. */
export type PendingFill = { url: string; key: string; generation: number };

const pathOf = (url: string) => url.split("?", 1)[0] ?? url;

/**
 * An LRU of rendered pages bounded by bytes (bodies in every encoding and headers). A change
 * to the articles forgets the pages made from them at once, and moves the generation on so
 * that a page whose rendering began before the change is not stored after it.
 */
export class PageCache {
  #pages = new Map<string, CachedPage>();
  #bytes = 0;
  #generation = 0;

  #otherWrites: number | undefined;

  /**
   * `otherWritersVersion` changes when another process writes the database (a script adding
   * articles): the article pages are forgotten before one of them is next looked up.
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

  /** A ticket to fill `key` later, or null when the address is not one the cache keeps. */
  pending(url: string, preferenceClasses: string): PendingFill | null {
    const path = pathOf(url);
    if (!isCachedPath(path)) return null;
    if (articlePaths.test(path)) {
      const version = this.otherWritersVersion();
      if (this.#otherWrites !== undefined && version !== this.#otherWrites) this.forgetArticlePages();
      this.#otherWrites = version;
    }
    return { url, key: PageCache.key(url, preferenceClasses), generation: this.#generation };
  }

  get(key: string) {
    const page = this.#pages.get(key);
    if (page) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
      this.#pages.delete(key);
      this.#pages.set(key, page);
    }
    return page;
  }

  /** Stores `page` unless it is made from the articles and they changed since its rendering began. */
  set(fill: PendingFill, page: CachedPage) {
    const stale = fill.generation !== this.#generation && articlePaths.test(pathOf(fill.url));
    if (stale || page.bytes > this.maxBytes) return false;
    this.#remove(fill.key);
    this.#pages.set(fill.key, page);
    this.#bytes += page.bytes;
    for (const [key] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(key);
    }
    return true;
  }

  /** Forgets every page made from the articles: lists, articles, the feed, the sitemap. */
  forgetArticlePages() {
    this.#generation += 1;
    for (const [key, page] of this.#pages) {
      if (articlePaths.test(pathOf(page.url))) this.#remove(key);
    }
  }

  #remove(key: string) {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= page.bytes;
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
export const pageCache = () => singleton(name, () => new PageCache(PAGE_CACHE_BYTES, otherWritersVersion));

/** After a change to the articles: forgets the pages made from them, if the cache is on. */
export function forgetArticlePages() {
  existingSingleton<PageCache>(name)?.forgetArticlePages();
}
