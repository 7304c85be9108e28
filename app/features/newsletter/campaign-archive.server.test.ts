import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { newsletterCampaigns } from "../../../db/schema";
import {
  campaignPublished,
  pastIssues,
  webVersionAt,
  webVersionPaths,
} from "~/features/newsletter/campaign-archive.server";
import { loader as issueLoader } from "~/features/newsletter/routes/_site.newsletter_.archivio.$slug";
import { loader as sitemapLoader } from "~/features/site/routes/sitemap[.]xml";
import { loader as newsletterLoader } from "~/features/newsletter/routes/_site.newsletter";
import { db, migrateDatabase } from "~/utils/db.server";
import { onDomainEvent, type PageChange } from "~/utils/domain-events.server";
import { logger } from "~/utils/logger.server";

type Status = (typeof newsletterCampaigns.$inferInsert)["status"];

// 27 November 2026, 23:30 in Rome: already the 28th there, still the 27th in UTC.
const lateEvening = new Date("2026-11-27T22:30:00Z");
const december = new Date("2026-12-03T09:00:00Z");

function campaign(slug: string, status: Status, webVersion: boolean, sentAt: Date | null) {
  return db
    .insert(newsletterCampaigns)
    .values({
      slug,
      subject: `Oggetto di ${slug}`,
      preheader: slug === "novembre" ? "Le novità del mese in breve" : "",
      body:
        slug === "dicembre"
          ? '<p onclick="alert(1)">Ciao!</p><script>alert(1)</script>'
          : `# Oggetto di ${slug}\n\nCiao! Leggi [il nostro blog](/blog).\n\n# Eventi\n\nA presto.`,
      status,
      webVersion,
      sentAt,
    })
    .returning({ id: newsletterCampaigns.id })
    .all()[0]!.id;
}

let ids: Record<string, number>;

beforeAll(() => {
  migrateDatabase();
  ids = {
    novembre: campaign("novembre", "sent", true, lateEvening),
    dicembre: campaign("dicembre", "sent", true, december),
    riservata: campaign("riservata", "sent", false, december),
    bozza: campaign("bozza", "draft", true, null),
    programmata: campaign("programmata", "scheduled", true, null),
    inInvio: campaign("in-invio", "sending", true, null),
  };
});

describe("a sent campaign's web version", () => {
  test("shows its subject, the day it was sent in Rome and its body as an article's", () => {
    const issue = webVersionAt("novembre");
    expect(issue).toMatchObject({
      path: "/newsletter/archivio/novembre",
      subject: "Oggetto di novembre",
      preheader: "Le novità del mese in breve",
      day: "2026-11-27",
      date: "27 novembre 2026",
      sentAt: lateEvening.toISOString(),
    });
    // The articles' renderer: the title's repeat goes, a second h1 is an h2.
    expect(issue!.bodyHtml).not.toContain("<h1");
    expect(issue!.bodyHtml).toContain('<h2 id="eventi">Eventi</h2>');
    expect(issue!.bodyHtml).toContain('<a href="/blog">il nostro blog</a>');
  });

  test("a body written in HTML goes through the articles' sanitizer: nothing in it runs", () => {
    expect(webVersionAt("dicembre")!.bodyHtml).toBe("<p>Ciao!</p>");
  });

  test("is none for a campaign not sent, one not published on the site, or an unknown address", () => {
    for (const slug of ["bozza", "programmata", "in-invio", "riservata", "mai-esistita", ""])
      expect(webVersionAt(slug), slug).toBeNull();
  });

  test("its page answers with the page's data, and 404 not kept by any cache otherwise", async () => {
    const found = issueLoader({
      request: new Request("http://localhost:3000/newsletter/archivio/dicembre"),
      params: { slug: "dicembre" },
      context: {} as never,
    });
    expect(found).toMatchObject({
      issue: { subject: "Oggetto di dicembre", date: "3 dicembre 2026" },
    });

    for (const slug of ["bozza", "riservata", "sconosciuta"]) {
      const missing = issueLoader({
        request: new Request(`http://localhost:3000/newsletter/archivio/${slug}`),
        params: { slug },
        context: {} as never,
      });
      expect(missing, slug).toMatchObject({
        data: { issue: null },
        init: { status: 404, headers: { "Cache-Control": "no-store" } },
      });
    }
  });
});

