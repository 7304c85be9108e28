import * as z from "zod";
import { campaignMessages as m } from "~/features/newsletter/content/campaigns";
import { languages } from "~/utils/language";
import { romeTimeToMoment } from "~/utils/rome-time";

/**
 * The staff forms of a campaign: its draft, the time it is to leave, and the sender's postal
 * address. The server parses every post with these; the checkboxes come as `on` or not at all.
 */

export const campaignLimits = { subject: 150, preheader: 150, content: 100_000, address: 300 };

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

/** The version the form was opened on: the stored `updated_at`, in milliseconds. */
const version = z.coerce.number().int().nonnegative();

export const campaignSchema = z.object({
  intent: z.literal("salva"),
  subject: z
    .string({ error: m.subjectMissing })
    .trim()
    .min(1, m.subjectMissing)
    .max(campaignLimits.subject, m.subjectTooLong),
  preheader: z
    .string()
    .trim()
    .max(campaignLimits.preheader, m.preheaderTooLong)
    .optional()
    .transform((value) => value ?? ""),
  content: z
    .string({ error: m.contentMissing })
    .max(campaignLimits.content, m.contentTooLong)
    .refine((value) => value.trim() !== "", m.contentMissing),
  // Italian unless chosen: a post from before the choice existed was Italian.
  language: z.enum(languages, { error: m.languageInvalid }).default("it"),
  web_version: checkbox,
  count_clicks: checkbox,
  updated_at: version.optional(),
});

export type CampaignInput = z.output<typeof campaignSchema>;

/** What the form opens with: its fields as strings, as the form names them. */
export type CampaignFormValues = {
  subject: string;
  preheader: string;
  content: string;
  language: string;
  web_version: "on" | "";
  count_clicks: "on" | "";
  updated_at: string;
};

/** 'Programma': an Italian day and time (a `datetime-local` value) still to come at `now`. */
export function scheduleSchema(now: Date) {
  return z.object({
    intent: z.literal("programma"),
    updated_at: version,
    when: z.string({ error: m.whenMissing }).transform((typed, ctx) => {
      const time = romeTimeToMoment(typed.trim());
      const problem =
        time.kind === "invalid"
          ? m.whenInvalid
          : time.kind === "nonexistent"
            ? m.whenNonexistent
            : time.moment.getTime() <= now.getTime()
              ? m.whenPast
              : null;
      if (problem || time.kind !== "moment") {
        ctx.addIssue({ code: "custom", message: problem ?? m.whenInvalid });
        return z.NEVER;
      }
      return time.moment;
    }),
  });
}

export const postalAddressSchema = z.object({
  intent: z.literal("indirizzo"),
  address: z
    .string({ error: m.addressMissing })
    .trim()
    .min(1, m.addressMissing)
    .max(campaignLimits.address, m.addressTooLong),
});

/** The posts that act on a saved campaign by its version alone: no other field to check. */
export const versionSchema = z.object({ updated_at: version });
