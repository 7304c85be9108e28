import { catalogue } from "~/utils/language";

/** The signup page's words; the past issues it lists stay in the language they were written in. */
export const newsletterPageCopy = catalogue({
  it: {
    head: {
      title: "Newsletter",
      description:
        "Iscriviti alla newsletter: novità, corsi ed eventi di marketing digitale per PMI.",
      keywords: [
        "newsletter marketing digitale",
        "novità marketing PMI",
        "corsi marketing digitale",
        "eventi marketing digitale",
      ],
    },
    intro: {
      title: "Iscriviti alla newsletter",
      lead: "Una e-mail al mese con novità, corsi ed eventi. Ti chiederemo di confermare l'indirizzo.",
    },
    /** The campaigns published on the site, listed under the form once there is one. */
    pastIssues: "Numeri precedenti",
  },
  en: {
    head: {
      title: "Newsletter",
      description:
        "Subscribe to the newsletter: digital marketing news, courses and events for small and medium-sized businesses.",
      keywords: [
        "digital marketing newsletter",
        "marketing news for SMEs",
        "digital marketing courses",
        "digital marketing events",
      ],
    },
    intro: {
      title: "Subscribe to the newsletter",
      lead: "One email a month with news, courses and events. We will ask you to confirm your address.",
    },
    pastIssues: "Past issues",
  },
});
