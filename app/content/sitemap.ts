export type SitemapEntry = {
  path: string;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
};

/** Every public page that exists; each new public route adds itself here. */
export const sitemapEntries: readonly SitemapEntry[] = [{ path: "/", changefreq: "weekly", priority: 1 }];
