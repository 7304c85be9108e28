import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import {
  contactAuditLog,
  contactSubmissions,
  emailOutbox,
  eventRegistrations,
  leads,
  leadTimeline,
  newsletterSubscribers,
  newsletterSuppressions,
  users,
} from "../../../db/schema";
import { emailHash } from "~/utils/audit.server";
import {
  handleDataExport,
  handleDataRequest,
} from "~/features/visitor-data/data-request-form.server";
import {
  erasePersonalData,
  exportPersonalData,
  searchPersonalData,
} from "~/features/visitor-data/data-requests.server";
import { activityAbout } from "../../../tests/support/activity";
import { db, migrateDatabase } from "~/utils/db.server";
import { deliverDueEmails, queueEmail } from "~/features/mail/outbox.server";
import { getEnv } from "~/utils/env.server";
import type { SessionUser } from "~/utils/session.server";
import { setEnv } from "../../../tests/support/env";
import { startFakeResend } from "../../../tests/support/fake-resend";

let admin: SessionUser;

beforeAll(() => {
  migrateDatabase();
  const user = db
    .insert(users)
    .values({ email: "admin@example.com", passwordHash: "x", name: "Ada" })
    .returning()
    .get();
  admin = { id: user.id, email: user.email, name: user.name, roles: ["admin"], sessionId: "s" };
});

const now = new Date("2026-11-23T10:00:00Z");
const retentionExpiresAt = new Date("2028-11-23T10:00:00Z");
let people = 0;

/** A person with a contact (stored in another case), a registration, a subscription and queued mail. */
function person() {
  people += 1;
  const email = `persona.${people}@example.com`;
  db.insert(contactSubmissions)
    .values({
      nome: "Mara",
      cognome: "Neri",
      email: email.toUpperCase(),
      servizio: "seo",
      messaggio: "Ciao",
      privacyAccepted: true,
      ipAddress: "192.0.2.7",
      retentionExpiresAt,
    })
    .run();
  db.insert(eventRegistrations)
    .values({
      nome: "Mara",
      cognome: "Neri",
      email,
      evento: "workshop-ai-generativa",
      privacyAccepted: true,
      retentionExpiresAt,
    })
    .run();
  db.insert(newsletterSubscribers)
    .values({
      email,
      status: "confirmed",
      token: `token-segreto-${people}`,
      source: "footer",
      consentAt: now,
      confirmedAt: now,
    })
    .run();
  queueEmail(db, "newsletter-confirmation", email, {
    confirmUrl: "http://x/c",
    unsubscribeUrl: "http://x/u",
  });
  queueEmail(db, "newsletter-notification", "agenzia@example.com", {
    email,
    nome: null,
    cognome: null,
    source: "footer",
  });
  return email;
}

const auditMentioning = (text: string) =>
  db
    .select()
    .from(contactAuditLog)
    .where(sql`${contactAuditLog.subject} like ${`%${text}%`}`)
    .all();
