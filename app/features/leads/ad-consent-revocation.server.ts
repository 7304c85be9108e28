import { eq } from "drizzle-orm";
import { leads } from "../../../db/schema";
import { leadOfRevocationLink } from "~/features/leads/ad-consent-links.server";
import { withdrawAdConsent } from "~/features/leads/leads.server";
import { db, writeOrBusy, type DbOrTx } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { formatDate } from "~/utils/format";
import { localeOf, type Language } from "~/utils/language";

/**
 * The page a visitor's e-mail links to for withdrawing the advertising consent: what the link
 * names, and the withdrawal itself. It shows what the request was about and when it arrived,
 * which the same e-mail already says, and nothing the visitor wrote.
 */

// The page answers at once: a visitor does not wait behind a long write.
const LOCK_WAIT_MS = 500;

export type AdConsentState =
  | { ok: false }
  | {
      ok: true;
      subject: string;
      receivedOn: string;
      status: "attivo" | "revocato" | "assente";
    };

/** The lead a link names, unless anonymized or gone: then nothing is left to withdraw. */
function namedLead(tx: DbOrTx, leadId: number | null) {
  if (leadId === null) return null;
  const lead = tx.select().from(leads).where(eq(leads.id, leadId)).get();
  return lead && !lead.anonymizedAt ? lead : null;
}

const englishDate = new Intl.DateTimeFormat(localeOf("en"), {
  dateStyle: "long",
  timeZone: "Europe/Rome",
});

/** The day in the page's language, in Rome. */
const dayIn = (moment: Date, language: Language) =>
  language === "en" ? englishDate.format(moment) : formatDate(moment);

function stateOf(lead: typeof leads.$inferSelect | null, language: Language): AdConsentState {
  if (!lead) return { ok: false };
  return {
    ok: true,
    subject: lead.subject,
    receivedOn: dayIn(lead.createdAt, language),
    status: lead.adConsentRevokedAt ? "revocato" : lead.adConsentAt ? "attivo" : "assente",
  };
}

/** What the link opens; opening it withdraws nothing (decision 0022). */
export const readAdConsentLink = (token: string | null, language: Language = "it") =>
  stateOf(namedLead(db, leadOfRevocationLink(token)), language);

/** The visitor's own withdrawal: the lead's state after it, or "busy" when nothing was saved. */
export async function revokeAdConsentByLink(
  token: string | null,
  language: Language = "it",
  now = new Date(),
) {
  const leadId = leadOfRevocationLink(token, now);
  if (leadId === null) return { ok: false } satisfies AdConsentState;
  const outcome = await writeOrBusy(
    () =>
      db.transaction(
        (tx) => {
          const lead = namedLead(tx, leadId);
          const state = stateOf(lead, language);
          if (!lead || !state.ok || state.status !== "attivo") return { state, changed: false };
          withdrawAdConsent(tx, lead, null, now);
          return { state: { ...state, status: "revocato" as const }, changed: true };
        },
        { behavior: "immediate" },
      ),
    { withinMs: LOCK_WAIT_MS },
  );
  if (outcome === "busy") return outcome;
  if (outcome.changed) emitDomainEvent("leadChanged", { id: leadId });
  return outcome.state;
}
