import { and, eq, inArray, isNull, sql, type SQLWrapper } from "drizzle-orm";
import {
  contactSubmissions,
  eventRegistrations,
  leads,
  leadTimeline,
  userRoles,
  users,
} from "../../../db/schema";
import type { ClickIds } from "~/features/analytics/click-ids.server";
import type { LeadOrigin } from "~/features/analytics/lead-origin.server";
import {
  isClosed,
  leadStages,
  stageLabels,
  type LeadKind,
  type LeadStage,
} from "~/features/leads/lead-stages";
import { adsConsentVersion } from "~/components/form-messages";
import { withAudit, type Actor } from "~/utils/audit.server";
import type { DbOrTx } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import {
  forgetLeadEvents,
  forgetMetaEvents,
  queueLeadCreated,
  queueStageChanged,
} from "~/features/leads/lead-events.server";
import { getEnv } from "~/utils/env.server";
import { adConsentRevocationUrl } from "~/features/leads/ad-consent-links.server";
import type { Language } from "~/utils/language";
import { absoluteUrl } from "~/utils/seo";
import { readSettings } from "~/utils/settings.server";

/**
 * The pipeline's writes (decision 0272): a lead opened in the transaction that stores its
 * request, so neither exists without the other; then the staff's moves, edits and notes, each
 * with its timeline entry and its audit row in one transaction.
 */

/** The setting naming the admin who owns new leads; unset, they reach the notification address. */
export const defaultOwnerSetting = "leads.default-owner";

export type LeadRow = typeof leads.$inferSelect;

/** An admin, by id: only admins see leads, so only they may own one. */
export function adminById(tx: DbOrTx, id: string) {
  return (
    tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, "admin")))
      .where(eq(users.id, id))
      .get() ?? null
  );
}

/** Every admin, by name: who may own a lead. */
export function leadOwners(tx: DbOrTx) {
  return tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, "admin")))
    .orderBy(users.name, users.email)
    .all();
}

export const ownerName = (owner: { name: string; email: string }) => owner.name || owner.email;

/** The admin new leads go to, when one is set and is still an admin. */
export function defaultOwner(tx: DbOrTx) {
  const id = readSettings([defaultOwnerSetting], tx).get(defaultOwnerSetting);
  return id ? adminById(tx, id) : null;
}

export const leadPath = (id: number) => `/admin/lead/${id}`;

/** Where a lead came from in a word: the campaign's source, else the referring site. */
export const channelOf = (origin: LeadOrigin | undefined) =>
  origin?.utmSource || origin?.referrerHost || "diretto";

/** The ad click's columns; none without one. */
function clickColumns(clicks: ClickIds | null) {
  return {
    gclid: clicks?.gclid ?? null,
    gbraid: clicks?.gbraid ?? null,
    wbraid: clicks?.wbraid ?? null,
    fbclid: clicks?.fbclid ?? null,
    clickedAt: clicks ? new Date(clicks.clickedAt) : null,
  };
}

export type NewLead = {
  kind: LeadKind;
  /** The row the person is on: a contact (or information request), or a registration. */
  contactId?: number;
  registrationId?: number;
  /** What it is about, as the notification names it. */
  subject: string;
  origin?: LeadOrigin;
  pageId?: string | null;
  /** The optional box ticked: Google and Meta may be told of the request. */
  adConsent?: boolean;
  /** Sent with `DNT` or `Sec-GPC`: they never are. */
  privacySignal?: boolean;
  /** The language of the page it was sent from; without it, the person's row's. */
  language?: Language;
};

/** The language the person's row was stored in: the page they wrote from (decision 0295). */
function languageOfPerson(tx: DbOrTx, input: NewLead): Language {
  if (input.language) return input.language;
  const row =
    input.contactId !== undefined
      ? tx
          .select({ language: contactSubmissions.language })
          .from(contactSubmissions)
          .where(eq(contactSubmissions.id, input.contactId))
          .get()
      : input.registrationId !== undefined
        ? tx
            .select({ language: eventRegistrations.language })
            .from(eventRegistrations)
            .where(eq(eventRegistrations.id, input.registrationId))
            .get()
        : undefined;
  return row?.language ?? "it";
}

/**
 * Opens the lead of a request just stored, in the request's transaction, owned by the
 * default owner when one is set. Returns where its notification goes (the owner, else the
 * notification address) and the lead's address in the admin, and records that e-mail.
 */
