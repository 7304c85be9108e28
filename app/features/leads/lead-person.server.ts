import { eq } from "drizzle-orm";
import { contactSubmissions, eventRegistrations, type leads } from "../../../db/schema";
import type { DbOrTx } from "~/utils/db.server";

/** The person behind a lead, from the row they sent; null once anonymized or deleted. */
export function personOf(tx: DbOrTx, lead: typeof leads.$inferSelect) {
  if (lead.anonymizedAt) return null;
  if (lead.contactId !== null) {
    const row = tx
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, lead.contactId))
      .get();
    return row && !row.anonymizedAt ? { ...row, messaggio: row.messaggio as string | null } : null;
  }
  if (lead.registrationId !== null) {
    const row = tx
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, lead.registrationId))
      .get();
    return row && !row.anonymizedAt ? row : null;
  }
  return null;
}
