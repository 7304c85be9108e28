export type Cta = { label: string; to: string };

export const homeHead = {
  title: "Agenzia di marketing digitale per PMI",
  description:
    "Strategie digitali accessibili e su misura per PMI: social media, content marketing, advertising, consulenza strategica, formazione ed eventi.",
  keywords: [
    "agenzia marketing digitale",
    "social media marketing",
    "content marketing",
    "Google Ads",
    "consulenza strategica",
    "PMI",
  ],
} as const;

export const homeHero = {
  headline: "Aggiungi un pizzico di spezia alla tua strategia digitale",
  subline:
    "Strategie accessibili e su misura per piccole e medie imprese: ti affianchiamo dall'analisi ai risultati, con obiettivi chiari e misurabili.",
  primary: { label: "Scopri la nostra visione", to: "/chi-siamo" } satisfies Cta,
  secondary: { label: "Richiedi consulenza gratuita", to: "/contatti" } satisfies Cta,
  proofPoints: ["50+ PMI servite", "100% soddisfazione", "Crescita misurabile"],
} as const;
