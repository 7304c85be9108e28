// One delivery pass over the e-mail outbox, for cron or a manual retry; safe to run while
// the server's own worker is delivering.
import { closeDatabase, migrateDatabase, stopWaitingForLocks } from "~/utils/db.server";
import { ConfigError, getEnv } from "~/utils/env.server";
import { deliverDueEmails } from "~/utils/outbox.server";

try {
  getEnv();
  migrateDatabase();
  // Sends run concurrently: a wait inside SQLite would hold up the answers of those in
  // flight past their deadline. The pass waits for locks on timers instead.
  stopWaitingForLocks();
  const { sent, retried, dead } = await deliverDueEmails();
  console.log(`Coda e-mail: ${sent} inviate, ${retried} da ritentare, ${dead} abbandonate`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
} finally {
  closeDatabase();
}