describe("the list on /newsletter", () => {
  test("names the published campaigns, newest first, with the day each was sent", () => {
    expect(pastIssues()).toEqual([
      {
        path: "/newsletter/archivio/dicembre",
        subject: "Oggetto di dicembre",
        day: "2026-12-03",
        date: "3 dicembre 2026",
      },
      {
        path: "/newsletter/archivio/novembre",
        subject: "Oggetto di novembre",
        day: "2026-11-27",
        date: "27 novembre 2026",
      },
    ]);
    expect(
      newsletterLoader({
        request: new Request("http://localhost/newsletter"),
      } as LoaderFunctionArgs),
    ).toEqual({ issues: pastIssues() });
  });

  test("left out when the database cannot be read, the signup page still answers, not kept", () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    db.$client.exec("alter table newsletter_campaigns rename to newsletter_campaigns_altrove");
    try {
      expect(
        newsletterLoader({
          request: new Request("http://localhost/newsletter"),
        } as LoaderFunctionArgs),
      ).toMatchObject({
        data: { issues: [] },
        init: { headers: { "Cache-Control": "no-store" } },
      });
      expect(errors).toHaveBeenCalledWith(
        expect.anything(),
        "Numeri precedenti della newsletter non letti:",
      );
    } finally {
      db.$client.exec("alter table newsletter_campaigns_altrove rename to newsletter_campaigns");
      errors.mockRestore();
    }
  });

  test("the sitemap names each web version with the moment it was sent", async () => {
    expect(webVersionPaths()).toEqual([
      { path: "/newsletter/archivio/dicembre", lastmod: december },
      { path: "/newsletter/archivio/novembre", lastmod: lateEvening },
    ]);
    const answer = (await sitemapLoader({
      request: new Request("http://localhost:3000/sitemap.xml"),
      params: {},
      context: { buildVersion: "prova" } as never,
    })) as Response;
    const xml = await answer.text();
    expect(xml).toContain(
      "<loc>http://localhost:3000/newsletter/archivio/dicembre</loc><lastmod>2026-12-03T09:00:00.000Z</lastmod>",
    );
    expect(xml).not.toContain("/newsletter/archivio/riservata");
    expect(xml).not.toContain("/newsletter/archivio/bozza");
  });
});

describe("when a campaign's sending ends", () => {
  const changes: PageChange[] = [];
  const stop = onDomainEvent("pageChanged", (change) => changes.push(change));
  afterEach(() => {
    changes.length = 0;
  });
  afterAll(stop);

  test("a web version makes the marketing pages, /newsletter among them, be rendered anew", () => {
    expect(campaignPublished(ids.dicembre!)).toBe(true);
    expect(changes).toEqual([
      {
        id: `newsletter-${ids.dicembre}`,
        type: "newsletter-campaign",
        slug: "dicembre",
        language: "it",
      },
    ]);
  });

  test("a campaign without one, or not sent, changes no page", () => {
    for (const id of [ids.riservata!, ids.bozza!, ids.inInvio!, 9999])
      expect(campaignPublished(id), String(id)).toBe(false);
    expect(changes).toEqual([]);
  });
});

describe("an English campaign", () => {
  test("has its web version under /en/ only, in English words, and is listed with the English issues", async () => {
    const id = db
      .insert(newsletterCampaigns)
      .values({
        slug: "trade-fair-season",
        subject: "Trade fair season",
        preheader: "",
        body: "Our stands for the spring fairs.",
        language: "en",
        status: "sent",
        webVersion: true,
        sentAt: december,
      })
      .returning({ id: newsletterCampaigns.id })
      .get().id;
    try {
      expect(webVersionAt("trade-fair-season", "en")).toMatchObject({
        path: "/en/newsletter/archive/trade-fair-season",
        date: "3 December 2026",
      });
      // Never under the Italian address, nor an Italian campaign under the English one.
      expect(webVersionAt("trade-fair-season")).toBeNull();
      expect(webVersionAt("novembre", "en")).toBeNull();
      expect(pastIssues("en").map((issue) => issue.path)).toEqual([
        "/en/newsletter/archive/trade-fair-season",
      ]);
      expect(pastIssues().map((issue) => issue.path)).not.toContain(
        "/en/newsletter/archive/trade-fair-season",
      );
      expect(webVersionPaths().map((entry) => entry.path)).toContain(
        "/en/newsletter/archive/trade-fair-season",
      );
      const english = (await issueLoader({
        request: new Request("http://localhost/en/newsletter/archive/trade-fair-season"),
        params: { slug: "trade-fair-season" },
        context: {} as never,
      })) as { issue: { subject: string }; alternates: Record<string, string> };
      expect(english.issue.subject).toBe("Trade fair season");
      expect(english.alternates).toEqual({ en: "/en/newsletter/archive/trade-fair-season" });
      const italian = (await issueLoader({
        request: new Request("http://localhost/newsletter/archivio/trade-fair-season"),
        params: { slug: "trade-fair-season" },
        context: {} as never,
      })) as unknown as { init: { status: number } };
      expect(italian.init.status).toBe(404);
    } finally {
      db.delete(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)).run();
    }
  });
});
