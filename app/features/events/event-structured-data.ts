import type { EventSummary } from "~/features/events/events.server";
import type { AttendanceMode, EventState } from "~/features/events/event-facts";
import { absoluteUrl, type JsonLd, type SiteMeta } from "~/utils/seo";

/**
 * What an event's page tells search engines (schema.org `Event`, or `Course` for a course held
 * on request): dates with Rome's offset, its state, how it is attended, where, and its offer.
 */

const eventStatus: Record<EventState, string> = {
  programmato: "https://schema.org/EventScheduled",
  annullato: "https://schema.org/EventCancelled",
  rinviato: "https://schema.org/EventPostponed",
  riprogrammato: "https://schema.org/EventRescheduled",
};

const attendanceMode: Record<AttendanceMode, string> = {
  presenza: "https://schema.org/OfflineEventAttendanceMode",
  online: "https://schema.org/OnlineEventAttendanceMode",
  mista: "https://schema.org/MixedEventAttendanceMode",
};

const courseMode: Record<AttendanceMode, string[]> = {
  presenza: ["Onsite"],
  online: ["Online"],
  mista: ["Online", "Onsite"],
};

type Listed = Pick<
  EventSummary,
  | "path"
  | "language"
  | "title"
  | "excerpt"
  | "start"
  | "end"
  | "allDay"
  | "previousStart"
  | "state"
  | "attendance"
  | "placeParts"
  | "priceCents"
  | "durationHours"
  | "cover"
  | "registration"
  | "open"
>;

const eventPath = (event: Pick<Listed, "path">) => event.path;

const organizer = ({ siteUrl, siteName }: SiteMeta) => ({
  "@type": "Organization",
  name: siteName,
  url: siteUrl,
});

/** The day alone for an event without times: `2025-05-24`. */
const dateOf = (iso: string | null, allDay: boolean) => (iso && allDay ? iso.slice(0, 10) : iso);

function place(event: Listed, url: string) {
  const { name, address, city, province } = event.placeParts;
  const physical = {
    "@type": "Place",
    name: name ?? city ?? "",
    address: {
      "@type": "PostalAddress",
      ...(address ? { streetAddress: address } : {}),
      ...(city ? { addressLocality: city } : {}),
      ...(province ? { addressRegion: province } : {}),
      addressCountry: "IT",
    },
  };
  const online = { "@type": "VirtualLocation", url };
  if (event.attendance === "online") return online;
  if (event.attendance === "mista") return [physical, online];
  return physical;
}

function availability(event: Listed) {
  if (event.registration === "esaurito" || event.registration === "lista-attesa")
    return "https://schema.org/SoldOut";
  if (event.registration === "non-ancora") return "https://schema.org/PreOrder";
  return event.open ? "https://schema.org/InStock" : "https://schema.org/Discontinued";
}

function offer(event: Listed, url: string) {
  return {
    "@type": "Offer",
    url,
    price: event.priceCents === null ? 0 : event.priceCents / 100,
    priceCurrency: "EUR",
    availability: availability(event),
    category: event.priceCents === null ? "Free" : "Paid",
  };
}

export function eventJsonLd(meta: SiteMeta, event: Listed): JsonLd {
  const url = absoluteUrl(meta.siteUrl, eventPath(event));
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.excerpt,
    url,
    startDate: dateOf(event.start, event.allDay),
    endDate: dateOf(event.end, event.allDay),
    ...(event.previousStart && (event.state === "riprogrammato" || event.state === "rinviato")
      ? { previousStartDate: dateOf(event.previousStart, event.allDay) }
      : {}),
    eventStatus: eventStatus[event.state],
    eventAttendanceMode: attendanceMode[event.attendance],
    location: place(event, url),
    ...(event.cover ? { image: absoluteUrl(meta.siteUrl, event.cover.src) } : {}),
    organizer: organizer(meta),
    offers: offer(event, url),
    inLanguage: event.language,
  };
}

/** A course without a date: the course and how it is held, without a start to announce. */
export function courseJsonLd(meta: SiteMeta, course: Listed): JsonLd {
  const url = absoluteUrl(meta.siteUrl, eventPath(course));
  const workload = course.durationHours ? `PT${course.durationHours}H` : null;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.excerpt,
    url,
    inLanguage: course.language,
    ...(workload ? { timeRequired: workload } : {}),
    provider: organizer(meta),
    offers: offer(course, url),
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: courseMode[course.attendance],
      ...(workload ? { courseWorkload: workload } : {}),
    },
  };
}

/** The one block an event's page carries: `Event` when dated, else `Course`. */
export const eventPageJsonLd = (meta: SiteMeta, event: Listed) =>
  event.start === null ? courseJsonLd(meta, event) : eventJsonLd(meta, event);
