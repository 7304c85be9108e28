import { optionalRequestFields, type OptionalRequestField } from "~/features/visitor-forms/index";

/**
 * What a variant changes on its landing page (decision 0281): the headline, the opening's
 * words, image and button, and which optional fields the form asks. A change left empty keeps
 * the page's own; the control changes nothing.
 */
export type VariantChanges = {
  headline: string;
  lead: string;
  /** An illustration's id, with its alternative text; empty keeps the page's image. */
  image: { illustration: string; alt: string } | null;
  cta: { label: string; to: string } | null;
  /** The optional fields the form does not ask. */
  skipped: OptionalRequestField[];
};

export type Variant = { name: string; share: number; changes: VariantChanges };

export const noChanges: VariantChanges = {
  headline: "",
  lead: "",
  image: null,
  cta: null,
  skipped: [],
};

export const experimentGoalLabels = {
  leads: "Richieste",
  qualified: "Richieste qualificate",
  won: "Clienti acquisiti",
} as const;

export type ExperimentGoal = keyof typeof experimentGoalLabels;

export const experimentStatusLabels = {
  draft: "Bozza",
  running: "In corso",
  paused: "In pausa",
  stopped: "Concluso",
} as const;

export type ExperimentStatus = keyof typeof experimentStatusLabels;

export const optionalFieldLabels: Record<OptionalRequestField, string> = {
  telefono: "Telefono",
  azienda: "Azienda",
};

export { optionalRequestFields };

export const MIN_VARIANTS = 2;
export const MAX_VARIANTS = 4;
/** The time limit staff may give a test, in days: long enough for a B2B sale to qualify. */
export const MAX_DAYS_RANGE = { min: 7, max: 90, default: 42 } as const;

/** The variant letters the pages name them by: A is the control. */
export const variantLetter = (index: number) => String.fromCharCode(65 + index);

export const experimentsPath = "/admin/esperimenti";
export const experimentPath = (id: number) => `${experimentsPath}/${id}`;
