import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import * as z from "zod";
import { formAlerts, unreadableFormAlertsIn, type FailureAlerts } from "~/components/form-messages";
import { DatabaseBusyError, db, writeWhenUnlocked, type DbOrTx } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { isRateLimited, recordHit, type RateLimitBucket } from "~/utils/rate-limit.server";
import { contactSchemas, infoRequestSchemas } from "~/features/visitor-forms/contact-schema";
import type {
  OptionalRequestField,
  RequestFormShape,
} from "~/features/visitor-forms/request-fields";
import { honeypotField } from "~/utils/honeypot";
import { newsletterSchemas } from "~/features/visitor-forms/newsletter-schema";
import {
  importSpool,
  spoolSubmission,
  type SpoolEntry,
} from "~/features/visitor-forms/spool.server";
import { redirectWithToast } from "~/utils/toast.server";
import { leadOriginOf, leadOriginSchema } from "~/features/analytics/lead-origin.server";
import type { ShownVariant } from "~/features/analytics/index.server";
import {
  storeContactRequest,
  storeNewsletterSignup,
  type ContactValue,
  type NewsletterValue,
  type Visitor,
  type VisitorEntry,
} from "~/features/visitor-forms/visitor-records.server";
import type { SubmissionKind } from "~/utils/domain-events.server";
import { logger } from "~/utils/logger.server";
import {
  languageOfRequest,
  languages,
  localizedPath,
  type Catalogue,
  type Language,
} from "~/utils/language";

/**
 * A submission the data no longer allows, though its fields are valid (an event that closed
 * or filled up): told by the field, with the values kept.
 */
export type StoreRefusal = { field: string; message: string };

/**
 * What a kind's store did: refused the entry, or stored it, with what to announce once the
 * transaction has committed (an event's last seat taken).
 */
export type StoreOutcome = { refused: StoreRefusal } | { stored: true; afterCommit?: () => void };

/**
 * How one kind of submission is kept. A feature that owns a kind (the contact and newsletter
 * forms here, the registrations in `events`) defines its rules; the server hands every kind
 * to the spool's import.
 */
export type KindRules<Value> = {
  kind: SubmissionKind;
  bucket: RateLimitBucket;
  /** Checks a spooled entry again when it is imported. */
  schema: z.ZodType<Value>;
  /**
   * Stores the entry in the open transaction, or refuses it. An entry from the spool was
   * accepted when it arrived and must be stored: `arrival` says which it is.
   */
  store: (
    tx: DbOrTx,
    entry: VisitorEntry<Value>,
    receivedAt: Date,
    arrival: "post" | "spool",
  ) => StoreOutcome;
  /** In the language of the page the form was sent from. */
  alerts: Catalogue<FailureAlerts>;
  /** The newsletter always ends on the thank-you page, failures told there. */
  alwaysThanks: boolean;
};

const stored =
  <Value>(store: (tx: DbOrTx, entry: VisitorEntry<Value>, receivedAt: Date) => void) =>
  (tx: DbOrTx, entry: VisitorEntry<Value>, receivedAt: Date): StoreOutcome => {
    store(tx, entry, receivedAt);
    return { stored: true };
  };

export const contactKind: KindRules<ContactValue> = {
  kind: "contact",
  bucket: "contact",
  schema: z.union([contactSchemas.it, infoRequestSchemas.it]),
  store: stored(storeContactRequest),
  alerts: formAlerts.contact,
  alwaysThanks: false,
};

export const newsletterKind: KindRules<NewsletterValue> = {
  kind: "newsletter",
  bucket: "newsletter",
  schema: newsletterSchemas.it,
  store: stored(storeNewsletterSignup),
  alerts: formAlerts.newsletter,
  alwaysThanks: true,
};

/** The kinds this feature owns, for the spool's import beside the other features'. */
export const visitorFormKinds = [contactKind, newsletterKind] as const;

type SubmitResult = "stored" | "rate-limited" | "spooled" | "failed" | { refused: StoreRefusal };
type Written = Exclude<SubmitResult, "stored"> | { stored: true; afterCommit?: () => void };

/**
 * How long a visitor's post waits for a write lock held by another process (a script, a
 * backup) before it goes to the spool: the visitor is answered within a second either way.
 */
const LOCK_WAIT_MS = 500;