const rowsWith = (email: string) => ({
  contacts: db
    .select()
    .from(contactSubmissions)
    .where(sql`lower(email) = ${email}`)
    .all().length,
  registrations: db
    .select()
    .from(eventRegistrations)
    .where(sql`lower(email) = ${email}`)
    .all().length,
  subscribers: db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(email) = ${email}`)
    .all().length,
  emails: db
    .select()
    .from(emailOutbox)
    .where(sql`recipient = ${email} or json_extract(payload, '$.email') = ${email}`)
    .all().length,
});

test("a search finds every record of the address whatever its case, and the audit row holds only its hash", async () => {
  const email = person();
  const other = person();

  const found = await searchPersonalData(` ${email.toUpperCase()} `, admin, now);

  expect(found?.email).toBe(email);
  expect(found?.contacts).toHaveLength(1);
  expect(found?.registrations).toMatchObject([
    { evento: "Workshop AI Generativa - 16 settembre 2025, 09:30–13:30" },
  ]);
  expect(found?.subscribers).toMatchObject([{ email, status: "confirmed" }]);
  expect(JSON.stringify(found)).not.toContain(other);
  expect(auditMentioning(emailHash(email))).toMatchObject([
    {
      action: "data-request-search",
      actor: admin.email,
      subject: `sha256 ${emailHash(email)}: contatti 1, iscrizioni 1, newsletter 1`,
    },
  ]);
  expect(auditMentioning("persona.")).toEqual([]);
  expect(await searchPersonalData("nessuno@example.com", admin, now)).toBeNull();
});

test("the export is a JSON file of all the records, without the newsletter token", async () => {
  const email = person();
  // The contact's lead, as staff worked it: its stage, value, click, consent and a note.
  const contact = db
    .select()
    .from(contactSubmissions)
    .where(sql`lower(${contactSubmissions.email}) = ${email}`)
    .get()!;
  const lead = db
    .insert(leads)
    .values({
      kind: "contatto",
      contactId: contact.id,
      subject: "SEO",
      stage: "qualificato",
      valueCents: 150_000,
      channel: "google",
      utmCampaign: "fiere-2027",
      gclid: "Cj0KCQ-prova",
      clickedAt: now,
      adConsentAt: now,
      adConsentVersion: "2026-12-03",
      createdAt: now,
      changedAt: now,
    })
    .returning()
    .get();
  db.insert(leadTimeline)
    .values({ leadId: lead.id, kind: "nota", at: now, actor: "Ada", text: "Richiamare lunedì" })
    .run();
  const file = await exportPersonalData(email, admin, now);
  expect(file?.fileName).toBe("dati-personali-2026-11-23.json");
  expect(file?.contentType).toBe("application/json; charset=utf-8");
  const document = JSON.parse(file?.body ?? "{}");
  expect(document).toMatchObject({
    indirizzo: email,
    richiesteDiContatto: [
      {
        email: email.toUpperCase(),
        servizio: "seo",
        indirizzoIp: "192.0.2.7",
        lead: {
          fase: "Qualificato",
          valoreInEuro: 1500,
          provenienza: { origine: "google", campagna: "fiere-2027" },
          clicSuUnAnnuncio: { gclid: "Cj0KCQ-prova", cliccatoIl: now.toISOString() },
          consensoAComunicarloAGoogleEMeta: {
            datoIl: now.toISOString(),
            versioneDelTesto: "2026-12-03",
            revocatoIl: null,
          },
          cronologia: [{ tipo: "nota", chi: "Ada", testo: "Richiamare lunedì" }],
        },
      },
    ],
    iscrizioniAEventi: [
      { email, evento: "Workshop AI Generativa - 16 settembre 2025, 09:30–13:30", lead: null },
    ],
    newsletter: [{ email, stato: "confirmed" }],
  });
  expect(file?.body).not.toContain("token-segreto");
  expect(auditMentioning(emailHash(email)).map((row) => row.action)).toEqual([
    "data-request-export",
  ]);
  expect(await exportPersonalData("nessuno@example.com", admin, now)).toBeNull();
  // A download is in the staff activity log by its file's name; a search that found nothing downloads nothing.
  expect(activityAbout("dati-personali-2026-11-23.json")).toEqual([
    {
      action: "export-downloaded",
      userId: admin.id,
      actor: admin.email,
      subject: "dati-personali-2026-11-23.json",
    },
  ]);
});

test("the erasure deletes the records and the mail about them, suppresses the address, audits by hash", async () => {
  const email = person();
  const other = person();

  const erased = await erasePersonalData(email.toUpperCase(), admin, now);

  expect(erased).toEqual({
    contacts: 1,
    registrations: 1,
    subscribers: 1,
    emails: 2,
    mailFiles: 0,
    audienceFailed: false,
  });
  expect(rowsWith(email)).toEqual({ contacts: 0, registrations: 0, subscribers: 0, emails: 0 });
  expect(rowsWith(other)).toEqual({ contacts: 1, registrations: 1, subscribers: 1, emails: 2 });
  expect(
    db
      .select()
      .from(newsletterSuppressions)
      .where(sql`email_hash = ${emailHash(email)}`)
      .all(),
  ).toHaveLength(1);
  expect(auditMentioning(emailHash(email))).toMatchObject([
    {
      action: "data-request-erase",
      subject: `sha256 ${emailHash(email)}: contatti 1, iscrizioni 1, newsletter 1, e-mail 2`,
    },
  ]);
  expect(auditMentioning("persona.")).toEqual([]);
  expect(await erasePersonalData(email, admin, now)).toBeNull();
});

test("an address without a subscription is erased without being suppressed", async () => {
  const email = "solo.contatto@example.com";
  db.insert(contactSubmissions)
    .values({
      nome: "A",
      cognome: "B",
      email,
      servizio: "seo",
      messaggio: "x",
      privacyAccepted: true,
      retentionExpiresAt,
    })
    .run();
  expect(await erasePersonalData(email, admin, now)).toEqual({
    contacts: 1,
    registrations: 0,
    subscribers: 0,
    emails: 0,
    mailFiles: 0,
    audienceFailed: false,
  });
  expect(
    db
      .select()
      .from(newsletterSuppressions)
      .where(sql`email_hash = ${emailHash(email)}`)
      .all(),
  ).toEqual([]);
});

function post(fields: Record<string, string>) {
  return new Request("http://localhost:3000/admin/richieste", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

type Reply = {
  init: { status: number } | null;
  data: {
    form: string;
    result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
    found: unknown;
    notFound: boolean;
  };
};

test("the forms: an invalid address comes back with its error, the export is a download, an erasure needs the confirmation", async () => {
  const invalid = (await handleDataRequest(
    post({ email: "nome@dominio" }),
    admin,
  )) as unknown as Reply;
  expect(invalid.init?.status).toBe(400);
  expect(invalid.data.form).toBe("search");
  expect(invalid.data.result?.error?.email).toEqual([
    "Inserisci un indirizzo e-mail valido, ad esempio nome@azienda.it.",
  ]);
  expect(invalid.data.result?.initialValue?.email).toBe("nome@dominio");

  const email = person();
  const unconfirmed = (await handleDataRequest(
    post({ email, intent: "erase" }),
    admin,
  )) as unknown as Reply;
  expect(unconfirmed.init?.status).toBe(400);
  expect(unconfirmed.data.form).toBe("erase");
  expect(unconfirmed.data.result?.error?.conferma).toEqual([
    "Spunta la conferma per cancellare i dati.",
  ]);
  expect(unconfirmed.data.found).toMatchObject({ email });
  expect(rowsWith(email).contacts).toBe(1);

  const download = await handleDataExport(post({ email, intent: "export" }), admin);
  expect(download.headers.get("Content-Disposition")).toMatch(
    /^attachment; filename="dati-personali-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  expect(download.headers.get("Cache-Control")).toBe("private, no-store");
  expect(JSON.parse(await download.text())).toMatchObject({ indirizzo: email });
  const forged = await handleDataExport(post({ email: "nome@dominio", intent: "export" }), admin);
  expect([forged.status, forged.headers.get("Location")]).toEqual([303, "/admin/richieste"]);

  const erased = await handleDataRequest(post({ email, intent: "erase", conferma: "on" }), admin);
  expect(erased instanceof Response && erased.status).toBe(303);
  expect(erased instanceof Response && erased.headers.get("Location")).toBe("/admin/richieste");
  expect(rowsWith(email).contacts).toBe(0);

  const nothing = (await handleDataRequest(post({ email }), admin)) as unknown as Reply;
  expect(nothing.init?.status ?? 200).toBe(200);
  expect(nothing.data).toMatchObject({ notFound: true, found: null });
  const nothingToExport = await handleDataExport(post({ email, intent: "export" }), admin);
  expect([nothingToExport.status, nothingToExport.headers.get("Location")]).toEqual([
    303,
    "/admin/richieste",
  ]);
});

test("with a Resend audience the erased subscriber is removed there too; a failure leaves the erasure done and says so", async () => {
  const fake = await startFakeResend();
  setEnv({
    RESEND_API_KEY: "re_prova",
    RESEND_BASE_URL: fake.url,
    RESEND_AUDIENCE_ID: "aud_prova",
  });
  try {
    const removed = person();
    expect(await erasePersonalData(removed, admin, now)).toMatchObject({
      subscribers: 1,
      audienceFailed: false,
    });
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `DELETE /audiences/aud_prova/contacts/${removed}`,
    ]);

    fake.reset();
    fake.reply({ status: 404 });
    expect(await erasePersonalData(person(), admin, now)).toMatchObject({ audienceFailed: false });

    fake.reset();
    fake.reply({ status: 500 });
    const kept = person();
    expect(await erasePersonalData(kept, admin, now)).toMatchObject({
      subscribers: 1,
      audienceFailed: true,
    });
    expect(rowsWith(kept)).toEqual({ contacts: 0, registrations: 0, subscribers: 0, emails: 0 });
  } finally {
    setEnv({
      RESEND_API_KEY: undefined,
      RESEND_BASE_URL: undefined,
      RESEND_AUDIENCE_ID: undefined,
    });
    await fake.stop();
  }
});

test("the erasure also removes the .eml copies of the person's mail, those that outlived their rows included", async () => {
  const mailDir = getEnv().MAIL_DIR;
  const email = person();
  const other = person();
  // Written as the outbox writes them without RESEND_API_KEY.
  await deliverDueEmails();
  const copiesNaming = (address: string) =>
    fs.readdirSync(mailDir).filter((name) =>
      fs
        .readFileSync(path.join(mailDir, name), "latin1")
        .replace(/=\r?\n/g, "")
        .includes(address),
    );
  expect(copiesNaming(email)).toHaveLength(2);
  // A copy older than its outbox row, the address cut by a quoted-printable soft break.
  const orphan = "2025-11-01T090000.000Z-4242.eml";
  fs.writeFileSync(
    path.join(mailDir, orphan),
    `To: ${email.slice(0, 5)}=\r\n${email.slice(5)}\r\n\r\nGrazie.\r\n`,
    "latin1",
  );

  const erased = await erasePersonalData(email, admin, now);

  expect(erased?.mailFiles).toBe(3);
  expect(copiesNaming(email)).toEqual([]);
  expect(fs.existsSync(path.join(mailDir, orphan))).toBe(false);
  expect(copiesNaming(other)).toHaveLength(2);
});
