import { and, eq, inArray, ne } from "drizzle-orm";
import { pages } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { redirectFor, reservedPrefixOf, siteAddressOf } from "~/features/redirects/index.server";
import { pageFieldMessages } from "~/features/pages/content/admin-pages";
import { pageTypeDefs, type EditablePageType } from "~/features/pages/page-types";
import { localizedPath, type Language } from "~/utils/language";

/** The types whose entries answer at an address staff choose, at the site's root. */
export const rootAddressTypes = [
  "landing-page",
  "simple-page",
] as const satisfies readonly EditablePageType[];
export type RootAddressType = (typeof rootAddressTypes)[number];

export const isRootAddressType = (type: EditablePageType): type is RootAddressType =>
  (rootAddressTypes as readonly string[]).includes(type);

/**
 * Where an entry of `type` at `slug` is shown in `language`, when it has a page of its own: in
 * English, the table's English address with the entry's English slug (`/en/case-studies/…`),
 * a landing or simple page under `/en/`.
 */
export function addressIn(type: EditablePageType, slug: string, language: Language) {
  const def = pageTypeDefs[type];
  if ("single" in def) return localizedPath(`/${def.single.slug}`, language);
  if (!("address" in def)) return null;
  if (language === "it") return def.address(slug);
  if (isRootAddressType(type)) return `/en/${slug}`;
  return localizedPath(def.address(":slug"), language, { slug });
}

/**
 * Why `/<slug>` cannot be the address of page `self` (a landing or simple page), or null: the
 * address must be one nothing else answers, or the page would never be seen. A reserved prefix,
 * a redirect (answered before any page), a route or a file of the site, and another such page
 * each answer first.
 */
export function rootAddressProblem(
  slug: string,
  self: string | null,
  language: Language = "it",
): string | null {
  const path = language === "it" ? `/${slug}` : `/en/${slug}`;
  // The English pages' addresses: an Italian page there would hide or be hidden by them.
  if (language === "it" && /^en(\/|$)/i.test(slug)) return pageFieldMessages.addressReserved("/en");
  const prefix = reservedPrefixOf(path);
  if (prefix) return pageFieldMessages.addressReserved(prefix);
  if (redirectFor(path)) return pageFieldMessages.addressRedirect;
  if (siteAddressOf(path)) return pageFieldMessages.addressRoute;
  const other = db
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        inArray(pages.type, [...rootAddressTypes]),
        eq(pages.language, language),
        eq(pages.slug, slug),
        self ? ne(pages.id, self) : undefined,
      ),
    )
    .get();
  return other ? pageFieldMessages.addressPage : null;
}
