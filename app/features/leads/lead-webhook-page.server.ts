import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { inArray } from "drizzle-orm";
import { settings } from "../../../db/schema";
import { unreadableFormAlerts } from "~/components/form-messages";
import {
  eventStatusLabels,
  eventTypeLabels,
  leadWebhookPage as t,
  leadWebhookToasts,
  logFilters,
  metaEventLabel,
  webhookSettingSubject,
} from "~/features/leads/content/lead-webhook";
import {
  leadEventLog,
  leadWebhook,
  leadWebhookSettings,
  newWebhookSecret,
  settleLeadEvent,
} from "~/features/leads/lead-events.server";
import {
  leadEventSchema,
  leadWebhookSchema,
  metaConversionsSchema,
} from "~/features/leads/lead-schema";
import { leadFieldMessages } from "~/features/leads/content/admin-leads";
import { metaConversionsApi, metaSettings } from "~/features/leads/meta-conversions.server";
import { recordActivity } from "~/utils/activity.server";
import type { Actor } from "~/utils/audit.server";
import { isTransientWriteFailure, staffWriteWait, writeTransaction } from "~/utils/db.server";
import { formatMoment } from "~/utils/format";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { logger } from "~/utils/logger.server";
import { putSettings } from "~/utils/settings.server";
import { redirectWithToast } from "~/utils/toast.server";
import { checkWebhookTarget } from "~/utils/webhook.server";

type LogFilter = (typeof logFilters)[number];

const filterOf = (value: string | null): LogFilter =>
  logFilters.find((filter) => filter === value) ?? "tutti";

/** The page's data: the webhook, its secret, and the delivery log without any event's body. */
export function leadWebhookPageData(params: URLSearchParams) {
  const filter = filterOf(params.get("stato"));
  const webhook = leadWebhook();
  const meta = metaConversionsApi();
  const log = leadEventLog(filter);
  return {
    url: webhook?.url ?? "",
    secret: webhook?.secret ?? null,
    // The token never goes back to the browser: the page says only whether one is saved.
    meta: meta ? { endpoint: meta.endpoint, host: new URL(meta.endpoint).host } : null,
    filter,
    counts: log.counts,
    events: log.events.map((event) => ({
      id: event.id,
      leadId: event.leadId,
      type: event.destination === "meta" ? metaEventLabel : eventTypeLabels[event.type],
      status: event.status,
      statusLabel: eventStatusLabels[event.status],
      attempts: event.attempts,
      when:
        event.status === "sent" && event.sentAt
          ? t.sentAt(formatMoment(event.sentAt))
          : event.status === "pending"
            ? event.attempts === 0
              ? t.queuedAt(formatMoment(event.createdAt))
              : t.nextAttempt(formatMoment(event.nextAttemptAt))
            : t.queuedAt(formatMoment(event.createdAt)),
      lastError: event.lastError,
      log: event.log.map((attempt) =>
        t.attempt(
          formatMoment(attempt.at),
          attempt.error ?? t.answered(attempt.status ?? 0),
          attempt.durationMs,
        ),
      ),
      canResend: event.status === "dead" || event.status === "dropped",
      canDrop: event.status === "dead",
    })),
  };
}

/** A refused form's answer, with the form it belongs to: the page has two. */
export type LeadWebhookAnswer = { form: "webhook" | "meta"; result: SubmissionResult<string[]> };

const here = "/admin/lead/webhook";

/** Saves the URL (and a first secret), or clears both: one transaction, in the activity log. */
function saveWebhook(url: string | null, rotate: boolean, actor: Actor, now: Date) {
  return writeTransaction((tx) => {
    const current = leadWebhook(tx);
    // Saved as it was, or turned off when off: nothing changes, and the log says nothing.
    if (url === null ? !current : !rotate && current?.url === url) return;
    const keys = [leadWebhookSettings.url, leadWebhookSettings.secret];
    if (url === null) {
      tx.delete(settings).where(inArray(settings.key, keys)).run();
    } else {
      const secret = rotate || !current ? newWebhookSecret() : current.secret;
      putSettings(
        tx,
        [
          [leadWebhookSettings.url, url],
          [leadWebhookSettings.secret, secret],
        ],
        now,
      );
    }
    const subject =
      url === null
        ? webhookSettingSubject.disabled
        : rotate
          ? webhookSettingSubject.rotated
          : webhookSettingSubject.saved(new URL(url).host);
    recordActivity(tx, { action: "settings-changed", actor, subject }, now);
  }, staffWriteWait);
}

