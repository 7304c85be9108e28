// Anonymizes or deletes visitor data past its retention, for cron or a manual run:
//   tsx scripts/retention.ts anonymize|purge [--dry-run]
// Safe beside the running server (and its own daily run): each batch is a short
// transaction, an anonymized or deleted row is never touched again. Audited as 'sistema'.
import { closeDatabase, migrateDatabase } from "~/utils/db.server";
import { ConfigError, getEnv } from "~/utils/env.server";
import { anonymizeOldRecords, describeCounts, purgeExpiredRecords } from "~/utils/retention.server";

const commands = {
  anonymize: { run: anonymizeOldRecords, done: "Anonimizzati", wouldDo: "da anonimizzare" },
  purge: { run: purgeExpiredRecords, done: "Eliminati", wouldDo: "da eliminare" },
};

const usage = "Uso: npm run retention:anonymize | npm run retention:purge (aggiungere -- --dry-run per contare senza modificare)";

function parseArguments(args: string[]) {
  const flags = args.filter((arg) => arg.startsWith("-"));
  const words = args.filter((arg) => !arg.startsWith("-"));
  const unknownFlag = flags.find((flag) => flag !== "--dry-run");
  if (unknownFlag) return { problem: `Opzione sconosciuta: ${unknownFlag}` };
  const [name, ...extra] = words;
  if (!name) return { problem: "Manca il comando: anonymize oppure purge" };
  if (extra.length > 0) return { problem: `Argomenti in più: ${extra.join(" ")}` };
  if (!Object.hasOwn(commands, name)) return { problem: `Comando sconosciuto: ${name}` };
  return { command: commands[name as keyof typeof commands], dryRun: flags.includes("--dry-run") };
}

const parsed = parseArguments(process.argv.slice(2));
if ("problem" in parsed) {
  console.error(`${parsed.problem}\n${usage}`);
  process.exit(1);
}
const { command, dryRun } = parsed;

try {
  getEnv();
  migrateDatabase();
  const counts = await command.run({ dryRun });
  console.log(
    dryRun
      ? `Prova senza modifiche, ${command.wouldDo}: ${describeCounts(counts)}`
      : `${command.done}: ${describeCounts(counts)}`,
  );
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Conservazione dei dati non riuscita: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  closeDatabase();
}
