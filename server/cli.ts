import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs, type ParseArgsConfig } from "node:util";
import * as z from "zod";
import {
  migrateWithBackup,
  NewerDatabase,
  restoreBackup,
  RestoreRefused,
  takeBackup,
} from "../app/features/operations/backup.server";
import { closeDatabase, DatabaseBusyError, db, stopWaitingForLocks } from "../app/utils/db.server";
import { ConfigError, getEnv } from "../app/utils/env.server";
import { diagnoseInstallation } from "./doctor";
import {
  checkInstallation,
  type Finding,
} from "../app/features/operations/installation-check.server";
import { deliverDueEmails } from "../app/features/mail/outbox.server";
import {
  anonymizeOldRecords,
  describeCounts,
  purgeExpiredRecords,
} from "../app/features/visitor-data/retention.server";
import { email, requiredText } from "../app/utils/fields";
import { newPassword } from "../app/features/staff/password";
import { seedDatabase } from "../app/features/operations/seed.server";
import { createAdmin } from "../app/features/staff/users.server";
import { resetSecondFactorOf } from "../app/features/staff/second-factor-reset.server";
import { rebuildSearchIndex } from "../app/features/articles/article-search.server";
import { rebuildEventSearchIndex } from "../app/features/events/event-search.server";
import { rebuildPageSearchIndex } from "../app/features/pages/page-search.server";
import {
  litestreamSetup,
  ReplicaRestoreError,
  replicaPosition,
  restoreReplica,
} from "./litestream";
import { restoreUploads, uploadsReplica } from "./uploads-replica";

/** 0 done, 1 the operation failed or found a problem, 2 the command was typed wrong. */
export const exitCodes = { done: 0, failed: 1, usage: 2 } as const;

export type Output = { log: (line: string) => void; error: (line: string) => void };

class UsageError extends Error {}
class Failure extends Error {}

type Options = NonNullable<ParseArgsConfig["options"]>;
type Parsed = {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
};

type Command = {
  usage: string;
  summary: string;
  options?: Options;
  positionals?: number;
  run: (args: Parsed, out: Output) => Promise<void>;
};

const text = { type: "string" } as const;

/** Generated when none is given: 24 characters, well past the 12 the sign-in asks for. */
const generatedPassword = () => crypto.randomBytes(18).toString("base64url");

const adminSchema = z.object({
  email,
  name: requiredText("Manca il nome (--name).", "Il nome", 120),
  password: newPassword,
});

/** The flags of an administrator, checked as the setup form checks them. */
function adminFrom(
  values: Parsed["values"],
  defaults: { email?: string; name?: string; password?: string } = {},
) {
  const given = typeof values.password === "string" ? values.password : defaults.password;
  const input = {
    email: (values.email as string | undefined) ?? defaults.email,
    name: (values.name as string | undefined) ?? defaults.name,
    password: given ?? generatedPassword(),
  };
  const parsed = adminSchema.safeParse(input);
  if (!parsed.success) {
    throw new UsageError(
      parsed.error.issues.map((issue) => `--${issue.path.join(".")}: ${issue.message}`).join("\n"),
    );
  }
  return { account: parsed.data, generated: given === undefined };
}

function printPassword(out: Output, generated: boolean, password: string) {
  if (generated) out.log(`Password generata (annotala ora, non verrà più mostrata): ${password}`);
}

const retentionJobs = {
  anonymize: { run: anonymizeOldRecords, done: "Anonimizzati", wouldDo: "da anonimizzare" },
  purge: { run: purgeExpiredRecords, done: "Eliminati", wouldDo: "da eliminare" },
};

/** Commands that write the database bring its schema up to date first, as the server does. */
async function upToDate(out: Output) {
  const upgrade = await migrateWithBackup();
  if (upgrade) out.log(`Migrazioni applicate: ${upgrade.applied.join(", ")}`);
}

