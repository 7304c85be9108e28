// Applies the pending migrations in db/migrations to DATABASE_PATH (the server does
// the same at start; this is for deployments that migrate as a separate step).
import { closeDatabase, migrateDatabase } from "~/utils/db.server";
import { ConfigError, getEnv } from "~/utils/env.server";

try {
  const env = getEnv();
  migrateDatabase();
  console.log(`Migrazioni applicate a ${env.DATABASE_PATH}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
} finally {
  closeDatabase();
}
