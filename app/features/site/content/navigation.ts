export type NavItem = { label: string; to: string };

export const mainNavigation: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Chi Siamo", to: "/chi-siamo" },
  { label: "Servizi", to: "/servizi" },
  { label: "Formazione", to: "/formazione" },
  { label: "Eventi", to: "/eventi" },
  { label: "Portfolio", to: "/portfolio" },
  { label: "Blog", to: "/blog" },
  { label: "Contatti", to: "/contatti" },
];

/** The footer's menu: the main menu's links without the blog. */
export const footerNavigation: readonly NavItem[] = mainNavigation.filter(
  (item) => item.to !== "/blog",
);

export const legalNavigation: readonly NavItem[] = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Cookie Policy", to: "/cookie" },
  { label: "Termini e Condizioni", to: "/termini" },
];
