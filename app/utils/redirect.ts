/**
 * A local path to send the visitor back to, or the fallback: never another origin, so a
 * crafted form cannot bounce visitors to a foreign site.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  return to;
}
