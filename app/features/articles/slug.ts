/**
 * An article's address from its title: lowercase, accents removed, anything but letters,
 * digits, spaces and hyphens dropped, spaces to hyphens, repeated hyphens collapsed, none at
 * either end. The editor, both importers and the browser's live preview share it.
 */
export function slugify(title: string) {
  return title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Addresses under /blog/ that are pages of the blog itself (the search, the live updates): an
 * article there could never be opened.
 */
export const isBlogPageSlug = (slug: string) => slug === "cerca" || slug === "aggiornamenti";

/** What a stored slug looks like: the output of `slugify` for some non-empty title. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `base`, else `base-2`, `base-3`…: the first slug `isTaken` does not refuse, cut to
 * `maxLength` with the number kept and no hyphen left before it.
 */
export function uniqueSlug(
  base: string,
  isTaken: (slug: string) => boolean,
  maxLength: number,
): string {
  const fit = (suffix: string) =>
    `${base.slice(0, maxLength - suffix.length).replace(/-+$/, "")}${suffix}`;
  const root = fit("");
  if (!isTaken(root)) return root;
  for (let n = 2; ; n += 1) {
    const slug = fit(`-${n}`);
    if (!isTaken(slug)) return slug;
  }
}
