import { expect, test } from "vitest";
import { canonicalAddress, noVarySearch, queryRuleOf, wholeQuery } from "~/utils/no-vary-search";

test("a page names the parameters it reads; none, and every other is ignored in any order", () => {
  expect(noVarySearch([])).toBe("key-order, params");
  expect(noVarySearch(["pagina", "categoria"])).toBe(
    'key-order, params, except=("pagina" "categoria")',
  );
});

test("the canonical address keeps what the page reads, by name, written one way", () => {
  const blog = queryRuleOf(noVarySearch(["pagina", "categoria"]));
  expect(canonicalAddress("/blog", blog)).toBe("/blog");
  expect(canonicalAddress("/blog?", blog)).toBe("/blog");
  expect(canonicalAddress("/blog?utm_source=x&gclid=abc", blog)).toBe("/blog");
  expect(canonicalAddress("/blog?x=1&pagina=2&categoria=SEO", blog)).toBe(
    "/blog?categoria=SEO&pagina=2",
  );
  expect(canonicalAddress("/blog?pagina=%32", blog)).toBe("/blog?pagina=2");
  expect(canonicalAddress("/blog?pagina=2&pagina=1", blog)).toBe("/blog?pagina=2&pagina=1");
  const none = queryRuleOf(noVarySearch([]));
  expect(canonicalAddress("/chi-siamo?fbclid=1&utm_campaign=autunno", none)).toBe("/chi-siamo");
});

test("the header's other forms: parameters to ignore, order kept, no header at all", () => {
  expect(canonicalAddress("/a?b=1&utm_source=x&a=2", queryRuleOf('params=("utm_source")'))).toBe(
    "/a?b=1&a=2",
  );
  expect(canonicalAddress("/a?b=1&a=2", queryRuleOf("key-order"))).toBe("/a?a=2&b=1");
  expect(queryRuleOf(null)).toBe(wholeQuery);
  expect(canonicalAddress("/a?b=%20&a", wholeQuery)).toBe("/a?b=%20&a");
});

test("a header that cannot be read states nothing: the whole query counts", () => {
  for (const header of [
    "params, except=(pagina)",
    'params, except=("pagina"',
    "key-order,",
    "Key-Order",
    'params;x=1, except=("a");y',
    "key-order=1",
  ])
    expect(queryRuleOf(header), header).toBe(wholeQuery);
});