/**
 * Stores a validated submission unless its address has reached the kind's limit: the
 * check, the row with the e-mails it queues, and the hit, in one transaction. If the
 * database cannot take it (or another process keeps it locked past a short wait), the
 * entry goes to the spool and is imported as soon as the database takes writes again; if
 * the spool cannot take it either (a full disk), nothing is written and the result says so.
 * Stored or spooled, the submission is reported as a domain event, on which the server wakes
 * the e-mail worker or the spool's import.
 */
export async function acceptSubmission<Value>(
  rules: KindRules<Value>,
  entry: VisitorEntry<Value>,
  receivedAt = new Date(),
): Promise<SubmitResult> {
  const { kind } = rules;
  const store = () =>
    db.transaction(
      (tx): Written => {
        if (isRateLimited(tx, rules.bucket, entry.visitor.ip, receivedAt)) return "rate-limited";
        const outcome = rules.store(tx, entry, receivedAt, "post");
        // A refused post wrote nothing and, like a mistake, costs nothing.
        if ("stored" in outcome) recordHit(tx, rules.bucket, entry.visitor.ip, receivedAt);
        return outcome;
      },
      { behavior: "immediate" },
    );
  try {
    const result = await writeWhenUnlocked(store, { withinMs: LOCK_WAIT_MS });
    if (typeof result !== "object" || "refused" in result) return result;
    emitDomainEvent("submissionStored", { kind });
    result.afterCommit?.();
    return "stored";
  } catch (error) {
    if (error instanceof DatabaseBusyError)
      logger.error(`${error.message}: l'invio (${kind}) va nello spool`);
    else logger.error({ err: error }, `Salvataggio non riuscito (${kind}), lo metto nello spool:`);
  }
  try {
    spoolSubmission(kind, entry, receivedAt);
    emitDomainEvent("submissionSpooled", { kind });
    return "spooled";
  } catch (error) {
    logger.error({ err: error }, `Neanche lo spool accetta l'invio (${kind}):`);
    return "failed";
  }
}

const visitorSchema = z.object({
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  privacySignal: z.boolean().optional(),
});

function importAs<Value>(rules: KindRules<Value>, data: unknown, receivedAt: Date) {
  const entry = z
    .object({
      value: rules.schema,
      source: z.string(),
      subject: z.string().optional(),
      pageId: z.string().optional(),
      visitor: visitorSchema,
      origin: leadOriginSchema.optional(),
      // Spooled before the site spoke English: Italian.
      language: z.enum(languages).optional(),
    })
    .parse(data);
  // Spooled submissions were accepted when they arrived: no rate limit applies on import.
  const outcome = db.transaction((tx) => rules.store(tx, entry, receivedAt, "spool"), {
    behavior: "immediate",
  });
  if ("refused" in outcome) throw new Error(`Un invio dallo spool non si rifiuta (${rules.kind})`);
  outcome.afterCommit?.();
}

/**
 * Moves every spooled submission into the database, each by the rules of its kind among
 * `kinds` (every feature's); says how many made it and how many wait.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry is checked by its own kind's schema
export function importSpooledSubmissions(kinds: readonly KindRules<any>[]) {
  return importSpool(({ kind, receivedAt, data }: SpoolEntry) => {
    const rules = kinds.find((candidate) => candidate.kind === kind);
    if (!rules) throw new Error(`Tipo sconosciuto nello spool: ${kind}`);
    importAs(rules, data, new Date(receivedAt));
  });
}

/** A value in the field people never see: a bot. It is answered like a success. */
function isBot(formData: FormData) {
  const value = formData.get(honeypotField);
  return typeof value === "string" && value.trim() !== "";
}

function visitorOf(request: Request, context: AppLoadContext): Visitor {
  return {
    ip: context.clientIp,
    userAgent: request.headers.get("User-Agent")?.slice(0, 512) ?? null,
    privacySignal: request.headers.get("DNT") === "1" || request.headers.get("Sec-GPC") === "1",
  };
}

type VisitorForm<Value, Schema extends z.ZodType<Value>> = {
  rules: KindRules<Value>;
  schema: Schema;
  /**
   * The same rules with their messages in the language of the page the form was sent from;
   * without it, `schema`'s are told in every language.
   */
  schemaIn?: (language: Language) => Schema;
  /** The form the submission came from, as stored and shown to the agency. */
  source: string | ((value: z.output<Schema>) => string);
  /** What a request from this form is about, in the e-mails (a service page's subject). */
  subject?: string;
  /** The landing page the form is part of, stored with the request. */
  pageId?: string;
  /** The test and variant the page showed, when the person is counted in it. */
  experiment?: ShownVariant | null;
  /** The form's shape, carried back by an answer with errors: the page shows it as posted. */
  shape?: RequestFormShape | null;
};

