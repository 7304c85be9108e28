export type SitemapEntry = {
  path: string;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
};

/**
 * Every public page that exists; each new public route adds itself here (articles and the
 * blog's category pages come from the database).
 */
export const sitemapEntries: readonly SitemapEntry[] = [
  { path: "/", changefreq: "weekly", priority: 1 },
  { path: "/contatti", changefreq: "yearly", priority: 0.8 },
  { path: "/iscrizioni", changefreq: "monthly", priority: 0.7 },
  { path: "/newsletter", changefreq: "yearly", priority: 0.3 },
  { path: "/chi-siamo", changefreq: "yearly", priority: 0.8 },
  { path: "/servizi", changefreq: "monthly", priority: 0.9 },
  { path: "/formazione", changefreq: "monthly", priority: 0.8 },
  { path: "/privacy", changefreq: "yearly", priority: 0.3 },
  { path: "/cookie", changefreq: "yearly", priority: 0.3 },
  { path: "/termini", changefreq: "yearly", priority: 0.3 },
  { path: "/casi-studio", changefreq: "monthly", priority: 0.8 },
  { path: "/portfolio", changefreq: "monthly", priority: 0.8 },
  { path: "/eventi", changefreq: "monthly", priority: 0.7 },
  { path: "/spicy-presentazione-slides", changefreq: "monthly", priority: 0.5 },
  { path: "/servizi/comunicazione-politica", changefreq: "monthly", priority: 0.8 },
  { path: "/servizi/packaging-design", changefreq: "monthly", priority: 0.8 },
  { path: "/servizi/stand-fieristici", changefreq: "monthly", priority: 0.8 },
  { path: "/spicy", changefreq: "weekly", priority: 0.7 },
  { path: "/spicy-presentazione", changefreq: "monthly", priority: 0.5 },
  { path: "/spicy-granoro", changefreq: "monthly", priority: 0.5 },
  { path: "/showroom", changefreq: "monthly", priority: 0.6 },
  { path: "/blog", changefreq: "daily", priority: 0.8 },
];
