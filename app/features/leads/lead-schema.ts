import * as z from "zod";
import { leadFieldMessages as m } from "~/features/leads/content/admin-leads";
import { leadStages } from "~/features/leads/lead-stages";
import { parseEuro } from "~/utils/fields";
import { isDay } from "~/utils/rome-time";

/** The forms of the board and of a lead's page, told apart by `intent`. */

const optionalDay = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || isDay(value), m.day)
  .transform((value) => value || null);

export const leadEditSchema = z
  .object({
    intent: z.literal("modifica"),
    versione: z.coerce.number().int().positive(),
    responsabile: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || null),
    valore: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const cents = parseEuro(value ?? "");
        if (cents === "invalid") {
          ctx.addIssue({ code: "custom", message: m.value });
          return z.NEVER;
        }
        return cents;
      }),
    chiusura: optionalDay,
    azione: z
      .string()
      .trim()
      .max(200, m.actionTooLong)
      .optional()
      .transform((value) => value || null),
    azioneIl: optionalDay,
  })
  .superRefine((value, ctx) => {
    if (value.azioneIl && !value.azione)
      ctx.addIssue({ code: "custom", path: ["azione"], message: m.actionDayWithoutAction });
  });

export const leadNoteSchema = z.object({
  intent: z.literal("nota"),
  nota: z.string({ error: m.noteEmpty }).trim().min(1, m.noteEmpty).max(5000, m.noteTooLong),
});

/** A card's 'Sposta', from the board or the lead's page; `inPagina` from the hydrated board. */
export const leadMoveSchema = z.object({
  intent: z.literal("sposta"),
  lead: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
  fase: z.enum(leadStages),
  motivo: z
    .string()
    .trim()
    .max(200, m.reasonTooLong)
    .optional()
    .transform((value) => value || null),
  inPagina: z.literal("1").optional(),
});

export const defaultOwnerSchema = z.object({
  intent: z.literal("responsabile-predefinito"),
  responsabile: z.string().trim().max(100),
});

/** The webhook's address; where it may point is the webhook module's to say. */
export const leadWebhookSchema = z.object({
  intent: z.literal("salva"),
  url: z
    .string({ error: m.webhookMissing })
    .trim()
    .min(1, m.webhookMissing)
    .max(2048, m.webhookTooLong),
});

/**
 * Meta's Conversions API: its address and the access token. A token left empty keeps the
 * one saved, which the page never shows again; the action asks for one when none is saved.
 */
export const metaConversionsSchema = z.object({
  intent: z.literal("salva-meta"),
  endpoint: z
    .string({ error: m.metaEndpointMissing })
    .trim()
    .min(1, m.metaEndpointMissing)
    .max(2048, m.webhookTooLong),
  token: z
    .string()
    .trim()
    .max(1000, m.metaTokenTooLong)
    .regex(/^[\x21-\x7e]*$/, m.metaTokenBad)
    .optional()
    .transform((value) => value || null),
});

/** 'Reinvia' and 'Scarta' on one event of the delivery log. */
export const leadEventSchema = z.object({
  intent: z.enum(["reinvia", "scarta"]),
  evento: z.coerce.number().int().positive(),
});
