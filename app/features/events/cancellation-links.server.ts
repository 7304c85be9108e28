import { getEnv } from "~/utils/env.server";
import { localizedPath, type Language } from "~/utils/language";
import { openState, sealState } from "~/utils/signed-state.server";
import { eventEnd, type EventRow } from "~/features/events/event-facts";

/**
 * The link in a registrant's e-mails that opens the page cancelling their registration:
 * signed for that purpose and that registration alone, so it neither opens anything else nor
 * can be made for another registration. It lasts until the event is over, or a year for a
 * course held on request.
 */

const purpose = "annulla-iscrizione";
const YEAR_MS = 365 * 86_400_000;

function expiryOf(event: Pick<EventRow, "endsAt" | "allDay">, now: Date) {
  return eventEnd(event) ?? new Date(now.getTime() + YEAR_MS);
}

type Ending = Pick<EventRow, "endsAt" | "allDay">;

export function cancellationToken(registrationId: number, event: Ending, now = new Date()) {
  return sealState(purpose, { r: registrationId }, expiryOf(event, now));
}

/** The cancellation page in the language the registrant registered in. */
export function cancellationUrl(
  registrationId: number,
  event: Ending,
  language: Language = "it",
  now = new Date(),
) {
  const token = cancellationToken(registrationId, event, now);
  const page = localizedPath("/iscrizioni/annulla", language) ?? "/iscrizioni/annulla";
  return `${getEnv().SITE_URL}${page}?t=${encodeURIComponent(token)}`;
}

/** The registration a link names, or why it names none. */
export function registrationOfToken(token: string | null, now = new Date()) {
  const state = openState(purpose, token, now);
  if (!state.ok) return { ok: false as const, problem: state.problem };
  const data = state.data as { r?: unknown };
  if (typeof data.r !== "number") return { ok: false as const, problem: "forged" as const };
  return { ok: true as const, registrationId: data.r };
}