export function openLead(tx: DbOrTx, input: NewLead, receivedAt: Date) {
  const owner = defaultOwner(tx);
  const language = languageOfPerson(tx, input);
  const [row] = tx
    .insert(leads)
    .values({
      kind: input.kind,
      contactId: input.contactId ?? null,
      registrationId: input.registrationId ?? null,
      subject: input.subject,
      ownerId: owner?.id ?? null,
      channel: channelOf(input.origin),
      utmMedium: input.origin?.utmMedium ?? null,
      utmCampaign: input.origin?.utmCampaign ?? null,
      entryPath: input.origin?.entryPath ?? null,
      language,
      pageId: input.pageId ?? null,
      experimentId: input.origin?.experiment?.id ?? null,
      variant: input.origin?.experiment?.variant ?? null,
      ...clickColumns(input.origin?.clicks ?? null),
      adConsentAt: input.adConsent ? receivedAt : null,
      adConsentVersion: input.adConsent ? adsConsentVersion : null,
      privacySignal: input.privacySignal === true,
      createdAt: receivedAt,
      changedAt: receivedAt,
    })
    .returning()
    .all();
  if (!row) throw new Error("Il lead non è stato scritto");
  queueLeadCreated(tx, row, receivedAt);
  const notifyTo = owner?.email ?? getEnv().NOTIFY_EMAIL;
  // One row, for every request a busy day brings: its arrival and whom it was told to.
  tx.insert(leadTimeline)
    .values({
      leadId: row.id,
      kind: "creato",
      at: receivedAt,
      toStage: "nuovo",
      text: `Notifica a ${notifyTo}`,
    })
    .run();
  return {
    id: row.id,
    notifyTo,
    url: absoluteUrl(getEnv().SITE_URL, leadPath(row.id)),
    // For the visitor's own e-mail: where they can withdraw the consent they just gave.
    adConsentUrl: input.adConsent
      ? adConsentRevocationUrl(row.id, receivedAt, language)
      : undefined,
  };
}

/** A staff member as the timeline names them; nobody is the site itself. */
type StaffMember = (Actor & { name?: string }) | null;

const actorColumns = (actor: StaffMember) => ({
  userId: actor?.id ?? null,
  actor: actor ? actor.name || actor.email : "",
});

/**
 * A staff member's change to one lead, with its audit row in the same transaction: `work`
 * gets the lead, or null when the id names none; the audit row says what `said` makes of it.
 */
function changeLead<T>(
  leadId: number,
  actor: Actor,
  now: Date,
  work: (tx: DbOrTx, lead: LeadRow | null) => T,
  said: (result: T) => string,
) {
  return withAudit(
    actor,
    "change-lead",
    (tx) => work(tx, tx.select().from(leads).where(eq(leads.id, leadId)).get() ?? null),
    (result) => `lead n. ${leadId}: ${said(result)}`,
    now,
  );
}

/** A change to a lead and its timeline row, by `actor` at `now`: the lead as it now is. */
function recordChange(
  tx: DbOrTx,
  leadId: number,
  changes: Partial<typeof leads.$inferInsert>,
  entry: Omit<typeof leadTimeline.$inferInsert, "leadId" | "at" | "userId" | "actor">,
  actor: StaffMember,
  now: Date,
) {
  const [changed] = tx
    .update(leads)
    .set({ ...changes, changedAt: now })
    .where(eq(leads.id, leadId))
    .returning()
    .all();
  tx.insert(leadTimeline)
    .values({ leadId, at: now, ...actorColumns(actor), ...entry })
    .run();
  return changed!;
}

/** The stage change's columns: closing dates, the reason kept only while lost. */
function stageColumns(lead: LeadRow, to: LeadStage, lostReason: string | null, now: Date) {
  return {
    stage: to,
    reachedStage:
      to === "perso" ? lead.reachedStage : Math.max(lead.reachedStage, leadStages.indexOf(to)),
    lostReason: to === "perso" ? lostReason : null,
    closedAt: isClosed(to) ? (isClosed(lead.stage) ? lead.closedAt : now) : null,
  };
}

/** The first thing staff did about a lead is its first response. */
const responded = (lead: LeadRow, now: Date) => ({ firstResponseAt: lead.firstResponseAt ?? now });

export type MoveOutcome =
  | { outcome: "spostato"; lead: LeadRow; from: LeadStage }
  | { outcome: "invariato"; lead: LeadRow }
  | { outcome: "non-trovato" };

/**
 * Moves a lead to `to` inside `tx`, with its timeline entry; moving it out of 'Nuovo' marks
 * its contact processed, as the security dashboard's 'processato' did. A lead already there
 * is left as it was (two moves of one card at once end in one change).
 */
