import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  articles,
  newsletterBatches,
  newsletterCampaigns,
  newsletterLinks,
  newsletterRecipients,
  newsletterSubscribers,
} from "../../../db/schema";
import {
  articleDigest,
  campaignById,
  campaignLinks,
  campaignList,
  createCampaign,
  deleteCampaignDraft,
  saveCampaignDraft,
  scheduleCampaign,
  unscheduleCampaign,
  type CampaignDraft,
} from "~/features/newsletter/campaigns.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { activityAbout } from "../../../tests/support/activity";
import { addUser } from "../../../tests/support/lead-contacts";

let editor: { id: string; email: string };

beforeAll(() => {
  migrateDatabase();
  editor = addUser("redattrice.campagne@example.com", "Redattrice", "editor");
});

beforeEach(() => {
  db.delete(newsletterCampaigns).run();
  db.delete(articles).run();
});

const draft = (subject: string, extra: Partial<CampaignDraft> = {}): CampaignDraft => ({
  subject,
  preheader: "Le novità del mese",
  body: "Ciao!\n\nEcco cosa abbiamo fatto.",
  webVersion: true,
  ...extra,
});

function created(subject: string, extra: Partial<CampaignDraft> = {}, now = new Date()) {
  const change = createCampaign(editor, draft(subject, extra), now);
  if (change.outcome !== "saved") throw new Error(`Campagna non creata: ${change.outcome}`);
  return campaignById(change.id)!;
}

describe("drafts", () => {
  test("a new draft takes its address from the subject, another one with the same subject the next", () => {
    const first = created("Novità di dicembre: il Natale è vicino!");
    const second = created("Novità di dicembre: il Natale è vicino!");
    expect(first.slug).toBe("novita-di-dicembre-il-natale-e-vicino");
    expect(second.slug).toBe("novita-di-dicembre-il-natale-e-vicino-2");
    expect(first).toMatchObject({ status: "draft", webVersion: true, countClicks: false });
    expect(
      activityAbout("Novità di dicembre: il Natale è vicino!").map((row) => row.action),
    ).toEqual(["campaign-created", "campaign-created"]);
  });

  test("a subject of punctuation alone still gets an address", () => {
    expect(created("!!!").slug).toBe("campagna");
  });

  test("a save over the version read changes the draft and moves the version on, even in the same millisecond", () => {
    const at = new Date("2026-12-04T10:00:00Z");
    const campaign = created("Prima versione", {}, at);
    const saved = saveCampaignDraft(
      editor,
      campaign.id,
      at.getTime(),
      draft("Seconda versione", { body: "Testo nuovo" }),
      at,
    );
    expect(saved).toEqual({ outcome: "saved", id: campaign.id });
    const after = campaignById(campaign.id)!;
    expect(after).toMatchObject({ subject: "Seconda versione", body: "Testo nuovo" });
    // The address stays the one it was given: the web version keeps the link the e-mail had.
    expect(after.slug).toBe("prima-versione");
    expect(after.updatedAt.getTime()).toBeGreaterThan(at.getTime());
    // The form read before this save is now behind: its save is refused, nothing changes.
    expect(
      saveCampaignDraft(editor, campaign.id, at.getTime(), draft("Terza versione"), at),
    ).toEqual({ outcome: "stale" });
    expect(campaignById(campaign.id)!.subject).toBe("Seconda versione");
    expect(activityAbout("Seconda versione").map((row) => row.action)).toEqual(["campaign-saved"]);
  });

  test("click counting stays as an admin set it when an editor saves", () => {
    const campaign = created("Con i clic", { countClicks: true });
    saveCampaignDraft(editor, campaign.id, campaign.updatedAt.getTime(), draft("Con i clic"));
    expect(campaignById(campaign.id)!.countClicks).toBe(true);
    const again = campaignById(campaign.id)!;
    saveCampaignDraft(
      editor,
      campaign.id,
      again.updatedAt.getTime(),
      draft("Con i clic", { countClicks: false }),
    );
    expect(campaignById(campaign.id)!.countClicks).toBe(false);
  });

  test("a missing campaign is stale, not created", () => {
    expect(saveCampaignDraft(editor, 999_999, 0, draft("Nessuna"))).toEqual({ outcome: "stale" });
    expect(campaignList()).toEqual([]);
  });

  test("a draft is deleted over its version; a scheduled campaign is not", () => {
    const campaign = created("Da eliminare");
    expect(deleteCampaignDraft(editor, campaign.id, campaign.updatedAt.getTime() - 1)).toEqual({
      outcome: "stale",
    });
    expect(deleteCampaignDraft(editor, campaign.id, campaign.updatedAt.getTime())).toEqual({
      outcome: "saved",
      id: campaign.id,
    });
    expect(campaignById(campaign.id)).toBeNull();
    expect(activityAbout("Da eliminare").map((row) => row.action)).toEqual([
      "campaign-created",
      "campaign-deleted",
    ]);

    const scheduled = created("Programmata, non si elimina");
    scheduleCampaign(
      editor,
      scheduled.id,
      scheduled.updatedAt.getTime(),
      new Date(Date.now() + 3_600_000),
    );
    const version = campaignById(scheduled.id)!.updatedAt.getTime();
    expect(deleteCampaignDraft(editor, scheduled.id, version)).toEqual({
      outcome: "not-editable",
    });
    expect(campaignById(scheduled.id)).not.toBeNull();
  });
});

