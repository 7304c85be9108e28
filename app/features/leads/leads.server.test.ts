import { asc, desc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  contactAuditLog,
  contactSubmissions,
  emailOutbox,
  leads,
  leadTimeline,
  pages,
  settings,
  staffActivity,
} from "../../../db/schema";
import { leadQuery, leadBoard, leadList, leadsCsv } from "~/features/leads/lead-board.server";
import { parseEuro } from "~/utils/fields";
import {
  addLeadNote,
  anonymizeLeadsOf,
  defaultOwnerSetting,
  editLead,
  moveLead,
  openLead,
  type LeadChanges,
} from "~/features/leads/leads.server";
import { remindOverdueLeads } from "~/features/leads/lead-reminders.server";
import { markContactProcessed } from "~/features/visitor-data/security-dashboard.server";
import { anonymizeOldRecords } from "~/features/visitor-data/retention.server";
import { erasePersonalData } from "~/features/visitor-data/data-requests.server";
import { db, migrateDatabase, writeTransaction } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { addUser, sendLeadContact } from "../../../tests/support/lead-contacts";

const day = 86_400_000;
let admin = { id: "", email: "giulia@example.com", name: "Giulia Bianchi" };
let editor = { id: "", email: "marco@example.com", name: "Marco" };

beforeAll(() => {
  migrateDatabase();
  admin = addUser(admin.email, admin.name, "admin");
  editor = addUser(editor.email, editor.name, "editor");
});

beforeEach(() => {
  db.delete(settings).where(eq(settings.key, defaultOwnerSetting)).run();
});

/** A contact sent through the form's own store, as a visitor's post is: no phone, no company. */
const sendContact = (
  fields: {
    utmSource?: string;
    utmCampaign?: string;
    azienda?: string;
    adsAccepted?: boolean;
    privacySignal?: boolean;
  } = {},
  at?: Date,
) =>
  sendLeadContact({
    at,
    ads: fields.adsAccepted,
    privacySignal: fields.privacySignal,
    telefono: "",
    azienda: fields.azienda ?? "",
    origin: {
      utmSource: fields.utmSource ?? null,
      utmMedium: null,
      utmCampaign: fields.utmCampaign ?? null,
    },
  });

const timelineOf = (leadId: number) =>
  db
    .select()
    .from(leadTimeline)
    .where(eq(leadTimeline.leadId, leadId))
    .orderBy(asc(leadTimeline.id))
    .all();
const leadById = (id: number) => db.select().from(leads).where(eq(leads.id, id)).get()!;
const lastAudit = () =>
  db.select().from(contactAuditLog).orderBy(desc(contactAuditLog.id)).limit(1).get()!;

const noChanges = (lead: typeof leads.$inferSelect): LeadChanges => ({
  ownerId: lead.ownerId,
  valueCents: lead.valueCents,
  expectedCloseOn: lead.expectedCloseOn,
  nextAction: lead.nextAction,
  nextActionOn: lead.nextActionOn,
});

