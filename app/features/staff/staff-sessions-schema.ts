import * as z from "zod";

/** The account page's session buttons: one other session, or all the others. */
export const staffSessionsSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("end-session"), session: z.string().max(100) }),
  z.object({ intent: z.literal("end-other-sessions") }),
]);

/**
 * The session buttons post to the account page's address with this mark, so the page's
 * action tells them from its other forms without reading their bodies.
 */
export const sessionsMark = "sessioni";
export const sessionsFormAction = `/admin/account?${sessionsMark}`;
