import { eq, lte } from "drizzle-orm";
import { spentStates } from "../../db/schema";
import { db, type DbOrTx } from "~/utils/db.server";
import { openState, type OpenedState, type StateStamp } from "~/utils/signed-state.server";

/**
 * Signed states that open one thing once (a pending sign-in, a passkey challenge). The
 * signature alone cannot say a state was already used: whoever kept a copy of the cookie
 * could post it again while it is unexpired. The server remembers each used one until then.
 */

export type OpenedUnspentState = OpenedState | { ok: false; problem: "spent" };

/** `openState`, and refused as "spent" once `spendState` has marked the state. */
export function openUnspentState(
  purpose: string,
  value: string | null,
  now = new Date(),
): OpenedUnspentState {
  const opened = openState(purpose, value, now);
  if (!opened.ok) return opened;
  const spent = db
    .select({ id: spentStates.id })
    .from(spentStates)
    .where(eq(spentStates.id, opened.id))
    .get();
  return spent ? { ok: false, problem: "spent" } : opened;
}

/**
 * Marks `state` as used, in the transaction of what it allows: true for the one request that
 * marks it first, false for any other (posted again later, or at the same moment). The marks
 * of states already past their end go at the same time: those states no longer open anyway,
 * so the table holds only the last few minutes' marks.
 */
export function spendState(tx: DbOrTx, state: StateStamp, now = new Date()) {
  tx.delete(spentStates).where(lte(spentStates.expiresAt, now)).run();
  const marked = tx
    .insert(spentStates)
    .values({ id: state.id, expiresAt: state.expiresAt })
    .onConflictDoNothing()
    .run();
  return marked.changes === 1;
}
