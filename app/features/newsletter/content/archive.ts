/** What a campaign's public page says around the campaign itself. */
export const archiveText = {
  trail: { home: "Home", newsletter: "Newsletter" },
  sentOn: "Inviata il",
  description: (date: string) => `Il numero della newsletter inviato il ${date}.`,
  backToNewsletter: "Iscriviti alla newsletter e leggi i numeri precedenti",
} as const;
