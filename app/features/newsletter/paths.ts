// Addresses of the newsletter's pages, for components and server modules alike.
import { localizedPath, type Language } from "~/utils/language";

export const campaignsPath = "/admin/newsletter/campagne";
export const newCampaignPath = `${campaignsPath}/nuova`;
export const campaignPath = (id: number) => `${campaignsPath}/${id}`;
export const campaignPreviewPath = (id: number, scheme: "chiaro" | "scuro") =>
  `${campaignPath(id)}/anteprima?tema=${scheme}`;

/** The public web version of a sent campaign, under its own language's addresses. */
export function archivePath(slug: string, language: Language = "it") {
  const italian = `/newsletter/archivio/${encodeURIComponent(slug)}`;
  if (language === "it") return italian;
  const params = { slug: encodeURIComponent(slug) };
  return localizedPath("/newsletter/archivio/:slug", language, params) ?? italian;
}

/** The newsletter's page in a language: its signup and its past issues. */
export const newsletterPath = (language: Language) =>
  localizedPath("/newsletter", language) ?? "/newsletter";

/** A counted link: it leads only to the address stored as link `n` of the campaign. */
export const clickPath = (campaignId: number, n: number) => `/newsletter/l/${campaignId}/${n}`;
