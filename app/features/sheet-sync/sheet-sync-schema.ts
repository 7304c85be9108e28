import * as z from "zod";
import { syncFieldMessages as m, webhookOutcomes } from "~/features/sheet-sync/content/sheet-sync";

const text = (max: number) => z.string().trim().max(max, m.tooLong(max)).default("");

/** The address's own rules (scheme, credentials, where it points) are the webhook module's. */
const webhookUrl = z
  .string({ error: webhookOutcomes.missingUrl })
  .trim()
  .max(2048, m.tooLong(2048));

/**
 * The webhook form of `/admin/sincronizzazione`: the URL and the test data, sent by 'Test
 * Webhook' (`intent=test`) or 'Sincronizza Ora' (`intent=sync`). The test data may be left
 * empty: it is only an example for the scenario.
 */
export const webhookFormSchema = z.object({
  intent: z.enum(["test", "sync"]),
  webhook_url: webhookUrl,
  title: text(200),
  category: text(100),
  excerpt: text(160),
  content: text(20_000),
});

/** 'Crea token': an optional name (`defaultTokenName` when empty). */
export const createTokenSchema = z.object({
  intent: z.literal("create-token"),
  token_name: text(100),
});

/** 'Revoca' beside a token of the list. */
export const revokeTokenSchema = z.object({
  intent: z.literal("revoke-token"),
  id: z.coerce.number().int().positive(),
});
