/**
 * Which query parameters make a page another page, as HTTP says it: a shared page's
 * `No-Vary-Search` header (RFC 9651 structured fields; the IETF HTTP working group's draft,
 * which Chromium follows). A route names the parameters it reads; a cache keeps the page once
 * for every address that differs only in the others, or in their order.
 */

/**
 * The header of a page that reads `reads` and nothing else of its query:
 * `key-order, params, except=("pagina")`, or `key-order, params` for none.
 */
export function noVarySearch(reads: readonly string[]) {
  const except = reads.map((name) => `"${name.replace(/[\\"]/g, "\\$&")}"`).join(" ");
  return reads.length === 0 ? "key-order, params" : `key-order, params, except=(${except})`;
}

/**
 * What of a query tells pages apart: every parameter in its order (no header, or one that
 * cannot be read), only the listed ones (`params` with `except`), or all but the listed ones
 * (`params=(…)`); with `key-order`, in any order.
 */
export type QueryRule = {
  keyOrder: boolean;
  varying: { all: true; but: ReadonlySet<string> } | { all: false; only: ReadonlySet<string> };
};

/** The rule without a header: the address as it is. */
export const wholeQuery: QueryRule = { keyOrder: false, varying: { all: true, but: new Set() } };

type Member = boolean | string[];

/** An RFC 9651 dictionary of booleans and inner lists of strings; null for anything else. */
function dictionaryOf(text: string): Map<string, Member> | null {
  const members = new Map<string, Member>();
  let at = 0;
  const skip = (spaces: RegExp) => {
    while (at < text.length && spaces.test(text[at]!)) at += 1;
  };
  const string = () => {
    let value = "";
    for (at += 1; at < text.length; at += 1) {
      const character = text[at]!;
      if (character === '"') {
        at += 1;
        return value;
      }
      if (character === "\\") {
        at += 1;
        if (text[at] !== '"' && text[at] !== "\\") return null;
        value += text[at];
      } else if (character < " " || character > "~") return null;
      else value += character;
    }
    return null;
  };
  skip(/ /);
  while (at < text.length) {
    const key = /^[a-z*][a-z0-9_\-.*]*/.exec(text.slice(at))?.[0];
    if (!key) return null;
    at += key.length;
    let value: Member = true;
    if (text[at] === "=") {
      at += 1;
      if (text.startsWith("?1", at) || text.startsWith("?0", at)) {
        value = text[at + 1] === "1";
        at += 2;
      } else if (text[at] === "(") {
        const list: string[] = [];
        at += 1;
        for (;;) {
          skip(/ /);
          if (text[at] === ")") break;
          if (text[at] !== '"') return null;
          const item = string();
          if (item === null) return null;
          list.push(item);
          if (text[at] !== " " && text[at] !== ")") return null;
        }
        at += 1;
        value = list;
      } else return null;
    }
    members.set(key, value);
    skip(/[ \t]/);
    if (at === text.length) break;
    if (text[at] !== ",") return null;
    at += 1;
    skip(/[ \t]/);
    if (at === text.length) return null;
  }
  return members;
}

/** The rule a page's `No-Vary-Search` header states; the whole query when it states none. */
export function queryRuleOf(header: string | null | undefined): QueryRule {
  if (!header) return wholeQuery;
  const members = dictionaryOf(header);
  if (!members) return wholeQuery;
  const keyOrder = members.get("key-order") ?? false;
  const params = members.get("params") ?? false;
  const except = members.get("except");
  if (typeof keyOrder !== "boolean") return wholeQuery;
  if (params === true)
    return {
      keyOrder,
      varying: { all: false, only: new Set(Array.isArray(except) ? except : []) },
    };
  return { keyOrder, varying: { all: true, but: new Set(Array.isArray(params) ? params : []) } };
}

/**
 * The one address of every `url` (a path and its query) that `rule` makes the same page: the
 * parameters that tell pages apart, in their order or by name under `key-order`, written
 * the same way. Without a rule's header, `url` as it is.
 */
export function canonicalAddress(url: string, rule: QueryRule) {
  if (rule === wholeQuery) return url;
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return url;
  const { varying } = rule;
  const kept = [...new URLSearchParams(url.slice(queryAt + 1))].filter(([name]) =>
    varying.all ? !varying.but.has(name) : varying.only.has(name),
  );
  // A stable sort: the values of one name keep their order, which the page may read.
  if (rule.keyOrder) kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query === "" ? url.slice(0, queryAt) : `${url.slice(0, queryAt)}?${query}`;
}
