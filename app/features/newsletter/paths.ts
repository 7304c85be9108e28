// Addresses of the newsletter's pages, for components and server modules alike.

export const campaignsPath = "/admin/newsletter/campagne";
export const newCampaignPath = `${campaignsPath}/nuova`;
export const campaignPath = (id: number) => `${campaignsPath}/${id}`;
export const campaignPreviewPath = (id: number, scheme: "chiaro" | "scuro") =>
  `${campaignPath(id)}/anteprima?tema=${scheme}`;

/** The public web version of a sent campaign. */
export const archivePath = (slug: string) => `/newsletter/archivio/${encodeURIComponent(slug)}`;

/** A counted link: it leads only to the address stored as link `n` of the campaign. */
export const clickPath = (campaignId: number, n: number) => `/newsletter/l/${campaignId}/${n}`;
