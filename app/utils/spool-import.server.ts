import { storeContactRequest, contactRequestSchema } from "~/utils/contact.server";
import { db } from "~/utils/db.server";
import { registrationRequestSchema, storeRegistration } from "~/utils/registration.server";
import { importSpool, type SpoolEntry } from "~/utils/spool.server";

function storeEntry(entry: SpoolEntry) {
  const receivedAt = new Date(entry.receivedAt);
  // Spooled requests were accepted when they arrived: no rate limit applies on import.
  db.transaction((tx) => {
    if (entry.kind === "contact") storeContactRequest(tx, contactRequestSchema.parse(entry.data), receivedAt);
    else if (entry.kind === "registration") storeRegistration(tx, registrationRequestSchema.parse(entry.data), receivedAt);
    else throw new Error(`Tipo sconosciuto nello spool: ${entry.kind}`);
  });
}

/** Moves every spooled submission into the database; returns how many made it. */
export function importSpooledSubmissions() {
  return importSpool(storeEntry);
}