/** Saves Meta's address and token (a null token keeps the saved one), or clears both. */
function saveMeta(saved: { endpoint: string; token: string } | null, actor: Actor, now: Date) {
  return writeTransaction((tx) => {
    const current = metaConversionsApi(tx);
    if (
      saved === null
        ? !current
        : current?.endpoint === saved.endpoint && current.token === saved.token
    )
      return;
    const keys = [metaSettings.endpoint, metaSettings.token];
    if (saved === null) tx.delete(settings).where(inArray(settings.key, keys)).run();
    else
      putSettings(
        tx,
        [
          [metaSettings.endpoint, saved.endpoint],
          [metaSettings.token, saved.token],
        ],
        now,
      );
    const subject =
      saved === null
        ? webhookSettingSubject.metaDisabled
        : webhookSettingSubject.metaSaved(new URL(saved.endpoint).host);
    recordActivity(tx, { action: "settings-changed", actor, subject }, now);
  }, staffWriteWait);
}

/**
 * The page's forms: 'Salva' (the address checked as the spreadsheet's webhook is: no private
 * or reserved address), 'Disattiva', a new secret, Meta's address and token (checked alike),
 * and 'Reinvia' or 'Scarta' on an event.
 */
export async function leadWebhookAction(request: Request, actor: Actor) {
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok)
    throw data(
      { message: unreadableFormAlerts[body.problem].title },
      { status: body.status, headers: refusedBodyHeaders },
    );
  const formData = body.formData;
  const intent = formData.get("intent");
  const now = new Date();
  const busy = (error: unknown) => {
    if (!isTransientWriteFailure(error)) throw error;
    logger.error({ err: error }, "Webhook dei lead: modifica non salvata:");
    return redirectWithToast(here, leadWebhookToasts.busy(), {
      status: 303,
      headers: retryLaterHeaders,
    });
  };

  if (intent === "salva") {
    const submission = parseWithZod(formData, { schema: leadWebhookSchema });
    if (submission.status !== "success")
      return data<LeadWebhookAnswer>(
        { form: "webhook", result: submission.reply() },
        { status: 400 },
      );
    const checked = await checkWebhookTarget(submission.value.url);
    if (!checked.ok)
      return data<LeadWebhookAnswer>(
        { form: "webhook", result: submission.reply({ fieldErrors: { url: [checked.reason] } }) },
        { status: 400 },
      );
    try {
      await saveWebhook(submission.value.url, false, actor, now);
    } catch (error) {
      return busy(error);
    }
    return redirectWithToast(here, leadWebhookToasts.saved());
  }
  if (intent === "salva-meta") {
    const submission = parseWithZod(formData, { schema: metaConversionsSchema });
    if (submission.status !== "success")
      return data<LeadWebhookAnswer>(
        { form: "meta", result: submission.reply({ hideFields: ["token"] }) },
        { status: 400 },
      );
    const { endpoint } = submission.value;
    const token = submission.value.token ?? metaConversionsApi()?.token;
    const checked = await checkWebhookTarget(endpoint);
    const fieldErrors = {
      ...(checked.ok ? {} : { endpoint: [checked.reason] }),
      ...(token ? {} : { token: [leadFieldMessages.metaTokenMissing] }),
    };
    if (!checked.ok || !token)
      return data<LeadWebhookAnswer>(
        { form: "meta", result: submission.reply({ fieldErrors, hideFields: ["token"] }) },
        { status: 400 },
      );
    try {
      await saveMeta({ endpoint, token }, actor, now);
    } catch (error) {
      return busy(error);
    }
    return redirectWithToast(here, leadWebhookToasts.metaSaved());
  }
  if (intent === "disattiva-meta") {
    try {
      await saveMeta(null, actor, now);
    } catch (error) {
      return busy(error);
    }
    return redirectWithToast(here, leadWebhookToasts.metaDisabled());
  }
  if (intent === "disattiva" || intent === "rigenera") {
    const current = leadWebhook();
    try {
      if (intent === "disattiva") await saveWebhook(null, false, actor, now);
      else if (current) await saveWebhook(current.url, true, actor, now);
    } catch (error) {
      return busy(error);
    }
    return redirectWithToast(
      here,
      intent === "disattiva" ? leadWebhookToasts.disabled() : leadWebhookToasts.rotated(),
    );
  }
  const parsed = leadEventSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw data({ message: "Richiesta non valida" }, { status: 400 });
  const back = `${here}${new URL(request.url).search}`;
  try {
    const settled = await settleLeadEvent(parsed.data.evento, parsed.data.intent, actor, now);
    if (!settled) return redirectWithToast(back, leadWebhookToasts.gone());
  } catch (error) {
    return busy(error);
  }
  return redirectWithToast(
    back,
    parsed.data.intent === "reinvia" ? leadWebhookToasts.resent() : leadWebhookToasts.dropped(),
  );
}
