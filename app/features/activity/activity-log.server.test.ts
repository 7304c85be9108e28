import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { staffActivity, users } from "../../../db/schema";
import {
  ACTIVITY_PER_PAGE,
  activityCsv,
  activityPageData,
  activityQuery,
  countExpiredActivity,
} from "~/features/activity/activity-log.server";
import { activityFilterMessages as m } from "~/features/activity/content/activity";
import { purgeExpiredRecords } from "~/features/visitor-data/retention.server";
import { recordActivity, type ActivityActor } from "~/utils/activity.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { activityAbout } from "../../../tests/support/activity";

const anna = { id: "", email: "anna@example.com" };
const bruno = { id: "", email: "bruno@example.com" };

beforeAll(() => {
  migrateDatabase();
  anna.id = db
    .insert(users)
    .values({ email: anna.email, name: "Anna Rossi", passwordHash: "x" })
    .returning()
    .get().id;
  bruno.id = db
    .insert(users)
    .values({ email: bruno.email, passwordHash: "x" })
    .returning()
    .get().id;
});

const record = (
  action: Parameters<typeof recordActivity>[1]["action"],
  actor: ActivityActor,
  subject: string,
  at: Date,
) => recordActivity(db, { action, actor, subject }, at);

const page = (search: string) =>
  activityPageData(new URL(`http://localhost/admin/attivita${search}`));

describe("the page's query", () => {
  beforeAll(() => {
    // Late on 26 November and early on 27 November in Italy (UTC+1).
    record("article-published", anna, "Notizie di novembre", new Date("2026-11-26T22:30:00Z"));
    record("redirect-created", bruno, "/vecchio → /nuovo", new Date("2026-11-26T23:30:00Z"));
    record("article-published", null, "Uscita programmata", new Date("2026-11-27T08:00:00Z"));
  });

  test("newest first, each row as staff read it: Italian time, who, the action's label, the subject", () => {
    const { rows, total, status, exportHref } = page("");
    expect(status).toBe(200);
    expect(total).toBe(3);
    expect(exportHref).toBe("/admin/attivita/esporta");
    expect(rows.map(({ when, who, what, subject }) => ({ when, who, what, subject }))).toEqual([
      {
        when: "27 novembre 2026 alle ore 09:00",
        who: "Sistema (riga di comando o attività pianificata)",
        what: "Articolo pubblicato",
        subject: "Uscita programmata",
      },
      {
        when: "27 novembre 2026 alle ore 00:30",
        who: "bruno@example.com",
        what: "Reindirizzamento creato",
        subject: "/vecchio → /nuovo",
      },
      {
        when: "26 novembre 2026 alle ore 23:30",
        who: "Anna Rossi (anna@example.com)",
        what: "Articolo pubblicato",
        subject: "Notizie di novembre",
      },
    ]);
  });

  test("filters by person, action and days in Italy, together; the export keeps them", () => {
    const subjects = (search: string) => page(search).rows.map((row) => row.subject);
    expect(subjects("?persona=anna%40example.com")).toEqual(["Notizie di novembre"]);
    expect(subjects("?persona=sistema")).toEqual(["Uscita programmata"]);
    expect(subjects("?azione=article-published")).toEqual([
      "Uscita programmata",
      "Notizie di novembre",
    ]);
    // 00:30 on the 27th in Italy is still the 26th in UTC: the day is Italy's.
    expect(subjects("?dal=2026-11-27")).toEqual(["Uscita programmata", "/vecchio → /nuovo"]);
    expect(subjects("?al=2026-11-26")).toEqual(["Notizie di novembre"]);
    expect(subjects("?dal=2026-11-27&al=2026-11-27&azione=redirect-created")).toEqual([
      "/vecchio → /nuovo",
    ]);
    expect(page("?persona=nessuno%40example.com").rows).toEqual([]);
    expect(page("?persona=anna%40example.com&al=2026-11-26&pagina=2").exportHref).toBe(
      "/admin/attivita/esporta?persona=anna%40example.com&al=2026-11-26",
    );
  });

  test("the filters offer everyone the log names and every action", () => {
    const { people, actions } = page("");
    expect(people.map((person) => person.value)).toEqual([
      "anna@example.com",
      "bruno@example.com",
      "sistema",
    ]);
    expect(actions).toContainEqual({ value: "sign-in-failed", label: "Accesso non riuscito" });
  });

  test("a day that is none, an end before the start or an unknown action: 400, by the field, values kept", () => {
    const bad = page("?dal=2026-02-31&al=ieri&azione=altro&persona=anna%40example.com");
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual({ dal: m.badDate, al: m.badDate, azione: m.unknownAction });
    expect(bad.filters).toEqual({
      persona: "anna@example.com",
      azione: "altro",
      dal: "2026-02-31",
      al: "ieri",
    });
    expect(bad.rows).toEqual([]);
    expect(bad.exportHref).toBeNull();
    expect(activityQuery(new URLSearchParams("dal=2026-11-27&al=2026-11-26"))).toMatchObject({
      ok: false,
      errors: { al: m.toBeforeFrom },
    });
    expect(activityQuery(new URLSearchParams("dal=0099-01-01")).ok).toBe(false);
  });
});