/** A form of a kind: its rules, its schema (one the kind's rules accept), where it is sent from. */
export const visitorForm = <Value, Schema extends z.ZodType<Value>>(
  form: VisitorForm<Value, Schema>,
) => form;

/**
 * Every visitor form, for the route that receives it. The schemas are bound here, on the
 * server: a route importing one for its action would carry Zod into the page's script.
 */
export const visitorForms = {
  contatti: visitorForm({
    rules: contactKind,
    schema: contactSchemas.it,
    schemaIn: (language) => contactSchemas[language],
    source: "contatti",
  }),
  newsletter: visitorForm({
    rules: newsletterKind,
    schema: newsletterSchemas.it,
    schemaIn: (language) => newsletterSchemas[language],
    source: (value) => value.fonte,
  }),
};

/**
 * The form of a page staff made (a service or landing page): the information request about
 * its subject, or the contact form; named `source`, with the landing page's id if it is one.
 * A landing page's variant under test may leave optional fields out (its shape's `skipped`):
 * what is posted in them is then dropped, as the page never asked for it.
 */
export const pageVisitorForm = (
  source: string,
  form: "richiesta" | "contatto",
  subject: string,
  pageId?: string,
  variant?: { shape: RequestFormShape | null; experiment: ShownVariant | null },
): VisitorForm<ContactValue, z.ZodType<ContactValue>> => {
  if (form === "contatto")
    return visitorForm({
      rules: contactKind,
      schema: contactSchemas.it,
      schemaIn: (language) => contactSchemas[language],
      source,
      pageId,
    });
  const skipped: Partial<Record<OptionalRequestField, true>> = Object.fromEntries(
    variant?.shape?.skipped.map((name) => [name, true]) ?? [],
  );
  return visitorForm({
    rules: contactKind,
    schema: infoRequestSchemas.it.omit(skipped),
    schemaIn: (language) => infoRequestSchemas[language].omit(skipped),
    source,
    subject,
    pageId,
    experiment: variant?.experiment ?? null,
    shape: variant?.shape ?? null,
  });
};

/**
 * The action of every visitor form: a readable body within the size limit, honeypot, the form's schema (400 with the
 * errors and the typed values), `acceptSubmission`, then the thank-you page. All of it in the
 * language of the page the form was sent from, which the submission keeps.
 */
export async function handleVisitorForm<Value, Schema extends z.ZodType<Value>>(
  request: Request,
  context: AppLoadContext,
  formFor: VisitorForm<Value, Schema> | ((formData: FormData) => VisitorForm<Value, Schema>),
) {
  const language = languageOfRequest(request);
  const thanks = localizedPath("/grazie", language) ?? "/grazie";
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (!body.ok) {
    const alert = unreadableFormAlertsIn[language][body.problem];
    return data({ result: undefined, alert }, { status: body.status, headers: refusedBodyHeaders });
  }
  if (isBot(body.formData)) return redirect(thanks, 303);
  // A form whose fields depend on what was posted (a landing page's variant under test).
  const form = typeof formFor === "function" ? formFor(body.formData) : formFor;
  const shape = form.shape ?? null;

  const schema = form.schemaIn?.(language) ?? form.schema;
  const submission = parseWithZod(body.formData, { schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), alert: null, shape }, { status: 400 });
  }
  const { value } = submission;
  const source = typeof form.source === "string" ? form.source : form.source(value);
  const outcome = await acceptSubmission(form.rules, {
    value,
    source,
    subject: form.subject,
    pageId: form.pageId,
    visitor: visitorOf(request, context),
    language,
    origin: { ...(await leadOriginOf(request, context.clientIp)), experiment: form.experiment },
  });

  if (typeof outcome === "object") {
    const { field, message } = outcome.refused;
    return data(
      { result: submission.reply({ fieldErrors: { [field]: [message] } }), alert: null, shape },
      { status: 409 },
    );
  }
  const alerts = form.rules.alerts[language];
  const { alwaysThanks } = form.rules;
  const alert = {
    stored: null,
    spooled: alerts.spooled,
    "rate-limited": alerts.rateLimited,
    failed: alerts.unexpected,
  }[outcome];
  if (!alert) return redirect(thanks, 303);
  if (alwaysThanks || outcome === "spooled")
    return redirectWithToast(thanks, { type: "error", ...alert });
  return data(
    { result: submission.reply(), alert, shape },
    { status: outcome === "rate-limited" ? 429 : 503 },
  );
}
