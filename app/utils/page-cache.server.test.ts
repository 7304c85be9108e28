import { expect, test } from "vitest";
import { PageCache, QUERY_VARIANTS_PER_PATH, type CachedPage } from "~/utils/page-cache.server";

function page(url: string, bytes: number, tags = ["pagine"]): CachedPage {
  const body = Buffer.alloc(0);
  return {
    url,
    tags,
    etag: 'W/"x"',
    lastModified: null,
    heads: { br: {}, gzip: {}, identity: {}, notModified: {} },
    bodies: { br: body, gzip: body, identity: body },
    bytes,
  };
}

const tagsOf = (url: string) => (/^\/(?:blog|sitemap)/.test(url) ? ["blog"] : ["pagine"]);

function store(cache: PageCache, url: string, bytes: number, classes = "") {
  return cache.set(cache.pending(PageCache.key(url, classes)), page(url, bytes, tagsOf(url)));
}

const has = (cache: PageCache, url: string, classes = "") =>
  cache.get(PageCache.key(url, classes)) !== undefined;

test("the key tells the display variants and the query apart", () => {
  const cache = new PageCache(1_000);
  store(cache, "/spicy-presentazione-slides?slide=3", 10);
  store(cache, "/", 10, "dark");
  expect(has(cache, "/spicy-presentazione-slides")).toBe(false);
  expect(cache.get(PageCache.key("/spicy-presentazione-slides?slide=3", ""))?.url).toBe(
    "/spicy-presentazione-slides?slide=3",
  );
  expect(has(cache, "/")).toBe(false);
  expect(cache.get(PageCache.key("/", "dark"))?.url).toBe("/");
});

test("over its bound it drops the least recently used pages first", () => {
  const cache = new PageCache(300);
  store(cache, "/", 100);
  store(cache, "/servizi", 100);
  store(cache, "/contatti", 100);
  cache.get(PageCache.key("/", ""));
  store(cache, "/eventi", 100);
  expect(has(cache, "/servizi")).toBe(false);
  expect(has(cache, "/")).toBe(true);
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
});

test("forgetting a tag forgets the pages that carry it and nothing else", () => {
  const cache = new PageCache(10_000);
  const urls = [
    "/",
    "/servizi",
    "/blog",
    "/blog?pagina=2",
    "/blog/articolo",
    "/blog/rss.xml",
    "/sitemap.xml",
  ];
  for (const url of urls) store(cache, url, 10);
  cache.forget("blog");
  expect(urls.filter((url) => has(cache, url))).toEqual(["/", "/servizi"]);
  cache.forget("pagine");
  expect(cache.size).toBe(0);
  expect(cache.bytes).toBe(0);
});

test("a change in one language forgets that language's pages only", () => {
  const cache = new PageCache(10_000);
  const italian = page("/chi-siamo", 10, ["pagine", "pagine-it"]);
  cache.set(cache.pending(PageCache.key("/chi-siamo", "")), italian);
  cache.forget("pagine-en");
  expect(has(cache, "/chi-siamo")).toBe(true);
  cache.forget("pagine-it");
  expect(has(cache, "/chi-siamo")).toBe(false);
});

test("a page whose rendering began before its tag was forgotten is not stored after it", () => {
  const cache = new PageCache(10_000);
  const blog = cache.pending(PageCache.key("/blog", ""));
  const marketing = cache.pending(PageCache.key("/servizi", ""));
  cache.forget("blog");
  expect(cache.set(blog, page("/blog", 10, ["blog"]))).toBe(false);
  expect(has(cache, "/blog")).toBe(false);
  // A page without that tag is stored all the same, and so is one begun after.
  expect(cache.set(marketing, page("/servizi", 10))).toBe(true);
  expect(store(cache, "/blog", 10)).toBe(true);
});

test("a write by another process forgets the blog's pages before the next one is looked up", () => {
  let version = 1;
  const cache = new PageCache(10_000, () => version);
  store(cache, "/blog", 10);
  store(cache, "/blog/articolo", 10);
  store(cache, "/", 10);
  expect(has(cache, "/blog")).toBe(true);
  version = 2;
  // A marketing page does not read the version: another process changes only articles.
  expect(has(cache, "/")).toBe(true);
  expect(has(cache, "/blog")).toBe(false);
  expect(has(cache, "/blog/articolo")).toBe(false);
  expect(has(cache, "/")).toBe(true);
  // A page rendered after the write is kept.
  expect(store(cache, "/blog", 10)).toBe(true);
  expect(has(cache, "/blog")).toBe(true);
});

test("a path keeps at most 16 variants with a query, dropping its least recently used one", () => {
  const cache = new PageCache(10_000_000);
  store(cache, "/blog", 10);
  store(cache, "/blog", 10, "dark");
  for (let page = 1; page <= 100; page += 1) {
    store(cache, `/blog?pagina=${page}`, 10);
    if (page === 50) cache.get(PageCache.key("/blog?pagina=40", ""));
  }
  expect(cache.size).toBe(2 + QUERY_VARIANTS_PER_PATH);
  expect(has(cache, "/blog")).toBe(true);
  expect(has(cache, "/blog", "dark")).toBe(true);
  expect(has(cache, "/blog?pagina=100")).toBe(true);
  expect(has(cache, "/blog?pagina=40")).toBe(false);
  // Each path has its own: another path's variants are untouched.
  store(cache, "/spicy-presentazione-slides?slide=2", 10);
  cache.get(PageCache.key("/blog?pagina=90", ""));
  for (let page = 101; page <= 115; page += 1) store(cache, `/blog?pagina=${page}`, 10);
  expect(has(cache, "/blog?pagina=90")).toBe(true);
  expect(has(cache, "/blog?pagina=91")).toBe(false);
  expect(has(cache, "/spicy-presentazione-slides?slide=2")).toBe(true);
});

test("an address is kept under its canonical form once a page of its path said what it reads", () => {
  const cache = new PageCache(10_000);
  expect(cache.addressOf("/blog?x=1&pagina=2")).toBe("/blog?x=1&pagina=2");
  expect(cache.learn("/blog?x=1&pagina=2", 'key-order, params, except=("pagina")')).toBe(
    "/blog?pagina=2",
  );
  expect(cache.addressOf("/blog?utm_source=x&pagina=2")).toBe("/blog?pagina=2");
  expect(cache.addressOf("/blog/articolo?x=1")).toBe("/blog/articolo?x=1");
  // A path whose page states nothing keeps every parameter, as HTTP says.
  expect(cache.learn("/eventi?a=1", null)).toBe("/eventi?a=1");
  expect(cache.addressOf("/eventi?b=2&a=1")).toBe("/eventi?b=2&a=1");
});
