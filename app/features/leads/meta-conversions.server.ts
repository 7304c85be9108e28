import crypto from "node:crypto";
import type { leads } from "../../../db/schema";
import { personOf } from "~/features/leads/lead-person.server";
import { leadStages, type LeadStage } from "~/features/leads/lead-stages";
import { db, type DbOrTx } from "~/utils/db.server";
import { readSettings } from "~/utils/settings.server";

type LeadRow = typeof leads.$inferSelect;

/** Where the agency's Meta dataset takes events (`…/<dataset id>/events`) and its access token. */
export const metaSettings = {
  endpoint: "leads.meta-endpoint",
  token: "leads.meta-token",
} as const;

/** The Conversions API in force, or null when staff set none (then nothing is queued for Meta). */
export function metaConversionsApi(tx: DbOrTx = db) {
  const saved = readSettings([metaSettings.endpoint, metaSettings.token], tx);
  const endpoint = saved.get(metaSettings.endpoint);
  const token = saved.get(metaSettings.token);
  return endpoint && token ? { endpoint, token } : null;
}

/** Meta's standard events the pipeline tells, each at the stage that means it. */
const metaEventAt = [
  { stage: "qualificato", name: "Lead" },
  { stage: "vinto", name: "Purchase" },
] as const satisfies { stage: LeadStage; name: string }[];

/** Meta refuses a whole request with an event older than this. */
export const META_EVENT_MAX_AGE_MS = 7 * 86_400_000;

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

/**
 * A phone number as Meta matches it: digits only, with the country code. A number written
 * without `+` or `00` is Italian, so 39 goes before it and a landline keeps its leading 0
 * (`02 1234567` → `39021234567`). An Italian number never starts with 39 and has 11 digits or
 * more, so such a number already carries its country code.
 */
export function metaPhone(raw: string | null | undefined) {
  const written = (raw ?? "").trim();
  const digits = written.replace(/\D/g, "");
  if (!digits) return null;
  const international = written.startsWith("+")
    ? digits
    : digits.startsWith("00")
      ? digits.slice(2)
      : digits.startsWith("39") && digits.length >= 11
        ? digits
        : `39${digits}`;
  // E.164's bounds: anything else was never a phone number.
  return international.length >= 8 && international.length <= 15 ? international : null;
}

/** `fb.1.<when the click was seen, in ms>.<fbclid>`, as Meta builds the `_fbc` cookie. */
export const metaFbc = (fbclid: string, clickedAt: Date) => `fb.1.${clickedAt.getTime()}.${fbclid}`;

/**
 * The events a lead owes Meta now that it reached `lead.reachedStage`, coming from
 * `previousReached`: only when its person ticked the box, has not withdrawn it, sent no
 * DNT or GPC, and came from a Meta ad (an `fbclid`). A lead that skips 'Qualificato' on its
 * way to 'Vinto' is told both. The bodies hold the person's e-mail and phone hashed, never
 * in clear; `event_id` is the lead's and the event's, so Meta counts each once.
 */
export function metaEventsOf(tx: DbOrTx, lead: LeadRow, previousReached: number, now: Date) {
  const due = metaEventAt.filter(({ stage }) => {
    const at = leadStages.indexOf(stage);
    return previousReached < at && lead.reachedStage >= at;
  });
  if (due.length === 0) return [];
  if (!lead.adConsentAt || lead.adConsentRevokedAt || lead.privacySignal || lead.anonymizedAt)
    return [];
  if (!lead.fbclid || !lead.clickedAt) return [];
  const person = personOf(tx, lead);
  if (!person) return [];
  const phone = metaPhone(person.telefono);
  const value = (lead.valueCents ?? 0) / 100;
  return due.map(({ name }) => ({
    event_name: name,
    event_time: Math.floor(now.getTime() / 1000),
    event_id: `lead-${lead.id}-${name.toLowerCase()}`,
    action_source: "system_generated",
    user_data: {
      em: [sha256(person.email.trim().toLowerCase())],
      ...(phone ? { ph: [sha256(phone)] } : {}),
      fbc: metaFbc(lead.fbclid!, lead.clickedAt!),
    },
    // A purchase must say its value; a qualified lead says it once staff know it.
    ...(name === "Purchase" || lead.valueCents !== null
      ? { custom_data: { currency: "EUR", value } }
      : {}),
  }));
}

/**
 * One attempt's request: the stored event in Meta's `data` list, and the token, which is
 * never stored with the event, added at the last moment. Null when Meta would refuse it
 * for its age.
 */
export function metaRequestBody(storedEvent: string, token: string, now: Date) {
  const event = JSON.parse(storedEvent) as { event_time: number };
  if (now.getTime() - event.event_time * 1000 > META_EVENT_MAX_AGE_MS) return null;
  return JSON.stringify({ data: [event], access_token: token });
}