export function moveLeadIn(
  tx: DbOrTx,
  lead: LeadRow,
  to: LeadStage,
  lostReason: string | null,
  actor: StaffMember,
  now: Date,
): MoveOutcome {
  if (lead.stage === to && (to !== "perso" || lead.lostReason === lostReason))
    return { outcome: "invariato", lead };
  const moved = recordChange(
    tx,
    lead.id,
    { ...stageColumns(lead, to, lostReason, now), ...responded(lead, now) },
    { kind: "fase", fromStage: lead.stage, toStage: to, text: to === "perso" ? lostReason : null },
    actor,
    now,
  );
  queueStageChanged(tx, moved, lead, now);
  if (to !== "nuovo" && lead.contactId !== null)
    tx.update(contactSubmissions)
      .set({ processedAt: now })
      .where(
        and(
          eq(contactSubmissions.id, lead.contactId),
          sql`${contactSubmissions.processedAt} is null`,
        ),
      )
      .run();
  return { outcome: "spostato", lead: moved, from: lead.stage };
}

/** A lead moved by staff from the board or its page, audited; told once committed. */
export async function moveLead(
  leadId: number,
  to: LeadStage,
  lostReason: string | null,
  actor: Actor & { name?: string },
  now = new Date(),
) {
  const result = await changeLead(
    leadId,
    actor,
    now,
    (tx, lead): MoveOutcome =>
      lead ? moveLeadIn(tx, lead, to, lostReason, actor, now) : { outcome: "non-trovato" },
    (result) =>
      result.outcome === "spostato"
        ? `${stageLabels[result.from]} → ${stageLabels[to]}`
        : "nessun cambiamento",
  );
  if (result.outcome === "spostato") emitDomainEvent("leadChanged", { id: leadId });
  return result;
}

/**
 * The contact marked processed on the security dashboard: its lead, still new, is
 * 'Contattato'. Inside the dashboard's own audited transaction.
 */
export function markContactedIn(tx: DbOrTx, contactId: number, actor: StaffMember, now: Date) {
  const lead = tx.select().from(leads).where(eq(leads.contactId, contactId)).get();
  if (lead?.stage === "nuovo") moveLeadIn(tx, lead, "contattato", null, actor, now);
}

export type LeadChanges = {
  ownerId: string | null;
  valueCents: number | null;
  expectedCloseOn: string | null;
  nextAction: string | null;
  nextActionOn: string | null;
};

const euroFormat = new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR" });
export const formatCents = (cents: number) => euroFormat.format(cents / 100);

export type EditOutcome =
  | { outcome: "salvato"; lead: LeadRow }
  | { outcome: "invariato" }
  | { outcome: "superato"; lead: LeadRow }
  | { outcome: "responsabile-non-valido" }
  | { outcome: "non-trovato" };

/**
 * The lead's owner, value, expected close and next action, saved over the version the form
 * was opened on: a newer version is `superato`, and nothing is written. The timeline says
 * what changed.
 */
export function editLead(
  leadId: number,
  version: number,
  changes: LeadChanges,
  actor: Actor & { name?: string },
  now = new Date(),
) {
  return changeLead(
    leadId,
    actor,
    now,
    (tx, lead): EditOutcome => {
      if (!lead) return { outcome: "non-trovato" };
      if (lead.version !== version) return { outcome: "superato", lead };
      const owner = changes.ownerId ? adminById(tx, changes.ownerId) : null;
      if (changes.ownerId && !owner) return { outcome: "responsabile-non-valido" };
      const said = changeSummary(lead, changes, owner ? ownerName(owner) : null);
      if (said.length === 0) return { outcome: "invariato" };
      const nextActionChanged =
        lead.nextAction !== changes.nextAction || lead.nextActionOn !== changes.nextActionOn;
      const saved = recordChange(
        tx,
        leadId,
        {
          ...changes,
          nextActionRemindedOn: nextActionChanged ? null : lead.nextActionRemindedOn,
          version: lead.version + 1,
        },
        { kind: "modifica", text: said.join("; ") },
        actor,
        now,
      );
      return { outcome: "salvato", lead: saved };
    },
    (result) => (result.outcome === "salvato" ? "dati modificati" : result.outcome),
  );
}

/** What an edit changed, in words for the timeline. */
function changeSummary(lead: LeadRow, changes: LeadChanges, newOwner: string | null) {
  const said: string[] = [];
  const orNone = (value: string | null) => value ?? "nessuno";
  if (lead.ownerId !== changes.ownerId) said.push(`Responsabile: ${orNone(newOwner)}`);
  if (lead.valueCents !== changes.valueCents)
    said.push(
      `Valore: ${changes.valueCents === null ? "nessuno" : formatCents(changes.valueCents)}`,
    );
  if (lead.expectedCloseOn !== changes.expectedCloseOn)
    said.push(`Chiusura prevista: ${orNone(changes.expectedCloseOn)}`);
  if (lead.nextAction !== changes.nextAction || lead.nextActionOn !== changes.nextActionOn)
    said.push(
      `Prossima azione: ${
        changes.nextAction
          ? `${changes.nextAction}${changes.nextActionOn ? ` (${changes.nextActionOn})` : ""}`
          : "nessuna"
      }`,
    );
  return said;
}

