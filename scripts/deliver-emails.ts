// One delivery pass over the e-mail outbox, for cron or a manual retry; safe to run while
// the server's own worker is delivering.
import { closeDatabase, migrateDatabase } from "~/utils/db.server";
import { ConfigError, getEnv } from "~/utils/env.server";
import { deliverDueEmails } from "~/utils/outbox.server";

try {
  getEnv();
  migrateDatabase();
  const { sent, retried, dead } = await deliverDueEmails();
  console.log(`Coda e-mail: ${sent} inviate, ${retried} da ritentare, ${dead} abbandonate`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
} finally {
  closeDatabase();
}
