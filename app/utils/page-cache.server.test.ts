import { expect, test } from "vitest";
import { isCachedPath, PageCache, type CachedPage } from "~/utils/page-cache.server";

function page(url: string, bytes: number): CachedPage {
  const body = Buffer.alloc(0);
  return {
    url,
    etag: 'W/"x"',
    lastModified: null,
    heads: { br: {}, gzip: {}, identity: {}, notModified: {} },
    bodies: { br: body, gzip: body, identity: body },
    bytes,
  };
}

function store(cache: PageCache, url: string, bytes: number, classes = "") {
  const fill = cache.pending(url, classes);
  if (!fill) throw new Error(`${url} non è una pagina della cache`);
  return cache.set(fill, page(url, bytes));
}

test("keeps the public pages and never the ones that act on a token, stream, or belong to staff", () => {
  for (const path of ["/", "/servizi", "/servizi/packaging-design", "/contatti", "/spicy-presentazione-slides", "/blog", "/blog/un-articolo", "/blog/rss.xml", "/sitemap.xml"]) {
    expect(isCachedPath(path), path).toBe(true);
  }
  for (const path of [
    "/newsletter/conferma",
    "/newsletter/disiscrizione",
    "/reimposta-password",
    "/admin",
    "/admin/articoli/nuovo",
    "/login",
    "/blog/aggiornamenti",
    "/healthz",
    "/preferenze",
    "/api/articoli",
    "/pagina-inesistente",
    "/servizi/",
    "/blog/Maiuscole",
  ]) {
    expect(isCachedPath(path), path).toBe(false);
  }
});

test("the key tells the display variants and the query apart", () => {
  const cache = new PageCache(1_000);
  store(cache, "/spicy-presentazione-slides?slide=3", 10);
  store(cache, "/", 10, "dark");
  expect(cache.get(PageCache.key("/spicy-presentazione-slides", ""))).toBeUndefined();
  expect(cache.get(PageCache.key("/spicy-presentazione-slides?slide=3", ""))?.url).toBe("/spicy-presentazione-slides?slide=3");
  expect(cache.get(PageCache.key("/", ""))).toBeUndefined();
  expect(cache.get(PageCache.key("/", "dark"))?.url).toBe("/");
});

test("over its bound it drops the least recently used pages first", () => {
  const cache = new PageCache(300);
  store(cache, "/", 100);
  store(cache, "/servizi", 100);
  store(cache, "/contatti", 100);
  cache.get(PageCache.key("/", ""));
  store(cache, "/eventi", 100);
  expect(cache.get(PageCache.key("/servizi", ""))).toBeUndefined();
  expect(cache.get(PageCache.key("/", ""))).toBeDefined();
  expect(cache.bytes).toBe(300);
  expect(store(cache, "/chi-siamo", 301)).toBe(false);
});

test("10,000 distinct addresses never take it past its bound", () => {
  const cache = new PageCache(1_000_000);
  for (let i = 0; i < 10_000; i += 1) {
    const url = i % 2 ? `/blog?pagina=${i}` : `/?utm_source=${i}`;
    store(cache, url, 30_000 + (i % 7) * 1_000);
    expect(cache.bytes).toBeLessThanOrEqual(1_000_000);
  }
  expect(cache.size).toBeGreaterThan(20);
  // An address the cache does not keep gets no entry at all.
  expect(cache.pending("/pagina-inesistente-1", "")).toBeNull();
});

test("a change to the articles forgets the pages made from them and nothing else", () => {
  const cache = new PageCache(10_000);
  for (const url of ["/", "/servizi", "/blog", "/blog?pagina=2", "/blog/articolo", "/blog/rss.xml", "/sitemap.xml"]) store(cache, url, 10);
  cache.forgetArticlePages();
  const kept = ["/", "/servizi", "/blog", "/blog?pagina=2", "/blog/articolo", "/blog/rss.xml", "/sitemap.xml"].filter((url) =>
    cache.get(PageCache.key(url, "")),
  );
  expect(kept).toEqual(["/", "/servizi"]);
});

test("a page whose rendering began before a change to the articles is not stored after it", () => {
  const cache = new PageCache(10_000);
  const fill = cache.pending("/blog", "");
  const marketing = cache.pending("/servizi", "");
  cache.forgetArticlePages();
  expect(fill && cache.set(fill, page("/blog", 10))).toBe(false);
  expect(cache.get(PageCache.key("/blog", ""))).toBeUndefined();
  // A page that holds no articles is stored all the same.
  expect(marketing && cache.set(marketing, page("/servizi", 10))).toBe(true);
});

test("a write by another process forgets the article pages before the next one is looked up", () => {
  let version = 1;
  const cache = new PageCache(10_000, () => version);
  store(cache, "/blog", 10);
  store(cache, "/", 10);
  cache.pending("/blog", "");
  expect(cache.get(PageCache.key("/blog", ""))).toBeDefined();
  version = 2;
  // Looking up a marketing page does not read the version: those pages hold no articles.
  cache.pending("/", "");
  expect(cache.get(PageCache.key("/blog", ""))).toBeDefined();
  cache.pending("/blog", "");
  expect(cache.get(PageCache.key("/blog", ""))).toBeUndefined();
  expect(cache.get(PageCache.key("/", ""))).toBeDefined();
});