describe("a new request", () => {
  test("opens a lead in 'Nuovo' with its origin, and tells the notification address", async () => {
    const { contact, lead } = await sendContact({ utmSource: "google", utmCampaign: "fiera-2027" });
    expect(lead).toMatchObject({
      kind: "contatto",
      stage: "nuovo",
      subject: "Gestione Social Media",
      channel: "google",
      utmCampaign: "fiera-2027",
      entryPath: "/servizi",
      ownerId: null,
    });
    const notification = db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "contact-notification"))
      .orderBy(desc(emailOutbox.id))
      .get()!;
    expect(notification.recipient).toBe(getEnv().NOTIFY_EMAIL);
    expect(notification.payload).toMatchObject({
      submissionId: contact.id,
      leadUrl: expect.stringMatching(new RegExp(`/admin/lead/${lead.id}$`)),
    });
    expect(timelineOf(lead.id).map((entry) => [entry.kind, entry.text])).toEqual([
      ["creato", `Notifica a ${getEnv().NOTIFY_EMAIL}`],
    ]);
  });

  test("keeps the optional consent to tell the ad platforms, with its wording's version, and a DNT or GPC signal", async () => {
    const at = new Date();
    const { lead: agreed } = await sendContact({ adsAccepted: true }, at);
    expect(agreed).toMatchObject({
      adConsentAt: at,
      adConsentVersion: "2026-12-03",
      privacySignal: false,
    });
    const { lead: silent } = await sendContact({ adsAccepted: true, privacySignal: true });
    expect(silent.privacySignal).toBe(true);
    const { lead: none } = await sendContact();
    expect(none).toMatchObject({ adConsentAt: null, adConsentVersion: null });
  });

  test("with an owner for new leads, the lead is theirs and the e-mail goes to them", async () => {
    db.insert(settings).values({ key: defaultOwnerSetting, value: admin.id }).run();
    const { lead } = await sendContact();
    expect(lead.ownerId).toBe(admin.id);
    const notification = db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "contact-notification"))
      .orderBy(desc(emailOutbox.id))
      .get()!;
    expect(notification.recipient).toBe(admin.email);
  });

  test("an owner who is no longer an admin is passed over for the notification address", async () => {
    db.insert(settings).values({ key: defaultOwnerSetting, value: editor.id }).run();
    const { lead } = await sendContact();
    expect(lead.ownerId).toBeNull();
  });
});

describe("moving a lead", () => {
  test("out of 'Nuovo' is its first response, marks the contact processed, and is audited", async () => {
    const { contact, lead } = await sendContact();
    const now = new Date(lead.createdAt.getTime() + 2 * 3_600_000);
    const moved = await moveLead(lead.id, "contattato", null, admin, now);
    expect(moved.outcome).toBe("spostato");
    expect(leadById(lead.id)).toMatchObject({ stage: "contattato", firstResponseAt: now });
    expect(
      db.select().from(contactSubmissions).where(eq(contactSubmissions.id, contact.id)).get()!
        .processedAt,
    ).toEqual(now);
    expect(timelineOf(lead.id).at(-1)).toMatchObject({
      kind: "fase",
      fromStage: "nuovo",
      toStage: "contattato",
      userId: admin.id,
      actor: "Giulia Bianchi",
    });
    expect(lastAudit()).toMatchObject({
      action: "change-lead",
      subject: `lead n. ${lead.id}: Nuovo → Contattato`,
    });
  });

  test("to the stage it is in changes nothing: two moves at once end in one change", async () => {
    const { lead } = await sendContact();
    const [first, second] = await Promise.all([
      moveLead(lead.id, "qualificato", null, admin),
      moveLead(lead.id, "qualificato", null, admin),
    ]);
    expect([first.outcome, second.outcome].sort()).toEqual(["invariato", "spostato"]);
    expect(timelineOf(lead.id).filter((entry) => entry.kind === "fase")).toHaveLength(1);
  });

  test("to 'Perso' keeps the reason and closes it; reopened, neither stays", async () => {
    const { lead } = await sendContact();
    const closedAt = new Date();
    await moveLead(lead.id, "perso", "Budget insufficiente", admin, closedAt);
    expect(leadById(lead.id)).toMatchObject({
      stage: "perso",
      lostReason: "Budget insufficiente",
      closedAt,
    });
    await moveLead(lead.id, "proposta", null, admin);
    expect(leadById(lead.id)).toMatchObject({
      stage: "proposta",
      lostReason: null,
      closedAt: null,
    });
  });

  test("marked processed on the security dashboard, a new lead is 'Contattato'", async () => {
    const { contact, lead } = await sendContact();
    expect(await markContactProcessed(contact.id, admin)).toBe("done");
    expect(leadById(lead.id).stage).toBe("contattato");
  });
});

