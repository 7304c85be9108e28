import { asc, eq } from "drizzle-orm";
import { leads, leadTimeline } from "../../../db/schema";
import { languageNames, leadPage as t } from "~/features/leads/content/admin-leads";
import { personOf } from "~/features/leads/lead-person.server";
import { kindLabels, stageLabels, type LeadStage } from "~/features/leads/lead-stages";
import { formatCents, leadOwners, ownerName } from "~/features/leads/leads.server";
import { withAudit, type Actor } from "~/utils/audit.server";
import { formatDay, formatMoment, formatSpan } from "~/utils/format";

/** A lead's id as the address carries it: a positive whole number, else none. */
export function leadIdOf(param: string | undefined) {
  return /^[1-9]\d{0,14}$/.test(param ?? "") ? Number(param) : null;
}

const euroInput = new Intl.NumberFormat("it-IT", {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/**
 * `/admin/lead/:id`: the lead, its person and its timeline, read with the 'view-lead' audit
 * row. Null for an id that names no lead (nothing recorded).
 */
export async function leadDetail(id: number, actor: Actor, now = new Date()) {
  const read = await withAudit(
    actor,
    "view-lead",
    (tx) => {
      const lead = tx.select().from(leads).where(eq(leads.id, id)).get();
      if (!lead) return null;
      return {
        lead,
        person: personOf(tx, lead),
        timeline: tx
          .select()
          .from(leadTimeline)
          .where(eq(leadTimeline.leadId, id))
          .orderBy(asc(leadTimeline.at), asc(leadTimeline.id))
          .all(),
        owners: leadOwners(tx),
      };
    },
    (found) => (found ? `lead n. ${id}` : `lead n. ${id}: non trovato`),
    now,
  );
  if (!read) return null;
  const { lead, person, timeline, owners } = read;
  const name = person ? `${person.nome} ${person.cognome}` : `Anonimizzato n. ${lead.id}`;
  return {
    lead: {
      id: lead.id,
      name,
      stage: lead.stage,
      stageLabel: stageLabels[lead.stage],
      lostReason: lead.lostReason,
      kind: kindLabels[lead.kind],
      subject: lead.subject,
      version: lead.version,
      ownerId: lead.ownerId ?? "",
      value: lead.valueCents === null ? "" : euroInput.format(lead.valueCents / 100),
      valueShown: lead.valueCents === null ? null : formatCents(lead.valueCents),
      expectedCloseOn: lead.expectedCloseOn ?? "",
      nextAction: lead.nextAction ?? "",
      nextActionOn: lead.nextActionOn ?? "",
      channel: lead.channel,
      campaign: lead.utmCampaign,
      entryPath: lead.entryPath,
      language: languageNames[lead.language],
      // The A/B test the request's page was under, by its number, and the variant's letter.
      experiment:
        lead.experimentId === null
          ? null
          : t.experiment(lead.experimentId, String.fromCharCode(65 + (lead.variant ?? 0))),
      received: formatMoment(lead.createdAt),
      firstResponse: lead.firstResponseAt
        ? formatSpan(lead.firstResponseAt.getTime() - lead.createdAt.getTime())
        : null,
      closedOn: lead.closedAt ? formatMoment(lead.closedAt) : null,
      adConsent: lead.adConsentRevokedAt
        ? t.adConsent.revoked(formatMoment(lead.adConsentRevokedAt))
        : lead.adConsentAt
          ? t.adConsent.given(formatMoment(lead.adConsentAt), lead.adConsentVersion ?? "")
          : t.adConsent.none,
      canRevoke: lead.adConsentAt !== null && lead.adConsentRevokedAt === null,
      privacySignal: lead.privacySignal,
      expectedCloseShown: lead.expectedCloseOn ? formatDay(lead.expectedCloseOn) : null,
    },
    person: person
      ? {
          email: person.email,
          telefono: person.telefono,
          azienda: person.azienda,
          messaggio: person.messaggio,
        }
      : null,
    owners: owners.map((owner) => ({ id: owner.id, name: ownerName(owner) })),
    timeline: timeline.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      kindLabel: t.timelineKinds[entry.kind],
      at: entry.at.toISOString(),
      when: formatMoment(entry.at),
      who: entry.actor || t.site,
      from: entry.fromStage ? stageLabels[entry.fromStage as LeadStage] : null,
      to: entry.toStage ? stageLabels[entry.toStage as LeadStage] : null,
      text: entry.text,
    })),
    now: now.getTime(),
  };
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof leadDetail>>>;
