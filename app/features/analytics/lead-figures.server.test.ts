import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { campaignSpend, leads } from "../../../db/schema";
import { leadFiguresOf, spendFromForm } from "~/features/analytics/lead-figures.server";
import { dashboardPage as t } from "~/features/analytics/content/dashboard";
import { db, migrateDatabase } from "~/utils/db.server";

const at = (iso: string) => new Date(iso);
const december = { from: "2026-12-01", to: "2026-12-31" };

function lead(fields: Partial<typeof leads.$inferInsert>) {
  db.insert(leads)
    .values({
      kind: "contatto",
      subject: "Stand Fieristici",
      channel: "google",
      createdAt: at("2026-12-05T10:00:00Z"),
      ...fields,
    })
    .run();
}

beforeAll(() => migrateDatabase());
beforeEach(() => {
  db.run(sql`delete from leads`);
  db.run(sql`delete from campaign_spend`);
});

describe("the leads' statistics", () => {
  test("count leads, qualified, won and revenue per origin, campaign and entry page", () => {
    lead({
      utmCampaign: "fiera",
      entryPath: "/fiera",
      reachedStage: 4,
      stage: "vinto",
      valueCents: 500_000,
    });
    lead({ utmCampaign: "fiera", entryPath: "/fiera", reachedStage: 3, stage: "perso" });
    lead({ channel: "linkedin", reachedStage: 0 });
    // November's lead is outside the range.
    lead({ createdAt: at("2026-11-20T10:00:00Z"), reachedStage: 4, stage: "vinto" });
    const figures = leadFiguresOf(december);
    expect(figures.bySource).toEqual([
      { value: "google", leads: 2, qualified: 2, won: 1, revenueCents: 500_000 },
      { value: "linkedin", leads: 1, qualified: 0, won: 0, revenueCents: 0 },
    ]);
    expect(figures.byEntry[0]).toMatchObject({ value: "/fiera", leads: 2 });
    expect(figures.funnel.reached).toEqual([3, 2, 2, 2, 1]);
  });

  test("the median first response is the middle time, or the mean of the two middle ones", () => {
    for (const minutes of [10, 30, 50, 70]) {
      const created = at("2026-12-05T10:00:00Z");
      lead({ createdAt: created, firstResponseAt: new Date(created.getTime() + minutes * 60_000) });
    }
    lead({});
    expect(leadFiguresOf(december).medianFirstResponseMs).toBe(40 * 60_000);
  });

  test("a month's spend counts by the share of its days in the range, per lead and per client", async () => {
    lead({ utmCampaign: "fiera", reachedStage: 4, stage: "vinto" });
    lead({ utmCampaign: "fiera" });
    expect(
      await spendFromForm(
        new URLSearchParams({
          campagna: "fiera",
          mese: "2026-12",
          importo: "3.100",
        }) as unknown as FormData,
        t.leads,
      ),
    ).toBeNull();
    const half = leadFiguresOf({ from: "2026-12-01", to: "2026-12-16" }).byCampaign[0];
    expect(half).toMatchObject({
      spendCents: 160_000,
      costPerLeadCents: 80_000,
      costPerClientCents: 160_000,
    });
    expect(db.select().from(campaignSpend).all()).toHaveLength(1);
  });

  test("a spend without campaign, month or amount is refused by its fields, the typing kept", async () => {
    const refused = await spendFromForm(
      new URLSearchParams({
        campagna: "",
        mese: "2026-13",
        importo: "tanti",
      }) as unknown as FormData,
      t.leads,
    );
    expect(refused).toEqual({
      errors: { campagna: t.leads.badCampaign, mese: t.leads.badMonth, importo: t.leads.badAmount },
      typed: { campagna: "", mese: "2026-13", importo: "tanti" },
    });
  });
});