describe("scheduling", () => {
  test("a scheduled campaign is not edited until it is unscheduled, back to a draft", () => {
    const now = new Date("2026-12-04T10:00:00Z");
    const at = new Date("2026-12-05T08:00:00Z");
    const campaign = created("Il riepilogo di venerdì", {}, now);
    expect(scheduleCampaign(editor, campaign.id, now.getTime(), at, now)).toEqual({
      outcome: "saved",
      id: campaign.id,
    });
    const scheduled = campaignById(campaign.id)!;
    expect(scheduled).toMatchObject({ status: "scheduled", scheduledAt: at });
    const version = scheduled.updatedAt.getTime();
    expect(saveCampaignDraft(editor, campaign.id, version, draft("Cambiata"), now)).toEqual({
      outcome: "not-editable",
    });
    // Scheduling twice is refused: it is no longer a draft.
    expect(scheduleCampaign(editor, campaign.id, version, at, now)).toEqual({
      outcome: "not-editable",
    });
    expect(unscheduleCampaign(editor, campaign.id, version, now)).toEqual({
      outcome: "saved",
      id: campaign.id,
    });
    expect(campaignById(campaign.id)).toMatchObject({ status: "draft", scheduledAt: null });
    expect(activityAbout("Il riepilogo di venerdì").map((row) => row.action)).toEqual([
      "campaign-created",
      "campaign-scheduled",
      "campaign-unscheduled",
    ]);
  });

  test("a campaign the job queued meanwhile cannot be unscheduled", () => {
    const campaign = created("Partita da sola");
    scheduleCampaign(editor, campaign.id, campaign.updatedAt.getTime(), new Date());
    const version = campaignById(campaign.id)!.updatedAt.getTime();
    db.update(newsletterCampaigns)
      .set({ status: "sending" })
      .where(eq(newsletterCampaigns.id, campaign.id))
      .run();
    expect(unscheduleCampaign(editor, campaign.id, version)).toEqual({ outcome: "not-editable" });
    expect(campaignById(campaign.id)!.status).toBe("sending");
  });
});

/** A campaign as the delivery leaves it: queued to `emails`, the first `handed` handed over. */
function sending(subject: string, emails: string[], handed: number, queuedAt: Date) {
  const campaign = created(subject);
  const batch = db
    .insert(newsletterBatches)
    .values({ campaignId: campaign.id })
    .returning({ id: newsletterBatches.id })
    .all()[0]!;
  emails.forEach((email, index) => {
    const subscriber = db
      .insert(newsletterSubscribers)
      .values({
        email,
        status: "confirmed",
        token: `token-${email}`,
        source: "footer",
        consentAt: queuedAt,
      })
      .returning({ id: newsletterSubscribers.id })
      .all()[0]!;
    db.insert(newsletterRecipients)
      .values({
        campaignId: campaign.id,
        batchId: batch.id,
        subscriberId: subscriber.id,
        email,
        token: `token-${email}`,
        status: index < handed ? "sent" : "queued",
      })
      .run();
  });
  db.update(newsletterCampaigns)
    .set({ status: "sending", queuedAt, recipients: emails.length })
    .where(eq(newsletterCampaigns.id, campaign.id))
    .run();
  return campaign;
}

