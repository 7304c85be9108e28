import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import * as z from "zod";
import { formAlerts, unreadableFormAlerts, type FailureAlerts } from "~/components/form-messages";
import { DatabaseBusyError, db, writeWhenUnlocked, type DbOrTx } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { isRateLimited, recordHit, type RateLimitBucket } from "~/utils/rate-limit.server";
import { contactSchema, infoRequestSchema } from "~/features/visitor-forms/contact-schema";
import { honeypotField } from "~/utils/honeypot";
import { newsletterSchema } from "~/features/visitor-forms/newsletter-schema";
import { registrationSchema } from "~/features/visitor-forms/registration-schema";
import {
  importSpool,
  spoolSubmission,
  type SpoolEntry,
} from "~/features/visitor-forms/spool.server";
import { redirectWithToast } from "~/utils/toast.server";
import { leadOriginOf, leadOriginSchema } from "~/features/analytics/lead-origin.server";
import {
  storeContactRequest,
  storeNewsletterSignup,
  storeRegistration,
  type ContactValue,
  type NewsletterValue,
  type RegistrationValue,
  type Visitor,
  type VisitorEntry,
} from "~/features/visitor-forms/visitor-records.server";
import { logger } from "~/utils/logger.server";

type Values = {
  contact: ContactValue;
  registration: RegistrationValue;
  newsletter: NewsletterValue;
};
type SubmissionKind = keyof Values;

type KindRules<Value> = {
  bucket: RateLimitBucket;
  /** Checks a spooled entry again when it is imported. */
  schema: z.ZodType<Value>;
  store: (tx: DbOrTx, entry: VisitorEntry<Value>, receivedAt: Date) => void;
  alerts: FailureAlerts;
  /** The newsletter always ends on /grazie, failures told there. */
  alwaysThanks: boolean;
};

const kinds: { [Kind in SubmissionKind]: KindRules<Values[Kind]> } = {
  contact: {
    bucket: "contact",
    schema: z.union([contactSchema, infoRequestSchema]),
    store: storeContactRequest,
    alerts: formAlerts.contact,
    alwaysThanks: false,
  },
  registration: {
    bucket: "registration",
    schema: registrationSchema,
    store: storeRegistration,
    alerts: formAlerts.registration,
    alwaysThanks: false,
  },
  newsletter: {
    bucket: "newsletter",
    schema: newsletterSchema,
    store: storeNewsletterSignup,
    alerts: formAlerts.newsletter,
    alwaysThanks: true,
  },
};

type SubmitResult = "stored" | "rate-limited" | "spooled" | "failed";

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
export async function acceptSubmission<Kind extends SubmissionKind>(
  kind: Kind,
  entry: VisitorEntry<Values[Kind]>,
  receivedAt = new Date(),
): Promise<SubmitResult> {
  const rules: KindRules<Values[Kind]> = kinds[kind];
  const store = () =>
    db.transaction(
      (tx): SubmitResult => {
        if (isRateLimited(tx, rules.bucket, entry.visitor.ip, receivedAt)) return "rate-limited";
        rules.store(tx, entry, receivedAt);
        recordHit(tx, rules.bucket, entry.visitor.ip, receivedAt);
        return "stored";
      },
      { behavior: "immediate" },
    );
  try {
    const result = await writeWhenUnlocked(store, { withinMs: LOCK_WAIT_MS });
    if (result === "stored") emitDomainEvent("submissionStored", { kind });
    return result;
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

const visitorSchema = z.object({ ip: z.string().nullable(), userAgent: z.string().nullable() });

function importAs<Kind extends SubmissionKind>(kind: Kind, data: unknown, receivedAt: Date) {
  const rules: KindRules<Values[Kind]> = kinds[kind];
  const entry = z
    .object({
      value: rules.schema,
      source: z.string(),
      visitor: visitorSchema,
      origin: leadOriginSchema.optional(),
    })
    .parse(data);
  // Spooled submissions were accepted when they arrived: no rate limit applies on import.
  db.transaction((tx) => rules.store(tx, entry, receivedAt), { behavior: "immediate" });
}

const isKind = (kind: string): kind is SubmissionKind => Object.hasOwn(kinds, kind);

/** Moves every spooled submission into the database; says how many made it and how many wait. */
export function importSpooledSubmissions() {
  return importSpool(({ kind, receivedAt, data }: SpoolEntry) => {
    if (!isKind(kind)) throw new Error(`Tipo sconosciuto nello spool: ${kind}`);
    importAs(kind, data, new Date(receivedAt));
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
  };
}

type VisitorForm<Kind extends SubmissionKind, Schema extends z.ZodType<Values[Kind]>> = {
  kind: Kind;
  schema: Schema;
  /** The form the submission came from, as stored and shown to the agency. */
  source: string | ((value: z.output<Schema>) => string);
};

const visitorForm = <Kind extends SubmissionKind, Schema extends z.ZodType<Values[Kind]>>(
  form: VisitorForm<Kind, Schema>,
) => form;

/**
 * Every visitor form, for the route that receives it. The schemas are bound here, on the
 * server: a route importing one for its action would carry Zod into the page's script.
 */
export const visitorForms = {
  contatti: visitorForm({ kind: "contact", schema: contactSchema, source: "contatti" }),
  "comunicazione-politica": visitorForm({
    kind: "contact",
    schema: contactSchema,
    source: "comunicazione-politica",
  }),
  "packaging-design": visitorForm({
    kind: "contact",
    schema: infoRequestSchema,
    source: "packaging-design",
  }),
  "stand-fieristici": visitorForm({
    kind: "contact",
    schema: infoRequestSchema,
    source: "stand-fieristici",
  }),
  iscrizioni: visitorForm({
    kind: "registration",
    schema: registrationSchema,
    source: "iscrizioni",
  }),
  newsletter: visitorForm({
    kind: "newsletter",
    schema: newsletterSchema,
    source: (value) => value.fonte,
  }),
};

/**
 * The action of every visitor form: a readable body within the size limit, honeypot, the form's schema (400 with the
 * errors and the typed values), `acceptSubmission`, then /grazie.
 */
export async function handleVisitorForm<
  Kind extends SubmissionKind,
  Schema extends z.ZodType<Values[Kind]>,
>(request: Request, context: AppLoadContext, form: VisitorForm<Kind, Schema>) {
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (!body.ok) {
    const alert = unreadableFormAlerts[body.problem];
    return data({ result: undefined, alert }, { status: body.status, headers: refusedBodyHeaders });
  }
  if (isBot(body.formData)) return redirect("/grazie", 303);

  const submission = parseWithZod(body.formData, { schema: form.schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), alert: null }, { status: 400 });
  }
  const { value } = submission;
  const source = typeof form.source === "string" ? form.source : form.source(value);
  const outcome = await acceptSubmission(form.kind, {
    value,
    source,
    visitor: visitorOf(request, context),
    origin: await leadOriginOf(request, context.clientIp),
  });

  const { alerts, alwaysThanks } = kinds[form.kind];
  const alert = {
    stored: null,
    spooled: alerts.spooled,
    "rate-limited": alerts.rateLimited,
    failed: alerts.unexpected,
  }[outcome];
  if (!alert) return redirect("/grazie", 303);
  if (alwaysThanks || outcome === "spooled")
    return redirectWithToast("/grazie", { type: "error", ...alert });
  return data(
    { result: submission.reply(), alert },
    { status: outcome === "rate-limited" ? 429 : 503 },
  );
}