describe("editing a lead", () => {
  test("saves owner, value, dates and next action, and says so in the timeline", async () => {
    const { lead } = await sendContact();
    const saved = await editLead(
      lead.id,
      lead.version,
      {
        ownerId: admin.id,
        valueCents: 150_050,
        expectedCloseOn: "2027-01-31",
        nextAction: "Chiamare per la proposta",
        nextActionOn: "2026-12-10",
      },
      admin,
    );
    expect(saved.outcome).toBe("salvato");
    expect(leadById(lead.id)).toMatchObject({
      ownerId: admin.id,
      valueCents: 150_050,
      version: lead.version + 1,
    });
    // Intl writes four digits ungrouped, and a no-break space before the euro sign.
    expect(
      timelineOf(lead.id)
        .at(-1)
        ?.text?.replace(/\u00a0/g, " "),
    ).toBe(
      "Responsabile: Giulia Bianchi; Valore: 1500,50 €; Chiusura prevista: 2027-01-31; Prossima azione: Chiamare per la proposta (2026-12-10)",
    );
  });

  test("over a newer version is refused and writes nothing", async () => {
    const { lead } = await sendContact();
    await editLead(lead.id, lead.version, { ...noChanges(lead), valueCents: 1000 }, admin);
    const stale = await editLead(
      lead.id,
      lead.version,
      { ...noChanges(lead), valueCents: 2000 },
      admin,
    );
    expect(stale.outcome).toBe("superato");
    expect(leadById(lead.id).valueCents).toBe(1000);
  });

  test("an owner who is not an admin is refused", async () => {
    const { lead } = await sendContact();
    const refused = await editLead(
      lead.id,
      lead.version,
      { ...noChanges(lead), ownerId: editor.id },
      admin,
    );
    expect(refused.outcome).toBe("responsabile-non-valido");
    expect(leadById(lead.id).ownerId).toBeNull();
  });

  test("a note is the first response when nothing came before it", async () => {
    const { lead } = await sendContact();
    const now = new Date(lead.createdAt.getTime() + 40 * 60_000);
    await addLeadNote(lead.id, "Richiamato, risponde domani.", admin, now);
    expect(leadById(lead.id).firstResponseAt).toEqual(now);
    expect(timelineOf(lead.id).at(-1)).toMatchObject({
      kind: "nota",
      text: "Richiamato, risponde domani.",
    });
  });

  test("euro are read the Italian way", () => {
    expect(parseEuro("1.500")).toBe(150_000);
    expect(parseEuro("1500,5")).toBe(150_050);
    expect(parseEuro("1.500,50 €")).toBe(150_050);
    expect(parseEuro("")).toBeNull();
    expect(parseEuro("1,500.00")).toBe("invalid");
    expect(parseEuro("dieci")).toBe("invalid");
  });
});

describe("overdue next actions", () => {
  test("e-mail their owner once a Rome day, listing each, until a new date is set", async () => {
    const { lead } = await sendContact();
    await editLead(
      lead.id,
      lead.version,
      { ...noChanges(lead), ownerId: admin.id, nextAction: "Chiamare", nextActionOn: "2026-12-01" },
      admin,
    );
    const sentTo = () =>
      db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.template, "lead-overdue"))
        .all()
        .filter((row) => JSON.stringify(row.payload).includes(`/admin/lead/${lead.id}"`));
    // 2 December, 23:30 in Rome: the action was due on the 1st.
    expect(remindOverdueLeads(new Date("2026-12-02T22:30:00Z"))).toBeGreaterThanOrEqual(1);
    expect(sentTo().map((row) => row.recipient)).toEqual([admin.email]);
    // Later the same Rome day: nothing again.
    remindOverdueLeads(new Date("2026-12-02T22:50:00Z"));
    expect(sentTo()).toHaveLength(1);
    // The next day, once more.
    remindOverdueLeads(new Date("2026-12-03T08:00:00Z"));
    expect(sentTo()).toHaveLength(2);
    expect(
      timelineOf(lead.id).filter((entry) => entry.text?.startsWith("Promemoria")),
    ).toHaveLength(2);
    // Closed, it is never reminded.
    await moveLead(lead.id, "vinto", null, admin);
    remindOverdueLeads(new Date("2026-12-04T08:00:00Z"));
    expect(sentTo()).toHaveLength(2);
  });
});