const commands: Record<string, Command> = {
  seed: {
    usage: "seed [--email E] [--name N] [--password P]",
    summary:
      "un amministratore (predefiniti: SEED_ADMIN_EMAIL o admin@example.com, SEED_ADMIN_PASSWORD o una generata) e gli articoli di esempio; ripetuto non cambia nulla",
    options: { email: text, name: text, password: text },
    async run({ values }, out) {
      const { account, generated } = adminFrom(values, {
        email: getEnv().SEED_ADMIN_EMAIL ?? "admin@example.com",
        name: "Amministratore",
        password: getEnv().SEED_ADMIN_PASSWORD,
      });
      await upToDate(out);
      const result = await seedDatabase(db, account);
      if (result.adminCreated) {
        out.log(`Creato l'amministratore ${account.email}`);
        printPassword(out, generated, account.password);
      } else {
        out.log(`L'amministratore ${account.email} esiste già: invariato.`);
      }
      out.log(`Articoli di esempio aggiunti: ${result.articlesCreated}`);
    },
  },
  "create-admin": {
    usage: "create-admin --email E --name N [--password P]",
    summary: "un amministratore; senza --password ne genera una e la mostra una volta",
    options: { email: text, name: text, password: text },
    async run({ values }, out) {
      if (values.email === undefined) throw new UsageError("Manca l'indirizzo e-mail (--email).");
      const { account, generated } = adminFrom(values);
      await upToDate(out);
      const result = await createAdmin(account);
      if (result.outcome === "email-taken")
        throw new Failure(
          `Esiste già un utente con l'indirizzo ${account.email}: nulla è cambiato.`,
        );
      out.log(`Creato l'amministratore ${account.name} <${account.email}>`);
      printPassword(out, generated, account.password);
    },
  },
  "reset-2fa": {
    usage: "reset-2fa --email E",
    summary:
      "toglie a un utente la verifica in due passaggi (app, codici di recupero, passkey) e ne chiude le sessioni: per chi ha perso telefono e codici",
    options: { email: text },
    async run({ values }, out) {
      if (typeof values.email !== "string")
        throw new UsageError("Manca l'indirizzo e-mail (--email).");
      await upToDate(out);
      if (resetSecondFactorOf(values.email) === "not-found")
        throw new Failure(`Nessun utente con l'indirizzo ${values.email}: nulla è cambiato.`);
      out.log(
        `Verifica in due passaggi azzerata per ${values.email}: può accedere con la sola password. Le è stata inviata un'e-mail.`,
      );
    },
  },
  migrate: {
    usage: "migrate",
    summary:
      "applica le migrazioni in sospeso, tutte in una transazione, dopo un backup (il server fa lo stesso all'avvio)",
    async run(_args, out) {
      const upgrade = await migrateWithBackup();
      if (!upgrade) {
        out.log(`Nessuna migrazione in sospeso in ${getEnv().DATABASE_PATH}`);
        return;
      }
      out.log(`Migrazioni applicate a ${getEnv().DATABASE_PATH}: ${upgrade.applied.join(", ")}`);
      if (upgrade.backup) out.log(`Backup di prima dell'aggiornamento: ${upgrade.backup}`);
    },
  },
  "search-index": {
    usage: "search-index",
    summary:
      "ricostruisce l'indice di ricerca del blog da tutti gli articoli, gli eventi e le pagine (si tiene aggiornato da sé a ogni modifica)",
    async run(_args, out) {
      await upToDate(out);
      const started = performance.now();
      const indexed = rebuildSearchIndex();
      const events = rebuildEventSearchIndex();
      const pages = rebuildPageSearchIndex();
      out.log(
        `Indice di ricerca ricostruito: ${indexed} articoli, ${events} eventi e ${pages} pagine in ${Math.round(performance.now() - started)} ms`,
      );
    },
  },
  "deliver-emails": {
    usage: "deliver-emails",
    summary:
      "un passaggio di consegna della coda e-mail (per cron; il server consegna da sé ogni pochi secondi)",
    async run(_args, out) {
      await upToDate(out);
      // Sends run concurrently: a wait inside SQLite would hold up the answers of those in
      // flight past their deadline. The pass waits for locks on timers instead.
      stopWaitingForLocks();
      const { sent, retried, dead } = await deliverDueEmails();
      out.log(`Coda e-mail: ${sent} inviate, ${retried} da ritentare, ${dead} abbandonate`);
    },
  },
  retention: {
    usage: "retention anonymize|purge [--dry-run]",
    summary:
      "anonimizza o elimina i dati dei visitatori oltre la conservazione; --dry-run conta senza modificare",
    options: { "dry-run": { type: "boolean" } },
    positionals: 1,
    async run({ values, positionals: [name] }, out) {
      if (!name) throw new UsageError("Manca l'operazione: anonymize oppure purge.");
      if (!Object.hasOwn(retentionJobs, name))
        throw new UsageError(`Operazione sconosciuta: ${name} (anonymize oppure purge).`);
      const job = retentionJobs[name as keyof typeof retentionJobs];
      const dryRun = values["dry-run"] === true;
      await upToDate(out);
      const counts = await job.run({ dryRun });
      out.log(
        dryRun
          ? `Prova senza modifiche, ${job.wouldDo}: ${describeCounts(counts)}`
          : `${job.done}: ${describeCounts(counts)}`,
      );
    },
  },
  backup: {
    usage: "backup",
    summary:
      "copia coerente del database (anche a server acceso) e archivi dei file caricati e dello spool in <dati>/backups, con rotazione",
    async run(_args, out) {
      const { DATABASE_PATH } = getEnv();
      if (!fs.existsSync(DATABASE_PATH))
        throw new Failure(`Nessun database in ${DATABASE_PATH}: niente da copiare.`);
      // Not the server's connection: a write of the server during a stepped copy would start
      // it over, so this copy is taken in one step.
      const backup = await takeBackup({ inOneStep: true });
      out.log(`Backup del database: ${backup.database}`);
      out.log(
        backup.uploads
          ? `Archivio dei file caricati: ${backup.uploads}`
          : "Nessun file caricato da archiviare",
      );
      if (backup.spool) out.log(`Archivio delle richieste in attesa nello spool: ${backup.spool}`);
      for (const file of backup.removed) out.log(`Rimosso dalla rotazione: ${file}`);
    },
  },
  restore: {
    usage: "restore FILE | --from-replica",
    summary:
      "ripristina un backup, o l'ultimo stato della replica Litestream, a server fermo: ne controlla l'integrità e mette da parte il database sostituito",
    options: { "from-replica": { type: "boolean" } },
    positionals: 1,
    async run({ positionals: [given], values }, out) {
      const fromReplica = values["from-replica"] === true;
      if (!fromReplica && !given)
        throw new UsageError("Manca il file del backup da ripristinare (o --from-replica).");
      if (fromReplica && given)
        throw new UsageError("Indica il file del backup oppure --from-replica, non entrambi.");
      // An address the uploads' copy cannot use is refused before the database is touched.
      const replica = fromReplica ? uploadsReplica() : null;
      const file = given ?? replicaCopy();
      try {
        const { replaced, uploads, spool, alreadySent } = await restoreBackup(file);
        out.log(
          `Ripristinato ${fromReplica ? "l'ultimo stato della replica" : file} in ${getEnv().DATABASE_PATH}`,
        );
        if (replaced) out.log(`Il database sostituito è in ${replaced}`);
        if (alreadySent > 0)
          out.log(
            `E-mail in attesa nel backup ma già inviate dal database sostituito, segnate come inviate: ${alreadySent}`,
          );
        if (uploads) out.log(`File caricati ripristinati da ${uploads}`);
        if (spool) out.log(`Richieste in attesa nello spool ripristinate da ${spool}`);
        if (replica) {
          const count = await restoreUploads(replica, getEnv().UPLOADS_DIR);
          out.log(`File caricati ripristinati dalla replica: ${count}`);
        }
        out.log("Avvia il server: applicherà le eventuali migrazioni mancanti.");
      } finally {
        if (fromReplica) fs.rmSync(path.dirname(file), { recursive: true, force: true });
      }
    },
  },
  check: {
    usage: "check",
    summary:
      "configurazione, database, spazio libero, migrazioni in sospeso, server, backup, coda e-mail e spool",
    async run(_args, out) {
      report(checkInstallation(), out);
    },
  },
  doctor: {
    usage: "doctor",
    summary:
      "check più la versione del sito e di Node, i proprietari dei file dei dati, il WAL, la conservazione, la replica e la configurazione effettiva (segreti nascosti), con il rimedio per ogni problema",
    async run(_args, out) {
      report(
        diagnoseInstallation({ replica: litestreamSetup().replica, position: replicaPosition }),
        out,
      );
    },
  },
};

