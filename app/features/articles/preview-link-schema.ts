import * as z from "zod";
import { previewLinkText as t } from "~/features/articles/content/admin-articles";

/** How many days a new preview link may stay valid: a week unless the editor chooses otherwise. */
export const previewLinkDays = ["1", "7", "30"] as const;
export const defaultPreviewLinkDays = "7" satisfies (typeof previewLinkDays)[number];

/** The two posts of the editor's 'Link di anteprima' section, told apart by `intent`. */
export const previewLinkIntents = ["create-preview-link", "revoke-preview-link"] as const;
export type PreviewLinkIntent = (typeof previewLinkIntents)[number];

/** 'Crea link di anteprima': how long the link stays valid. */
export const createPreviewLinkSchema = z.object({
  intent: z.literal("create-preview-link"),
  days: z.enum(previewLinkDays, { error: t.daysInvalid }).transform(Number),
});

/** 'Revoca link': the link the page showed, so a stale page cannot revoke a newer one. */
export const revokePreviewLinkSchema = z.object({
  intent: z.literal("revoke-preview-link"),
  link: z.coerce.number().int().positive(),
});
