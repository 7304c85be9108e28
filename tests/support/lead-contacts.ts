import { eq, inArray } from "drizzle-orm";
import { contactSubmissions, leads, settings, userRoles, users } from "../../db/schema";
import type { ClickIds } from "~/features/analytics/click-ids.server";
import type { LeadOrigin } from "~/features/analytics/lead-origin.server";
import { storeContactRequest } from "~/features/visitor-forms/visitor-records.server";
import { db, writeTransaction } from "~/utils/db.server";

/** A staff member written straight into the test database, with one role. */
export function addUser(email: string, name: string, role: "admin" | "editor") {
  const id = db.insert(users).values({ email, name, passwordHash: "x" }).returning().get().id;
  db.insert(userRoles).values({ userId: id, role }).run();
  return { id, email, name };
}

/** The settings under `keys` replaced by `values`, or cleared when `values` is null. */
export function replaceSettings(keys: readonly string[], values: Record<string, string> | null) {
  db.delete(settings)
    .where(inArray(settings.key, [...keys]))
    .run();
  if (values)
    db.insert(settings)
      .values(Object.entries(values).map(([key, value]) => ({ key, value })))
      .run();
}

let people = 0;

type Options = {
  at?: Date;
  /** The optional box to tell Google and Meta. */
  ads?: boolean;
  clicks?: ClickIds | null;
  /** Sent with DNT or GPC. */
  privacySignal?: boolean;
  /** Empty: none given. */
  telefono?: string;
  /** Empty: none given. */
  azienda?: string;
  /** Where the visit came from, over a Google ad of the "fiere-2027" campaign. */
  origin?: Partial<Pick<LeadOrigin, "utmSource" | "utmMedium" | "utmCampaign" | "experiment">>;
};

/**
 * A contact sent through the form's own store, as a visitor's post is: its lead opens. Each
 * call is another person, with an address of their own.
 */
export async function sendLeadContact(options: Options = {}) {
  const at = options.at ?? new Date();
  people += 1;
  const email = `persona${people}@example.com`;
  await writeTransaction(
    (tx) =>
      storeContactRequest(
        tx,
        {
          value: {
            nome: `Persona${people}`,
            cognome: "Rossi",
            email,
            telefono: options.telefono ?? "+39 02 1234567",
            azienda: options.azienda ?? "Rossi Srl",
            servizio: "social-media",
            messaggio: "Vorrei un preventivo per la fiera.",
            privacy_accepted: true,
            newsletter_accepted: false,
            ads_accepted: options.ads ?? false,
          },
          source: "contatti",
          visitor: { ip: "127.0.0.1", userAgent: "test", privacySignal: options.privacySignal },
          origin: {
            fromPath: "/contatti",
            entryPath: "/servizi",
            referrerHost: null,
            utmSource: "google",
            utmMedium: "cpc",
            utmCampaign: "fiere-2027",
            ...options.origin,
            clicks: options.clicks ?? null,
          },
        },
        at,
      ),
    { withinMs: 500 },
  );
  const contact = db
    .select()
    .from(contactSubmissions)
    .where(eq(contactSubmissions.email, email))
    .get()!;
  return {
    email,
    contact,
    lead: db.select().from(leads).where(eq(leads.contactId, contact.id)).get()!,
  };
}