/**
 * The replica's latest state, restored by Litestream into a folder of its own beside the
 * database, for the same checks and the same swap as a backup file.
 */
function replicaCopy() {
  const folder = fs.mkdtempSync(path.join(getEnv().DATA_DIR, ".replica-"));
  const file = path.join(folder, "app.db");
  let restored: boolean;
  try {
    restored = restoreReplica(file);
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    if (error instanceof ReplicaRestoreError) throw new Failure(error.message);
    throw error;
  }
  if (!restored) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw new Failure(
      `La replica ${litestreamSetup().replica} non ha un database da ripristinare.`,
    );
  }
  return file;
}

const marks = { ok: "ok        ", warning: "attenzione", problem: "PROBLEMA  " };

/** Prints each finding, its fix beneath it; a problem makes the command fail. */
function report(findings: Finding[], out: Output) {
  for (const finding of findings) {
    out.log(`${marks[finding.level]} ${finding.topic}: ${finding.text}`);
    if (finding.fix) out.log(`           rimedio: ${finding.fix}`);
  }
  if (findings.some((finding) => finding.level === "problem"))
    throw new Failure("Il controllo ha trovato problemi.");
}

export function usage() {
  const width = Math.max(...Object.values(commands).map((command) => command.usage.length));
  return [
    "Uso: agency <comando> [opzioni]",
    "",
    ...Object.values(commands).map(
      (command) => `  ${command.usage.padEnd(width)}  ${command.summary}`,
    ),
    "",
    "Legge la stessa configurazione del server (DATABASE_PATH e le altre variabili).",
    "Esce con 0 se riesce, 1 se l'operazione non riesce o trova problemi, 2 se il comando è scritto male.",
  ].join("\n");
}

