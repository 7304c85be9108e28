import { catalogue } from "~/utils/language";

/** What a campaign's public page says around the campaign itself, in the campaign's language. */
export const archiveText = catalogue({
  it: {
    trail: { home: "Home", newsletter: "Newsletter" },
    sentOn: "Inviata il",
    description: (date: string) => `Il numero della newsletter inviato il ${date}.`,
    backToNewsletter: "Iscriviti alla newsletter e leggi i numeri precedenti",
  },
  en: {
    trail: { home: "Home", newsletter: "Newsletter" },
    sentOn: "Sent on",
    description: (date: string) => `The issue of the newsletter sent on ${date}.`,
    backToNewsletter: "Subscribe to the newsletter and read past issues",
  },
});
