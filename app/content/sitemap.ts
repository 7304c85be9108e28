export type SitemapEntry = {
  path: string;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
};

/** Every public page that exists; each new public route adds itself here. */
export const sitemapEntries: readonly SitemapEntry[] = [
  { path: "/", changefreq: "weekly", priority: 1 },
  { path: "/contatti", changefreq: "yearly", priority: 0.8 },
  { path: "/iscrizioni", changefreq: "monthly", priority: 0.7 },
  { path: "/newsletter", changefreq: "yearly", priority: 0.3 },
];
