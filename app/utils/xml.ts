// Text placed in XML and SVG markup (the feed, the drawings): the five characters escaped.
const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}
