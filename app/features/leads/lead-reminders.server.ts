import { and, eq, inArray, isNotNull, lt, notInArray, or, isNull, sql } from "drizzle-orm";
import {
  contactSubmissions,
  eventRegistrations,
  leads,
  leadTimeline,
  users,
} from "../../../db/schema";
import { queueEmail } from "~/features/mail/outbox.server";
import { leadPath } from "~/features/leads/leads.server";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { formatDay } from "~/utils/format";
import { romeDayOf } from "~/utils/rome-time";
import { absoluteUrl } from "~/utils/seo";

/**
 * Leads told of in one round: a backlog (the first day after an upgrade, a long stop) goes
 * out over a few rounds instead of holding the write lock for seconds.
 */
const REMINDERS_PER_ROUND = 200;

/**
 * Open leads whose next action's day has passed and whose owner was not yet told today: one
 * e-mail per owner (the notification address for leads without one) listing them, and each
 * lead marked told for the Rome day, in one transaction. Run with the scheduled round; a
 * restart neither repeats nor skips a day. How many leads were in the e-mails.
 */
export function remindOverdueLeads(now = new Date()) {
  const today = romeDayOf(now);
  const site = getEnv().SITE_URL;
  return db.transaction(
    (tx) => {
      const due = tx
        .select({
          id: leads.id,
          subject: leads.subject,
          nextAction: leads.nextAction,
          nextActionOn: leads.nextActionOn,
          ownerEmail: users.email,
          nome: sql<
            string | null
          >`coalesce(${contactSubmissions.nome}, ${eventRegistrations.nome})`,
          cognome: sql<
            string | null
          >`coalesce(${contactSubmissions.cognome}, ${eventRegistrations.cognome})`,
        })
        .from(leads)
        .leftJoin(users, eq(users.id, leads.ownerId))
        .leftJoin(contactSubmissions, eq(contactSubmissions.id, leads.contactId))
        .leftJoin(eventRegistrations, eq(eventRegistrations.id, leads.registrationId))
        .where(
          and(
            isNotNull(leads.nextActionOn),
            notInArray(leads.stage, ["vinto", "perso"]),
            lt(leads.nextActionOn, today),
            isNotNull(leads.nextAction),
            or(isNull(leads.nextActionRemindedOn), lt(leads.nextActionRemindedOn, today)),
          ),
        )
        .orderBy(leads.nextActionOn, leads.id)
        .limit(REMINDERS_PER_ROUND)
        .all();
      if (due.length === 0) return 0;
      const byRecipient = new Map<string, typeof due>();
      for (const lead of due) {
        const recipient = lead.ownerEmail ?? getEnv().NOTIFY_EMAIL;
        byRecipient.set(recipient, [...(byRecipient.get(recipient) ?? []), lead]);
      }
      for (const [recipient, owned] of byRecipient) {
        queueEmail(tx, "lead-overdue", recipient, {
          leads: owned.map((lead) => ({
            id: lead.id,
            name: lead.nome ? `${lead.nome} ${lead.cognome}` : `Lead n. ${lead.id}`,
            subject: lead.subject,
            nextAction: lead.nextAction!,
            due: formatDay(lead.nextActionOn!),
            url: absoluteUrl(site, leadPath(lead.id)),
          })),
          boardUrl: absoluteUrl(site, "/admin/lead"),
        });
        tx.insert(leadTimeline)
          .values(
            owned.map((lead) => ({
              leadId: lead.id,
              kind: "email" as const,
              at: now,
              text: `Promemoria della prossima azione a ${recipient}`,
            })),
          )
          .run();
      }
      tx.update(leads)
        .set({ nextActionRemindedOn: today })
        .where(
          inArray(
            leads.id,
            due.map((lead) => lead.id),
          ),
        )
        .run();
      return due.length;
    },
    { behavior: "immediate" },
  );
}
