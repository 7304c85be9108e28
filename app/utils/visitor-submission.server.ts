import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import * as z from "zod";
import { formAlerts, type FailureAlerts } from "~/content/form-messages";
import { wakeOutbox } from "~/utils/background.server";
import { db, type DbOrTx } from "~/utils/db.server";
import { isRateLimited, recordHit, type RateLimitBucket } from "~/utils/rate-limit.server";
import { contactSchema, infoRequestSchema } from "~/utils/schemas/contact-schema";
import { honeypotField } from "~/utils/schemas/honeypot";
import { newsletterSchema } from "~/utils/schemas/newsletter-schema";
import { registrationSchema } from "~/utils/schemas/registration-schema";
import { importSpool, spoolSubmission, type SpoolEntry } from "~/utils/spool.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  storeContactRequest,
  storeNewsletterSignup,
  storeRegistration,
  type ContactValue,
  type NewsletterValue,
  type RegistrationValue,
  type Visitor,
  type VisitorEntry,
} from "~/utils/visitor-records.server";

/** Far above the longest form the limits allow (about 6 KB), far below anything harmful. */
const MAX_FORM_BYTES = 32 * 1024;

type Values = { contact: ContactValue; registration: RegistrationValue; newsletter: NewsletterValue };
type SubmissionKind = keyof Values;

type KindRules<Value> = {
  bucket: RateLimitBucket;
  /** Checks a spooled entry again when it is imported. */
  schema: z.ZodType<Value>;
  store: (tx: DbOrTx, entry: VisitorEntry<Value>, receivedAt: Date) => void;
  alerts: FailureAlerts;
  /** The newsletter always ends on /grazie (spec), failures told there. */
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
 * Stores a validated submission unless its address has reached the kind's limit: the
 * check, the row with the e-mails it queues, and the hit, in one transaction. If the
 * database cannot take it, the entry goes to the spool and is imported later; if the
 * spool cannot take it either (a full disk), nothing is written and the result says so.
 */
export function acceptSubmission<Kind extends SubmissionKind>(
  kind: Kind,
  entry: VisitorEntry<Values[Kind]>,
  receivedAt = new Date(),
): SubmitResult {
  const rules: KindRules<Values[Kind]> = kinds[kind];
  try {
    return db.transaction(
      (tx) => {
        if (isRateLimited(tx, rules.bucket, entry.visitor.ip, receivedAt)) return "rate-limited";
        rules.store(tx, entry, receivedAt);
        recordHit(tx, rules.bucket, entry.visitor.ip, receivedAt);
        return "stored";
      },
      { behavior: "immediate" },
    );
  } catch (error) {
    console.error(`Salvataggio non riuscito (${kind}), lo metto nello spool:`, error);
  }
  try {
    spoolSubmission(kind, entry, receivedAt);
    return "spooled";
  } catch (error) {
    console.error(`Neanche lo spool accetta l'invio (${kind}):`, error);
    return "failed";
  }
}

const visitorSchema = z.object({ ip: z.string().nullable(), userAgent: z.string().nullable() });

function importAs<Kind extends SubmissionKind>(kind: Kind, data: unknown, receivedAt: Date) {
  const rules: KindRules<Values[Kind]> = kinds[kind];
  const entry = z.object({ value: rules.schema, source: z.string(), visitor: visitorSchema }).parse(data);
  // Spooled submissions were accepted when they arrived: no rate limit applies on import.
  db.transaction((tx) => rules.store(tx, entry, receivedAt));
}

const isKind = (kind: string): kind is SubmissionKind => Object.hasOwn(kinds, kind);

/** Moves every spooled submission into the database; returns how many made it. */
export function importSpooledSubmissions() {
  return importSpool(({ kind, receivedAt, data }: SpoolEntry) => {
    if (!isKind(kind)) throw new Error(`Tipo sconosciuto nello spool: ${kind}`);
    importAs(kind, data, new Date(receivedAt));
  });
}

/**
 * The posted form, or null when the body is larger than the limit. The body is read as it
 * arrives and abandoned past the limit, so a huge post costs nothing. A body that is no form
 * at all (a multipart post without its boundary) reads as an empty form: the schema then
 * names what is missing, a 400 rather than a 500.
 */
async function readFormData(request: Request, maxBytes = MAX_FORM_BYTES) {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) return null;
  if (!request.body) return new FormData();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const contentType = request.headers.get("Content-Type") ?? "application/x-www-form-urlencoded";
  return new Response(Buffer.concat(chunks), { headers: { "Content-Type": contentType } })
    .formData()
    .catch(() => new FormData());
}

/** A value in the field people never see: a bot. It is answered like a success. */
function isBot(formData: FormData) {
  const value = formData.get(honeypotField);
  return typeof value === "string" && value.trim() !== "";
}

function visitorOf(request: Request, context: AppLoadContext): Visitor {
  return { ip: context.clientIp, userAgent: request.headers.get("User-Agent")?.slice(0, 512) ?? null };
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
  "comunicazione-politica": visitorForm({ kind: "contact", schema: contactSchema, source: "comunicazione-politica" }),
  "packaging-design": visitorForm({ kind: "contact", schema: infoRequestSchema, source: "packaging-design" }),
  "stand-fieristici": visitorForm({ kind: "contact", schema: infoRequestSchema, source: "stand-fieristici" }),
  iscrizioni: visitorForm({ kind: "registration", schema: registrationSchema, source: "iscrizioni" }),
  newsletter: visitorForm({ kind: "newsletter", schema: newsletterSchema, source: (value) => value.fonte }),
};

/**
 * The action of every visitor form: size limit, honeypot, the form's schema (400 with the
 * errors and the typed values), `acceptSubmission`, then /grazie.
 */
export async function handleVisitorForm<Kind extends SubmissionKind, Schema extends z.ZodType<Values[Kind]>>(
  request: Request,
  context: AppLoadContext,
  form: VisitorForm<Kind, Schema>,
) {
  const formData = await readFormData(request);
  if (!formData) return data({ result: undefined, alert: formAlerts.tooLarge }, { status: 413 });
  if (isBot(formData)) return redirect("/grazie", 303);

  const submission = parseWithZod(formData, { schema: form.schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), alert: null }, { status: 400 });
  }
  const { value } = submission;
  const source = typeof form.source === "string" ? form.source : form.source(value);
  const outcome = acceptSubmission(form.kind, { value, source, visitor: visitorOf(request, context) });
  if (outcome === "stored") wakeOutbox();

  const { alerts, alwaysThanks } = kinds[form.kind];
  const alert = {
    stored: null,
    spooled: alerts.spooled,
    "rate-limited": alerts.rateLimited,
    failed: alerts.unexpected,
  }[outcome];
  if (!alert) return redirect("/grazie", 303);
  if (alwaysThanks || outcome === "spooled") return redirectWithToast("/grazie", { type: "error", ...alert });
  return data({ result: submission.reply(), alert }, { status: outcome === "rate-limited" ? 429 : 503 });
}