/** A note on a lead, in its timeline; the first thing staff do is the lead's first response. */
export function addLeadNote(
  leadId: number,
  text: string,
  actor: Actor & { name?: string },
  now = new Date(),
) {
  return changeLead(
    leadId,
    actor,
    now,
    (tx, lead) => {
      if (!lead) return false;
      recordChange(tx, leadId, responded(lead, now), { kind: "nota", text }, actor, now);
      return true;
    },
    (found) => (found ? "nota aggiunta" : "non trovato"),
  );
}

/** Why the site closed an open lead whose person it no longer keeps. */
export const closedBySite = {
  retention: "Chiuso dal sito: nessuna attività per un anno",
  erasure: "Chiuso dal sito: dati cancellati su richiesta della persona",
} as const;

/**
 * The people of these contacts or registrations are being anonymized or erased: their leads
 * keep the work (stage, value, origin, dates) and lose every word staff wrote, which may name
 * them. A lead still open is first closed as lost, by the site (decision 0272): a lead is
 * never anonymized while open. Inside the caller's transaction.
 */
export function anonymizeLeadsOf(
  tx: DbOrTx,
  side: "contact" | "registration",
  ids: number[],
  why: keyof typeof closedBySite,
  now: Date,
) {
  if (ids.length === 0) return 0;
  const column = side === "contact" ? leads.contactId : leads.registrationId;
  const found = tx
    .select({ id: leads.id, stage: leads.stage })
    .from(leads)
    .where(and(inArray(column, ids), isNull(leads.anonymizedAt)))
    .all();
  if (found.length === 0) return 0;
  const open = found.filter((lead) => !isClosed(lead.stage));
  if (open.length > 0) {
    tx.update(leads)
      .set({ stage: "perso", closedAt: now, changedAt: now })
      .where(
        inArray(
          leads.id,
          open.map((lead) => lead.id),
        ),
      )
      .run();
    tx.insert(leadTimeline)
      .values(
        open.map((lead) => ({
          leadId: lead.id,
          kind: "fase" as const,
          at: now,
          fromStage: lead.stage,
          toStage: "perso",
          text: closedBySite[why],
        })),
      )
      .run();
  }
  const leadIds = found.map((lead) => lead.id);
  tx.update(leads)
    .set({
      anonymizedAt: now,
      lostReason: null,
      nextAction: null,
      nextActionOn: null,
      ...clickColumns(null),
    })
    .where(inArray(leads.id, leadIds))
    .run();
  // The site's own words (its e-mails, its closing) name nobody; the staff's may.
  tx.update(leadTimeline)
    .set({ text: null })
    .where(
      and(
        inArray(leadTimeline.leadId, leadIds),
        sql`${leadTimeline.userId} is not null or ${leadTimeline.actor} <> ''`,
      ),
    )
    .run();
  forgetLeadEvents(tx, leadIds, why === "erasure", now);
  return found.length;
}

/**
 * When the person behind a contact or registration row is due to be anonymized: a year after
 * the last change to its lead (its arrival, when staff never touched it); a row without a
 * lead, from an earlier release's tests or tools, a year after it arrived.
 */
export function lastLeadChange(
  side: "contact" | "registration",
  rowId: SQLWrapper,
  createdAt: SQLWrapper,
) {
  const column = side === "contact" ? leads.contactId : leads.registrationId;
  return sql`coalesce((select ${leads.changedAt} from ${leads} where ${column} = ${rowId}), ${createdAt})`;
}

/**
 * Withdraws the consent to tell the ad platforms inside `tx`, with its timeline entry saying
 * by whom (`null`: the person, by their e-mail's link); what still waits for Meta is dropped.
 */
export function withdrawAdConsent(
  tx: DbOrTx,
  lead: LeadRow,
  actor: StaffMember,
  now: Date,
): "invariato" | "revocato" {
  if (!lead.adConsentAt || lead.adConsentRevokedAt) return "invariato";
  recordChange(
    tx,
    lead.id,
    { adConsentRevokedAt: now },
    {
      kind: "modifica",
      text: actor
        ? "Consenso alla comunicazione a Google e Meta revocato"
        : "Consenso alla comunicazione a Google e Meta revocato dalla persona, con il link dell'e-mail",
    },
    actor,
    now,
  );
  forgetMetaEvents(tx, lead.id);
  return "revocato";
}

/** The visitor asked staff to withdraw the consent: nothing more is sent for them. */
export function revokeAdConsent(
  leadId: number,
  actor: Actor & { name?: string },
  now = new Date(),
) {
  return changeLead(
    leadId,
    actor,
    now,
    (tx, lead) => (lead ? withdrawAdConsent(tx, lead, actor, now) : ("non-trovato" as const)),
    (outcome) => `consenso pubblicità ${outcome}`,
  );
}
