import type { articles } from "../../db/schema";
import { isInTransaction } from "~/utils/db.server";
import { singleton } from "~/utils/singleton.server";
import { logger } from "~/utils/logger.server";

type ArticleStatus = (typeof articles.$inferSelect)["status"];

/** A committed change to one article, by whichever writer made it. */
export type ArticleChange = {
  id: string;
  /** The article's address after the change (before it, for a deletion). */
  slug: string;
  /** Its language: the blog's live updates tell Italian readers only of Italian articles. */
  language?: string;
  /** Its status before the change (null: it was just created) and after it (null: deleted). */
  before: ArticleStatus | null;
  after: ArticleStatus | null;
};

/**
 * A committed change to what an event's pages show: the event saved (by staff or the
 * schedule), its last seat taken or a seat freed, its start, end or registration close passed.
 */
export type EventChange = {
  id: string;
  slug: string;
  reason: "saved" | "seats" | "time";
};

/**
 * A committed change to a piece of the marketing pages' content (decision 0266): any page may
 * show it (a testimonial on the home page, a case study in a service's), so all of them go.
 */
export type PageChange = { id: string; type: string; slug: string; language: string };

export type SubmissionKind = "contact" | "registration" | "newsletter";

/**
 * What the domain tells whoever listens, once its write has committed. The server decides
 * what follows (the page cache, live updates, the workers): the code that writes never
 * reaches up for them.
 */
export type DomainEvents = {
  articleChanged: ArticleChange;
  eventChanged: EventChange;
  pageChanged: PageChange;
  /** A visitor's submission is stored, with the e-mails it queued. */
  submissionStored: { kind: SubmissionKind };
  /** A submission went to the spool, waiting for the database to take it. */
  submissionSpooled: { kind: SubmissionKind };
  /**
   * E-mails were queued outside a visitor's submission: a staff link, a sign-in from a new
   * browser, a second factor's reset, a confirmed signup.
   */
  mailQueued: {
    reason:
      | "password-reset"
      | "invitation"
      | "new-sign-in"
      | "second-factor-reset"
      | "newsletter-confirmed"
      | "registration-cancelled"
      | "registration-promoted"
      | "event-changed"
      | "event-reminder"
      | "newsletter-test";
  };
  /** A subscriber unsubscribed (from a campaign's link, or its one-click header). */
  subscriberLeft: { subscriberId: number };
  /** A newsletter campaign's batches are queued: the campaigns' worker has them to send. */
  campaignQueued: { id: number };
  /** A lead moved stage or an event of it was resent: the webhook may have one to send. */
  leadChanged: { id: number };
  /** Redirects were added, changed or removed: by an admin, or by an article's new address. */
  redirectsChanged: { sources: string[] };
  /** An uploaded image is stored and recorded: its smaller sizes are still to be made. */
  imageStored: { name: string };
  /** An image's smaller sizes are made: the pages showing it can offer them. */
  imageDerived: { name: string };
  /** An image's alternative text changed: the pages showing it say it anew. */
  imageDescribed: { name: string };
  /** Images uploaded before the cleaning were rewritten: pages showed their old addresses. */
  uploadsRenamed: { count: number };
};

type EventName = keyof DomainEvents;
type Listener<Name extends EventName> = (payload: DomainEvents[Name]) => void;

// On globalThis: the Remix build emits, the Express entry listens, and they are two bundles.
const listeners = () =>
  singleton("domain-event-listeners", () => new Map<EventName, Set<Listener<never>>>());

/** Calls `listener` for every `name` event from now on; the function it returns stops that. */
export function onDomainEvent<Name extends EventName>(name: Name, listener: Listener<Name>) {
  const all = listeners();
  const forName = all.get(name) ?? new Set();
  all.set(name, forName);
  forName.add(listener as Listener<never>);
  return () => {
    forName.delete(listener as Listener<never>);
  };
}

/**
 * Tells every listener, synchronously. Only after the write's transaction has committed: a
 * listener that acted on a write later rolled back would announce what never happened. A
 * failing listener is logged: the write it follows is stored, and its caller must say so.
 */
export function emitDomainEvent<Name extends EventName>(name: Name, payload: DomainEvents[Name]) {
  if (isInTransaction()) throw new Error(`Domain event "${name}" emitted inside a transaction`);
  for (const listener of listeners().get(name) ?? []) {
    try {
      (listener as Listener<Name>)(payload);
    } catch (error) {
      logger.error({ err: error }, `Reazione all'evento ${name} non riuscita:`);
    }
  }
}
