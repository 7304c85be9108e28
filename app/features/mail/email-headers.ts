/** One line, no control characters: names typed by visitors end up in subjects. */
export function oneLine(value: string, max = 120) {
  const flat = value
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * Line breaks in a header end it and start another one of the sender's choosing: refusing them
 * makes header injection impossible whatever a visitor typed.
 */
export function assertHeaderValue(value: string, field: string) {
  if (/[\r\n\0]/.test(value)) {
    throw new Error(`Intestazione e-mail non valida (${field}): contiene un a capo`);
  }
}

/** `Name <address>`, quoting the name when it holds characters that are special in addresses. */
export function formatMailbox(name: string, address: string) {
  const clean = name
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (clean === "") return address;
  const plain = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]+$/.test(clean);
  return `${plain ? clean : `"${clean.replace(/[\\"]/g, "\\$&")}"`} <${address}>`;
}

/**
 * Links in a message and its headers must be web pages: never `javascript:` or `data:`. The
 * line-break check comes first because the URL parser would silently drop the breaks.
 */
export function assertWebPageUrl(value: string, name: string) {
  assertHeaderValue(value, name);
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error(`Indirizzo non valido (${name}): ${value}`);
  }
}
