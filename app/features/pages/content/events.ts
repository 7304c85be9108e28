import type { DatedEvent } from "~/features/pages/ics";

export type RegistrationChoice = {
  value: string;
  label: string;
  /** Dated events get a calendar file with the confirmation e-mail. */
  event: DatedEvent | null;
};

const venueWorkshop = "Palazzo storico, centro città";
const venueBari = "Fiera del Levante, Bari";

/** The six choices of the registration form: two dated events and four courses. */
export const registrationChoices: readonly RegistrationChoice[] = [
  {
    value: "workshop-ai-generativa",
    label: "Workshop AI Generativa - 16 settembre 2025",
    event: {
      title: "Workshop AI Generativa",
      start: "2025-09-16T09:30:00+02:00",
      end: "2025-09-16T13:30:00+02:00",
      location: venueWorkshop,
      description: "Workshop pratico sull'intelligenza artificiale generativa per le PMI.",
    },
  },
  {
    value: "innovation-days-bari",
    label: "Innovation Days Bari - 6-7 ottobre 2025",
    event: {
      title: "Innovation Days Bari",
      start: "2025-10-06T09:00:00+02:00",
      end: "2025-10-07T18:00:00+02:00",
      location: venueBari,
      description:
        "Due giornate sull'innovazione digitale, con il nostro talk su etica e intelligenza artificiale.",
    },
  },
  {
    value: "social-media-marketing-essentials",
    label: "Corso Social Media Marketing Essentials",
    event: null,
  },
  { value: "content-creation-mastery", label: "Corso Content Creation Mastery", event: null },
  { value: "google-facebook-ads", label: "Corso Google Ads & Facebook Ads", event: null },
  { value: "complete-digital-strategy", label: "Corso Complete Digital Strategy", event: null },
];

export const registrationValues = registrationChoices.map((choice) => choice.value) as [
  string,
  ...string[],
];

export function registrationChoice(value: string) {
  return registrationChoices.find((choice) => choice.value === value);
}

/** The two upcoming events listed on /iscrizioni. */
export const upcomingEvents = [
  {
    value: "workshop-ai-generativa",
    title: "Workshop AI Generativa",
    date: "16 settembre 2025",
    place: "Palazzo storico nel centro della città",
    description:
      "Una mattina pratica per scoprire come l'intelligenza artificiale generativa può aiutare la tua impresa a creare contenuti, analizzare dati e risparmiare tempo.",
  },
  {
    value: "innovation-days-bari",
    title: "Innovation Days Bari",
    date: "6-7 ottobre 2025",
    place: "Fiera del Levante, Bari",
    description:
      "Due giornate dedicate all'innovazione digitale in fiera, con il nostro talk su etica e intelligenza artificiale.",
  },
] as const;
