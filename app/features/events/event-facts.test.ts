import { describe, expect, test } from "vitest";
import {
  eventEnd,
  eventPlace,
  eventPrice,
  eventWhen,
  isUpcoming,
  registrationState,
} from "~/features/events/event-facts";
import { romeMidnightOf, romeTimeToMoment } from "~/utils/rome-time";

const rome = (value: string) => {
  const time = romeTimeToMoment(value);
  if (time.kind !== "moment") throw new Error(value);
  return time.moment;
};

const open = {
  status: "published" as const,
  registrationsEnabled: true,
  eventState: "programmato" as const,
  registrationOpensAt: null,
  registrationClosesAt: null,
  startsAt: rome("2027-03-28T09:30"),
  capacity: 10,
  waitingList: false,
};

describe("when an event takes place, in Rome's words", () => {
  test("a morning on the day the clocks go forward stays at 09:30", () => {
    // 28 March 2027: Rome moves from +01:00 to +02:00 at 02:00.
    const event = {
      startsAt: rome("2027-03-28T09:30"),
      endsAt: rome("2027-03-28T13:30"),
      allDay: false,
    };
    expect(event.startsAt.toISOString()).toBe("2027-03-28T07:30:00.000Z");
    expect(eventWhen(event)).toBe("28 marzo 2027, 09:30–13:30");
  });

  test("days without times, in one month or across two; two days with times; none", () => {
    const day = (iso: string) => romeMidnightOf(iso);
    expect(
      eventWhen({ startsAt: day("2024-12-06"), endsAt: day("2024-12-08"), allDay: true }),
    ).toBe("6-8 dicembre 2024");
    expect(
      eventWhen({ startsAt: day("2024-11-30"), endsAt: day("2024-12-01"), allDay: true }),
    ).toBe("dal 30 novembre 2024 al 1 dicembre 2024");
    expect(
      eventWhen({
        startsAt: rome("2025-10-06T09:00"),
        endsAt: rome("2025-10-08T18:00"),
        allDay: false,
      }),
    ).toBe("dal 6 ottobre 2025 alle 09:00 all'8 ottobre 2025 alle 18:00");
    expect(eventWhen({ startsAt: null, endsAt: null, allDay: false })).toBe("Su richiesta");
  });

  test("an event without times is over at the end of its last day in Rome", () => {
    const event = {
      startsAt: romeMidnightOf("2025-05-24"),
      endsAt: romeMidnightOf("2025-05-24"),
      allDay: true,
    };
    expect(eventEnd(event)?.toISOString()).toBe("2025-05-24T22:00:00.000Z");
    expect(isUpcoming(event, rome("2025-05-24T23:59"))).toBe(true);
    expect(isUpcoming(event, rome("2025-05-25T00:00"))).toBe(false);
  });
});

describe("whether a registration is taken", () => {
  const before = rome("2027-03-20T10:00");

  test("open while a seat is free, then full or on the waiting list", () => {
    expect(registrationState(open, 9, before)).toBe("aperte");
    expect(registrationState(open, 10, before)).toBe("esaurito");
    expect(registrationState({ ...open, waitingList: true }, 10, before)).toBe("lista-attesa");
    expect(registrationState({ ...open, capacity: null }, 10_000, before)).toBe("aperte");
  });

  test("closed at the start, or at the close staff set; not open before the opening", () => {
    expect(registrationState(open, 0, rome("2027-03-28T09:29"))).toBe("aperte");
    expect(registrationState(open, 0, rome("2027-03-28T09:30"))).toBe("chiuse");
    const window = {
      ...open,
      registrationOpensAt: rome("2027-03-01T09:00"),
      registrationClosesAt: rome("2027-03-25T18:00"),
    };
    expect(registrationState(window, 0, rome("2027-02-28T12:00"))).toBe("non-ancora");
    expect(registrationState(window, 0, rome("2027-03-25T18:00"))).toBe("chiuse");
  });

  test("a cancelled, postponed, unpublished or form-less event takes none; a course on request always", () => {
    expect(registrationState({ ...open, eventState: "annullato" }, 0, before)).toBe("annullato");
    expect(registrationState({ ...open, eventState: "rinviato" }, 0, before)).toBe("rinviato");
    expect(registrationState({ ...open, status: "draft" }, 0, before)).toBe("chiuse");
    expect(registrationState({ ...open, registrationsEnabled: false }, 0, before)).toBe("nessuna");
    expect(registrationState({ ...open, startsAt: null, capacity: null }, 0, before)).toBe(
      "aperte",
    );
  });
});

test("a place and a price as visitors read them", () => {
  const place = {
    attendance: "presenza" as const,
    placeName: "Fiera del Levante",
    placeAddress: "Lungomare Starita 4",
    placeCity: "Bari",
    placeProvince: "BA",
  };
  expect(eventPlace(place)).toBe("Fiera del Levante, Lungomare Starita 4, Bari (BA)");
  expect(eventPlace({ ...place, attendance: "online" })).toBe("Online");
  expect(eventPrice({ priceCents: null, priceIncludesVat: true })).toBe("Gratuito");
  expect(eventPrice({ priceCents: 29_900, priceIncludesVat: true })).toBe("299\u00a0€ IVA inclusa");
  expect(eventPrice({ priceCents: 4_950, priceIncludesVat: false })).toBe("49,50\u00a0€ + IVA");
});
