import { catalogue } from "~/utils/language";

export type NavItem = { label: string; to: string };

const italianMenu = [
  { label: "Home", to: "/" },
  { label: "Chi Siamo", to: "/chi-siamo" },
  { label: "Servizi", to: "/servizi" },
  { label: "Formazione", to: "/formazione" },
  { label: "Eventi", to: "/eventi" },
  { label: "Portfolio", to: "/portfolio" },
  { label: "Blog", to: "/blog" },
  { label: "Contatti", to: "/contatti" },
];

const englishMenu = [
  { label: "Home", to: "/en" },
  { label: "About us", to: "/en/about" },
  { label: "Services", to: "/en/services" },
  { label: "Training", to: "/en/training" },
  { label: "Events", to: "/en/events" },
  { label: "Portfolio", to: "/en/portfolio" },
  { label: "Blog", to: "/en/blog" },
  { label: "Contact", to: "/en/contact" },
];

/** The footer's menu: the main menu's links without the blog. */
const withoutBlog = (menu: readonly NavItem[]) => menu.filter((item) => !item.to.endsWith("/blog"));

export const navigation = catalogue({
  it: {
    main: italianMenu,
    footer: withoutBlog(italianMenu),
    legal: [
      { label: "Privacy Policy", to: "/privacy" },
      { label: "Cookie Policy", to: "/cookie" },
      { label: "Termini e Condizioni", to: "/termini" },
    ],
    home: "/",
    mainLabel: "Menu principale",
    menu: "Menu",
    booking: "Consulenza Gratuita",
    skipLink: "Vai al contenuto",
  },
  en: {
    main: englishMenu,
    footer: withoutBlog(englishMenu),
    legal: [
      { label: "Privacy Policy", to: "/en/privacy" },
      { label: "Cookie Policy", to: "/en/cookies" },
      { label: "Terms and Conditions", to: "/en/terms" },
    ],
    home: "/en",
    mainLabel: "Main menu",
    menu: "Menu",
    booking: "Free consultation",
    skipLink: "Skip to content",
  },
});

/**
 * The link to the other language, written in that language (it is for someone who reads it):
 * the same page when it is translated, else that language's home, saying so (decision 0291).
 */
export const languageSwitch = catalogue({
  it: {
    samePage: "Italiano",
    home: "Home in italiano",
    homeNote: "Questa pagina non è tradotta in italiano: il link porta alla home.",
  },
  en: {
    samePage: "English",
    home: "English home page",
    homeNote: "This page is not translated into English: the link leads to the home page.",
  },
});