/** Node's parser, its messages said in Italian. */
function parse(command: Command, args: string[]): Parsed {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: command.options ?? {},
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length > (command.positionals ?? 0)) {
      throw new UsageError(
        `Argomenti in più: ${positionals.slice(command.positionals ?? 0).join(" ")}`,
      );
    }
    return { values, positionals };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const quoted = /'([^']+)'/.exec((error as Error).message)?.[1] ?? "";
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION")
      throw new UsageError(`Opzione sconosciuta: ${quoted}`);
    if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE")
      throw new UsageError(`Manca il valore dell'opzione ${quoted.split(" ")[0]}`);
    throw error;
  }
}

/** Runs `agency <args>`, writing to `out`; answers the exit code. */
export async function runCli(args: string[], out: Output = console): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    (name === undefined ? out.error : out.log)(usage());
    return name === undefined ? exitCodes.usage : exitCodes.done;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (command && (rest.includes("--help") || rest.includes("-h"))) {
    out.log(`Uso: agency ${command.usage}\n${command.summary}`);
    return exitCodes.done;
  }
  try {
    if (!command) throw new UsageError(`Comando sconosciuto: ${name}`);
    const parsed = parse(command, rest);
    getEnv();
    await command.run(parsed, out);
    return exitCodes.done;
  } catch (error) {
    if (error instanceof UsageError) {
      out.error(
        `${error.message}\nUso: agency ${command?.usage ?? "<comando>"} (agency help per tutti i comandi)`,
      );
      return exitCodes.usage;
    }
    if (
      error instanceof ConfigError ||
      error instanceof Failure ||
      error instanceof RestoreRefused ||
      error instanceof NewerDatabase
    ) {
      out.error(error.message);
    } else if (error instanceof DatabaseBusyError) {
      out.error(`${error.message}: riprova tra poco.`);
    } else {
      out.error(
        `Comando ${name} non riuscito: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return exitCodes.failed;
  } finally {
    closeDatabase();
  }
}