describe("the list", () => {
  test("newest first, with how far a send got and the clicks of its counted links", () => {
    const older = created("Più vecchia", {}, new Date("2026-11-01T10:00:00Z"));
    const going = sending(
      "In viaggio",
      ["uno@example.it", "due@example.it", "tre@example.it"],
      2,
      new Date("2026-12-01T10:00:00Z"),
    );
    db.insert(newsletterLinks)
      .values([
        { campaignId: going.id, n: 1, url: "https://example.it/a", clicks: 4 },
        { campaignId: going.id, n: 2, url: "https://example.it/b", clicks: 1 },
      ])
      .run();
    const list = campaignList();
    expect(list.map((row) => row.subject)).toEqual(["In viaggio", "Più vecchia"]);
    expect(list[0]).toMatchObject({
      status: "sending",
      handed: 2,
      recipients: 3,
      clicks: 5,
      links: 2,
    });
    expect(list[1]).toMatchObject({ id: older.id, handed: 0, clicks: 0, links: 0 });
    expect(campaignLinks(going.id)).toEqual([
      { n: 1, url: "https://example.it/a", clicks: 4 },
      { n: 2, url: "https://example.it/b", clicks: 1 },
    ]);
    // The list reads no body: what it shows has no personal data either.
    expect(JSON.stringify(list)).not.toContain("@example.it");
  });
});

function article(
  title: string,
  publishedAt: Date,
  extra: Partial<typeof articles.$inferInsert> = {},
) {
  db.insert(articles)
    .values({
      title,
      slug: title.toLowerCase().replace(/[^a-z]+/g, "-"),
      excerpt: `Di cosa parla ${title}.`,
      content: "Testo.",
      category: "Marketing",
      status: "published",
      publishedAt,
      ...extra,
    })
    .run();
}

describe("the digest", () => {
  const now = new Date("2026-12-04T10:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  test("without an earlier campaign: the articles of the last 30 days, newest first, linked in full", () => {
    article("Il mese scorso", daysAgo(31));
    article("Prima", daysAgo(20));
    article("Seconda", daysAgo(2));
    article("Bozza", daysAgo(1), { status: "draft" });
    article("In inglese", daysAgo(1), { language: "en", slug: "in-english" });
    article("Domani", new Date(now.getTime() + 86_400_000), { status: "scheduled" });
    const digest = articleDigest(now);
    expect(digest.count).toBe(2);
    expect(digest.since).toEqual(daysAgo(30));
    expect(digest.markdown).toBe(
      [
        "## [Seconda](http://localhost:3000/blog/seconda)",
        "Di cosa parla Seconda.",
        "## [Prima](http://localhost:3000/blog/prima)",
        "Di cosa parla Prima.",
      ].join("\n\n"),
    );
  });

  test("after a queued campaign: only what was published since it", () => {
    sending("Quella di prima", ["lettrice@example.it"], 1, daysAgo(5));
    article("Già raccontato", daysAgo(6));
    article("Nuovo", daysAgo(3));
    const digest = articleDigest(now);
    expect(digest.since).toEqual(daysAgo(5));
    expect(digest.markdown).toContain("[Nuovo]");
    expect(digest.markdown).not.toContain("Già raccontato");
  });

  test("titles and excerpts are shown as written, whatever Markdown they look like", () => {
    article("Il *vero* [costo] di un sito", daysAgo(1), {
      slug: "costo-sito",
      excerpt: "Prezzi <b>chiari</b>\n# e niente sorprese",
    });
    expect(articleDigest(now).markdown).toBe(
      [
        "## [Il \\*vero\\* \\[costo\\] di un sito](http://localhost:3000/blog/costo-sito)",
        "Prezzi \\<b\\>chiari\\</b\\> \\# e niente sorprese",
      ].join("\n\n"),
    );
  });

  test("nothing published: an empty digest", () => {
    expect(articleDigest(now)).toMatchObject({ count: 0, markdown: "" });
  });
});
