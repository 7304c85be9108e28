import { asc, inArray } from "drizzle-orm";
import { leads, leadTimeline } from "../../../db/schema";
import { stageLabels } from "~/features/leads/lead-stages";
import type { DbOrTx } from "~/utils/db.server";

/**
 * The leads of these contacts or registrations as a person's access export shows them (GDPR
 * art. 15), keyed in Italian for them to read: what staff made of the request, its origin,
 * the ad's click and the consent to tell Google and Meta, and the timeline with who and when.
 * Keyed by the contact's or registration's id.
 */
export function leadsForExport(tx: DbOrTx, side: "contact" | "registration", ids: number[]) {
  if (ids.length === 0) return new Map<number, ReturnType<typeof exported>>();
  const column = side === "contact" ? leads.contactId : leads.registrationId;
  const rows = tx.select().from(leads).where(inArray(column, ids)).all();
  const entries =
    rows.length === 0
      ? []
      : tx
          .select()
          .from(leadTimeline)
          .where(
            inArray(
              leadTimeline.leadId,
              rows.map((lead) => lead.id),
            ),
          )
          .orderBy(asc(leadTimeline.at), asc(leadTimeline.id))
          .all();
  return new Map(
    rows.map((lead) => [
      (side === "contact" ? lead.contactId : lead.registrationId)!,
      exported(
        lead,
        entries.filter((entry) => entry.leadId === lead.id),
      ),
    ]),
  );
}

function exported(lead: typeof leads.$inferSelect, entries: (typeof leadTimeline.$inferSelect)[]) {
  return {
    fase: stageLabels[lead.stage],
    motivoDellaPerdita: lead.lostReason,
    valoreInEuro: lead.valueCents === null ? null : lead.valueCents / 100,
    chiusuraPrevista: lead.expectedCloseOn,
    prossimaAzione: lead.nextAction,
    prossimaAzioneIl: lead.nextActionOn,
    primaRispostaIl: lead.firstResponseAt,
    chiusaIl: lead.closedAt,
    provenienza: {
      origine: lead.channel,
      mezzo: lead.utmMedium,
      campagna: lead.utmCampaign,
      paginaDiIngresso: lead.entryPath,
    },
    clicSuUnAnnuncio: {
      gclid: lead.gclid,
      gbraid: lead.gbraid,
      wbraid: lead.wbraid,
      fbclid: lead.fbclid,
      cliccatoIl: lead.clickedAt,
    },
    consensoAComunicarloAGoogleEMeta: {
      datoIl: lead.adConsentAt,
      versioneDelTesto: lead.adConsentVersion,
      revocatoIl: lead.adConsentRevokedAt,
    },
    inviataConDntOGpc: lead.privacySignal,
    cronologia: entries.map((entry) => ({
      il: entry.at,
      tipo: entry.kind,
      chi: entry.actor || "il sito",
      daFase: entry.fromStage,
      aFase: entry.toStage,
      testo: entry.text,
    })),
  };
}
