import { catalogue } from "~/utils/language";

/** The choices of the contact form's "servizio" field, in the order the form must list them. */
const serviceChoices = [
  { value: "social-media", label: "Gestione Social Media" },
  { value: "content-marketing", label: "Content Marketing" },
  { value: "advertising", label: "Social & Google Ads" },
  { value: "consulenza", label: "Consulenza Strategica" },
  { value: "formazione", label: "Formazione" },
  { value: "eventi", label: "Eventi" },
  { value: "altro", label: "Altro" },
] as const;

/**
 * The same choices as a visitor reads them in each language: the values stay the stored ones,
 * and staff read the Italian labels (`serviceLabel`).
 */
export const serviceChoicesIn = catalogue({
  it: serviceChoices,
  en: [
    { value: "social-media", label: "Social Media Management" },
    { value: "content-marketing", label: "Content Marketing" },
    { value: "advertising", label: "Social & Google Ads" },
    { value: "consulenza", label: "Strategic Consulting" },
    { value: "formazione", label: "Training" },
    { value: "eventi", label: "Events" },
    { value: "altro", label: "Other" },
  ],
});

export type ServiceValue = (typeof serviceChoices)[number]["value"];
export const serviceValues = serviceChoices.map((choice) => choice.value) as [
  ServiceValue,
  ...ServiceValue[],
];

/** Service pages whose information request form stores a submission named after them. */
export const infoRequestSources = {
  "packaging-design": "Packaging Design",
  "stand-fieristici": "Stand Fieristici",
} as const;
export type InfoRequestSource = keyof typeof infoRequestSources;

/** The label of a stored servizio value, for e-mails and the admin list. */
export function serviceLabel(value: string) {
  return (
    serviceChoices.find((choice) => choice.value === value)?.label ??
    infoRequestSources[value as InfoRequestSource] ??
    value
  );
}

/** Theme tokens a service may use as its accent; each reaches 3:1 against every background. */
export type ServiceColor = "primary" | "link" | "success" | "focus";

/** The pictogram of a service card, by name: `components/service-icon.tsx` draws it. */
export type ServiceIconName = "social" | "content" | "ads" | "strategy" | "training" | "events";
