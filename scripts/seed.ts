// Fills a new database with what a fresh site needs: an administrator and the two sample
// articles. Running it again changes nothing that is already there.
import crypto from "node:crypto";
import { seedDatabase } from "~/utils/seed.server";
import { closeDatabase, db, migrateDatabase } from "~/utils/db.server";
import { ConfigError, getEnv } from "~/utils/env.server";

try {
  getEnv();
  migrateDatabase();
  const email = process.env.SEED_ADMIN_EMAIL ?? "admin@example.com";
  const password = process.env.SEED_ADMIN_PASSWORD ?? crypto.randomBytes(12).toString("base64url");
  const result = await seedDatabase(db, { email, password, name: "Amministratore" });
  if (result.adminCreated) {
    console.log(`Creato l'amministratore ${email}`);
    if (!process.env.SEED_ADMIN_PASSWORD) console.log(`Password generata (annotala ora): ${password}`);
  } else {
    console.log(`L'amministratore ${email} esiste già: invariato.`);
  }
  console.log(`Articoli di esempio aggiunti: ${result.articlesCreated}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
} finally {
  closeDatabase();
}
