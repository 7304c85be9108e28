import { eq } from "drizzle-orm";
import { events } from "../../db/schema";
import { db } from "../../app/utils/db.server";

type Words = { title: string; slug: string; excerpt: string };

const workshop = { kind: "formazione", format: "workshop", status: "published" } as const;

/**
 * A published Italian workshop on 10 March 2027, 09:00-13:00 UTC, and its published English
 * translation saved a week earlier, before the original was moved: what a visitor reads of the
 * English is its original's dates, not the ones saved with it.
 */
export function insertMovedEventPair(italian: Words, english: Words) {
  const original = db
    .insert(events)
    .values({
      ...italian,
      ...workshop,
      startsAt: new Date("2027-03-10T09:00:00Z"),
      endsAt: new Date("2027-03-10T13:00:00Z"),
    })
    .returning()
    .get();
  db.update(events).set({ translationGroup: original.id }).where(eq(events.id, original.id)).run();
  db.insert(events)
    .values({
      ...english,
      ...workshop,
      language: "en",
      translationGroup: original.id,
      startsAt: new Date("2027-03-03T09:00:00Z"),
      endsAt: new Date("2027-03-03T13:00:00Z"),
    })
    .run();
  return original;
}