describe("retention", () => {
  test("a year after the last change, an open lead is closed by the site and anonymized; its work stays", async () => {
    const arrived = new Date(Date.now() - 500 * day);
    const { contact, lead } = await sendContact({ utmSource: "linkedin" }, arrived);
    await editLead(
      lead.id,
      lead.version,
      { ...noChanges(lead), valueCents: 90_000 },
      admin,
      arrived,
    );
    await addLeadNote(lead.id, "Parla con Cliente, cell. 333 1234567", admin, arrived);
    await anonymizeOldRecords();
    const after = leadById(lead.id);
    expect(after).toMatchObject({
      stage: "perso",
      valueCents: 90_000,
      channel: "linkedin",
      createdAt: arrived,
    });
    expect(after.anonymizedAt).not.toBeNull();
    const texts = timelineOf(lead.id).map((entry) => entry.text);
    expect(texts).not.toContain("Parla con Cliente, cell. 333 1234567");
    expect(texts).toContain("Chiuso dal sito: nessuna attività per un anno");
    expect(
      db.select().from(contactSubmissions).where(eq(contactSubmissions.id, contact.id)).get()!
        .anonymizedAt,
    ).not.toBeNull();
  });

  test("a lead staff changed within the year keeps its person, however old the request", async () => {
    const { contact, lead } = await sendContact({}, new Date(Date.now() - 500 * day));
    await moveLead(lead.id, "proposta", null, admin, new Date(Date.now() - 100 * day));
    await anonymizeOldRecords();
    expect(leadById(lead.id).anonymizedAt).toBeNull();
    expect(
      db.select().from(contactSubmissions).where(eq(contactSubmissions.id, contact.id)).get()!
        .anonymizedAt,
    ).toBeNull();
  });

  test("an erasure leaves the lead's work without a word about the person", async () => {
    const { lead, email } = await sendContact();
    await moveLead(lead.id, "vinto", null, admin);
    await addLeadNote(lead.id, "Cliente soddisfatto", admin);
    await erasePersonalData(email, admin);
    const after = leadById(lead.id);
    expect(after).toMatchObject({ stage: "vinto", contactId: null });
    expect(after.anonymizedAt).not.toBeNull();
    expect(timelineOf(lead.id).map((entry) => entry.text)).not.toContain("Cliente soddisfatto");
  });
});

describe("the privacy page", () => {
  test("says what a lead keeps, the click ids, the sharing with Google and Meta and its consent", () => {
    const privacy = db.select().from(pages).where(eq(pages.slug, "privacy")).get()!;
    const fields = JSON.parse(privacy.fields) as {
      sections: { anchor: string; blocks: { text: string }[] }[];
    };
    const leadsSection = fields.sections.filter((section) => section.anchor === "richieste");
    expect(leadsSection).toHaveLength(1);
    const text = leadsSection[0]!.blocks.map((block) => block.text).join(" ");
    for (const words of [
      "gclid",
      "casella facoltativa",
      "Meta Platforms Ireland",
      "revocarlo",
      "con il valore del lavoro",
      "dal link nell'e-mail di conferma",
    ])
      expect(text).toContain(words);
    const retention = fields.sections.find((section) => section.anchor === "conservazione")!;
    expect(retention.blocks[0]!.text).toContain("un anno dopo l'ultima volta");
  });
});

