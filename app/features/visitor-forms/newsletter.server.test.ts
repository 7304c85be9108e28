import { sql } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { emailOutbox, newsletterSubscribers, newsletterSuppressions } from "../../../db/schema";
import { emailHash } from "~/utils/audit.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { subscribePending } from "~/features/visitor-forms/newsletter.server";

beforeAll(() => migrateDatabase());

const subscriberRows = (email: string) =>
  db
    .select()
    .from(newsletterSubscribers)
    .where(sql`email = ${email}`)
    .all();
const mailAbout = (email: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(sql`recipient = ${email} or json_extract(payload, '$.email') = ${email}`)
    .all();

test("a signup stores a pending subscriber and queues the confirmation and the agency's notice", () => {
  const email = "nuova@example.com";
  expect(subscribePending(db, { email, source: "footer", ip: null })).toBe("created");
  expect(subscriberRows(email)).toMatchObject([{ status: "pending" }]);
  expect(
    mailAbout(email)
      .map((row) => row.template)
      .sort(),
  ).toEqual(["newsletter-confirmation", "newsletter-notification"]);
});

test("a suppressed address is neither stored nor mailed, whatever its case", () => {
  const email = "cancellata@example.com";
  db.insert(newsletterSuppressions)
    .values({ emailHash: emailHash(email) })
    .run();
  for (const typed of [email, "Cancellata@Example.com"]) {
    expect(
      subscribePending(db, {
        email: typed,
        nome: "Ida",
        cognome: null,
        source: "newsletter",
        ip: "192.0.2.1",
      }),
    ).toBe("suppressed");
    expect(subscriberRows(typed)).toEqual([]);
    expect(mailAbout(typed)).toEqual([]);
  }
});