test("pages of 50, newest first; a page past the last shows the last", () => {
  const start = new Date("2025-06-01T10:00:00Z").getTime();
  for (let n = 0; n < ACTIVITY_PER_PAGE + 2; n += 1)
    record("sign-in", bruno, `pagina-${n}`, new Date(start + n * 60_000));
  const search = "?azione=sign-in&persona=bruno%40example.com";
  const first = page(search);
  expect(first).toMatchObject({ total: ACTIVITY_PER_PAGE + 2, page: 1, pageCount: 2 });
  expect(first.rows).toHaveLength(ACTIVITY_PER_PAGE);
  expect(first.rows[0]?.subject).toBe(`pagina-${ACTIVITY_PER_PAGE + 1}`);
  const last = page(`${search}&pagina=9`);
  expect(last.page).toBe(2);
  expect(last.rows.map((row) => row.subject)).toEqual(["pagina-1", "pagina-0"]);
});

test("the CSV: the filtered rows with a header, quoted where needed, formulas neutralised; the download is recorded", async () => {
  const at = new Date("2026-05-04T08:05:00Z");
  record("article-created", anna, '=HYPERLINK("http://x"); "titolo"', at);
  record("user-invited", anna, "persona@example.com (Editor)", new Date(at.getTime() + 60_000));
  const now = new Date("2026-05-05T10:00:00Z");
  const exported = await activityCsv(
    new URLSearchParams("persona=anna@example.com&dal=2026-05-04&al=2026-05-04"),
    bruno,
    now,
  );
  if (!exported.ok) throw new Error("refused");
  expect(exported.file.fileName).toBe("attivita-staff-2026-05-05.csv");
  expect(exported.file.contentType).toBe("text/csv; charset=utf-8");
  expect(exported.file.body.split("\r\n")).toEqual([
    "\uFEFFData e ora;Chi;Azione;Oggetto",
    "2026-05-04 10:06;Anna Rossi (anna@example.com);Utente invitato;persona@example.com (Editor)",
    `2026-05-04 10:05;Anna Rossi (anna@example.com);Articolo creato;"'=HYPERLINK(""http://x""); ""titolo"""`,
    "",
  ]);
  expect(activityAbout("attivita-staff-2026-05-05.csv")).toEqual([
    {
      action: "export-downloaded",
      userId: bruno.id,
      actor: bruno.email,
      subject: "attivita-staff-2026-05-05.csv",
    },
  ]);
  expect(await activityCsv(new URLSearchParams("al=31-12-2026"), bruno, now)).toEqual({
    ok: false,
    errors: { al: m.badDate },
  });
});

describe("two years", () => {
  const DAY = 86_400_000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

  test("the daily run's purge takes the rows older than 730 days and keeps the others", async () => {
    record("sign-in", anna, "vecchia-731", daysAgo(731));
    record("sign-in", anna, "recente-729", daysAgo(729));
    expect(countExpiredActivity()).toBe(1);
    expect((await purgeExpiredRecords({ now: new Date() })).staffActivity).toBe(1);
    expect(activityAbout("vecchia-731")).toEqual([]);
    expect(activityAbout("recente-729")).toHaveLength(1);
  });

  test("the database refuses to delete or change a younger row, but lets a removed account's link go", () => {
    record("sign-in", anna, "intoccabile", daysAgo(729));
    const row = eq(staffActivity.subject, "intoccabile");
    expect(() => db.delete(staffActivity).where(row).run()).toThrow(
      "staff_activity keeps two years",
    );
    expect(() => db.update(staffActivity).set({ actor: "altro" }).where(row).run()).toThrow(
      "staff_activity is append-only",
    );
    db.update(staffActivity).set({ userId: null }).where(row).run();
    expect(db.select({ n: count() }).from(staffActivity).where(row).get()?.n).toBe(1);
  });
});
