// The Italian public address patterns that have an English page, with its address (decision
// 0291). Plain JavaScript: `remix.config.js` reads it to add the English routes, and the app
// reads it through `language.ts`.

/** @type {Readonly<Record<string, string>>} */
export const englishPaths = {
  "/": "/en",
  "/chi-siamo": "/en/about",
  "/servizi": "/en/services",
  "/servizi/:slug": "/en/services/:slug",
  "/casi-studio": "/en/case-studies",
  "/casi-studio/:slug": "/en/case-studies/:slug",
  "/portfolio": "/en/portfolio",
  "/formazione": "/en/training",
  "/eventi": "/en/events",
  "/eventi/:slug": "/en/events/:slug",
  "/eventi/:slug/calendario.ics": "/en/events/:slug/calendar.ics",
  "/iscrizioni": "/en/registration",
  "/iscrizioni/annulla": "/en/registration/cancel",
  "/blog": "/en/blog",
  "/blog/:slug": "/en/blog/:slug",
  "/blog/categoria/:slug": "/en/blog/category/:slug",
  "/blog/cerca": "/en/blog/search",
  "/blog/rss.xml": "/en/blog/rss.xml",
  "/blog/aggiornamenti": "/en/blog/updates",
  "/contatti": "/en/contact",
  "/grazie": "/en/thank-you",
  "/newsletter": "/en/newsletter",
  "/newsletter/conferma": "/en/newsletter/confirm",
  "/newsletter/disiscrizione": "/en/newsletter/unsubscribe",
  "/newsletter/archivio/:slug": "/en/newsletter/archive/:slug",
  "/cookie": "/en/cookies",
  "/preferenze": "/en/preferences",
  "/consenso-pubblicita": "/en/advertising-consent",
  "/*": "/en/*",
};
