import { describe, expect, test } from "vitest";
import {
  canMarkProcessed,
  retentionBadge,
  statusBadge,
} from "~/features/visitor-data/contact-badges";

const now = new Date("2026-03-10T09:30:00Z");
const day = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(now.getTime() + days * day);

describe("retention badge", () => {
  test.each([
    [29, "Scade in 29 giorni", "warning"],
    [30, "Scade in 1 mese", "neutral"],
    [31, "Scade in 1 mese", "neutral"],
    [364, "Scade in 12 mesi", "neutral"],
    [365, "Scade in 1 anno", "neutral"],
    [366, "Scade in 1 anno", "neutral"],
    [729, "Scade in 1 anno", "neutral"],
    [730, "Scade in 2 anni", "neutral"],
    [1, "Scade in 1 giorno", "warning"],
  ])("%i days left: %s", (days, label, tone) => {
    expect(retentionBadge(inDays(days), now)).toEqual({ label, tone });
  });

  test("a started day counts whole: half a day left is one day, a day and a minute two", () => {
    expect(retentionBadge(inDays(0.5), now).label).toBe("Scade in 1 giorno");
    expect(retentionBadge(now.getTime() + day + 60_000, now).label).toBe("Scade in 2 giorni");
    // A moment past 29 days is already the 30th day.
    expect(retentionBadge(inDays(29).getTime() + 1, now).label).toBe("Scade in 1 mese");
  });

  test("past, or exactly now: Scaduto", () => {
    expect(retentionBadge(inDays(-3), now)).toEqual({ label: "Scaduto", tone: "danger" });
    expect(retentionBadge(now.getTime() - 1, now).label).toBe("Scaduto");
    expect(retentionBadge(now, now)).toEqual({ label: "Scaduto", tone: "danger" });
  });

  test("takes dates or milliseconds alike", () => {
    expect(retentionBadge(inDays(730).getTime(), now.getTime())).toEqual(
      retentionBadge(inDays(730), now),
    );
  });
});

describe("status badge", () => {
  test("by priority: Anonimizzato, else Processato, else In attesa", () => {
    expect(statusBadge({ processedAt: now, anonymizedAt: now })).toEqual({
      label: "Anonimizzato",
      tone: "neutral",
    });
    expect(statusBadge({ processedAt: null, anonymizedAt: now.getTime() }).label).toBe(
      "Anonimizzato",
    );
    expect(statusBadge({ processedAt: now, anonymizedAt: null })).toEqual({
      label: "Processato",
      tone: "success",
    });
    expect(statusBadge({ processedAt: null, anonymizedAt: null })).toEqual({
      label: "In attesa",
      tone: "warning",
    });
  });

  test("'Segna processato' only for a contact neither processed nor anonymized", () => {
    expect(canMarkProcessed({ processedAt: null, anonymizedAt: null })).toBe(true);
    expect(canMarkProcessed({ processedAt: now, anonymizedAt: null })).toBe(false);
    expect(canMarkProcessed({ processedAt: null, anonymizedAt: now })).toBe(false);
  });
});
