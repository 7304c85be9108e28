export const newsletterHead = {
  title: "Newsletter",
  description: "Iscriviti alla newsletter: novità, corsi ed eventi di marketing digitale per PMI.",
  keywords: [
    "newsletter marketing digitale",
    "novità marketing PMI",
    "corsi marketing digitale",
    "eventi marketing digitale",
  ],
} as const;

export const newsletterIntro = {
  title: "Iscriviti alla newsletter",
  lead: "Una e-mail al mese con novità, corsi ed eventi. Ti chiederemo di confermare l'indirizzo.",
} as const;

/** The campaigns published on the site, listed under the form once there is one. */
export const pastIssuesText = { title: "Numeri precedenti" } as const;