describe("the board and the list", () => {
  test("filter by origin and campaign, search the person, and audit without the words searched", async () => {
    const { lead } = await sendContact({
      utmSource: "meta",
      utmCampaign: "stand-primavera",
      azienda: "Oleificio Sole",
    });
    await sendContact({ utmSource: "google" });
    const query = leadQuery(
      new URLSearchParams({ origine: "meta", campagna: "stand-primavera", q: "oleificio" }),
    );
    if (!query.ok) throw new Error("filtri rifiutati");
    const board = await leadBoard(query, admin);
    const nuovo = board.columns.find((column) => column.stage === "nuovo")!;
    expect(nuovo.cards.map((card) => card.id)).toEqual([lead.id]);
    expect(nuovo.cards[0]).toMatchObject({ company: "Oleificio Sole", owner: null });
    expect(lastAudit()).toMatchObject({ action: "search-leads" });
    expect(lastAudit().subject).not.toContain("oleificio");
    expect(board.choices.campaigns).toContain("stand-primavera");
    const list = await leadList(query, 1, admin);
    expect(list.total).toBe(1);
  });

  test("a lead keeps the language of the page its person wrote from, through anonymization, and filters by it", async () => {
    const { contact } = await sendContact();
    // The same person writing again, from an English page.
    const { id: _id, ...fields } = db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, contact.id))
      .get()!;
    const english = db
      .insert(contactSubmissions)
      .values({ ...fields, language: "en" })
      .returning()
      .get();
    const opened = await writeTransaction(
      (tx) =>
        openLead(
          tx,
          { kind: "contatto", contactId: english.id, subject: "Stand", adConsent: true },
          new Date(),
        ),
      { withinMs: 1_000 },
    );
    expect(leadById(opened.id).language).toBe("en");
    // The withdrawal page the person's e-mail links to is in their language.
    expect(new URL(opened.adConsentUrl!).pathname).toBe("/en/advertising-consent");

    const query = leadQuery(new URLSearchParams({ lingua: "en" }));
    if (!query.ok) throw new Error("filtri rifiutati");
    const list = await leadList(query, 1, admin);
    expect(list.leads.map((lead) => lead.id)).toEqual([opened.id]);
    expect(list.leads[0]!.english).toBe(true);
    expect(leadQuery(new URLSearchParams({ lingua: "fr" }))).toMatchObject({
      ok: false,
      errors: { lingua: "Scegli una lingua dall'elenco." },
    });

    await writeTransaction(
      (tx) => anonymizeLeadsOf(tx, "contact", [english.id], "erasure", new Date()),
      { withinMs: 1_000 },
    );
    expect(leadById(opened.id)).toMatchObject({ language: "en" });
    expect(leadById(opened.id).anonymizedAt).not.toBeNull();
  });

  test("a day that is none, or an end before the start, is refused by its field", () => {
    const bad = leadQuery(new URLSearchParams({ dal: "2026-02-31", al: "2026-01-01" }));
    expect(bad).toMatchObject({
      ok: false,
      errors: { dal: "Scrivi una data valida, come 2026-12-01." },
    });
    const backwards = leadQuery(new URLSearchParams({ dal: "2026-03-01", al: "2026-01-01" }));
    expect(backwards).toMatchObject({
      ok: false,
      errors: { al: "La data finale viene prima di quella iniziale." },
    });
  });

  test("the CSV holds the filtered leads and is in the activity log and the audit", async () => {
    const { lead } = await sendContact({ utmCampaign: "export-test" });
    const query = leadQuery(new URLSearchParams({ campagna: "export-test" }));
    if (!query.ok) throw new Error("filtri rifiutati");
    const file = await leadsCsv(query, admin);
    const [header, row, extra] = file.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(header).toContain("Lead;Fase");
    expect(row).toContain(String(lead.id));
    expect(extra).toBeUndefined();
    expect(lastAudit()).toMatchObject({ action: "export-leads" });
    expect(
      db.select().from(staffActivity).orderBy(desc(staffActivity.id)).limit(1).get(),
    ).toMatchObject({ action: "export-downloaded", subject: file.fileName });
  });
});
