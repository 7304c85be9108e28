import { leadKinds, leadStages } from "../../../db/schema";

export { leadKinds, leadStages };
export type LeadStage = (typeof leadStages)[number];
export type LeadKind = (typeof leadKinds)[number];

export const stageLabels: Record<LeadStage, string> = {
  nuovo: "Nuovo",
  contattato: "Contattato",
  qualificato: "Qualificato",
  proposta: "Proposta",
  vinto: "Vinto",
  perso: "Perso",
};

export const kindLabels: Record<LeadKind, string> = {
  contatto: "Contatto",
  richiesta: "Richiesta di informazioni",
  iscrizione: "Iscrizione a un evento",
};

/** The stages a conversion can be told to Google at: a request that became work, or was won. */
export const conversionStages = ["qualificato", "proposta", "vinto"] as const satisfies LeadStage[];
export type ConversionStage = (typeof conversionStages)[number];

/** Won or lost: the lead is closed, and its retention starts counting. */
export const isClosed = (stage: LeadStage) => stage === "vinto" || stage === "perso";

export const isLeadStage = (value: string): value is LeadStage =>
  (leadStages as readonly string[]).includes(value);
