import { absoluteUrl } from "~/utils/seo";
import { getEnv } from "~/utils/env.server";
import { localizedPath, type Language } from "~/utils/language";
import { openState, sealState } from "~/utils/signed-state.server";

/**
 * The link in the e-mail a visitor gets after ticking the advertising box: it opens the page
 * where they withdraw that consent themselves. Signed for that purpose and that lead alone,
 * so it neither opens anything else nor can be made for another lead. It outlasts the lead's
 * personal data (anonymized at the latest a year after its last change), after which there
 * is nothing left to withdraw.
 */

const purpose = "revoca-pubblicita";
const VALID_MS = 2 * 365 * 86_400_000;

export const adConsentPath = "/consenso-pubblicita";

/** The page in the language the visitor wrote in, as the e-mail carrying it is. */
export function adConsentRevocationUrl(
  leadId: number,
  now = new Date(),
  language: Language = "it",
) {
  const token = sealState(purpose, { l: leadId }, new Date(now.getTime() + VALID_MS));
  const path = localizedPath(adConsentPath, language) ?? adConsentPath;
  return absoluteUrl(getEnv().SITE_URL, `${path}?t=${encodeURIComponent(token)}`);
}

/** The lead a link names, or null when it names none (forged, expired, missing). */
export function leadOfRevocationLink(token: string | null, now = new Date()) {
  const state = openState(purpose, token, now);
  if (!state.ok) return null;
  const data = state.data as { l?: unknown };
  return typeof data.l === "number" ? data.l : null;
}
