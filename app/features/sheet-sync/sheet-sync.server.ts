import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { putSettings, readSettings } from "~/utils/settings.server";
import {
  unreadableFormAlerts,
  writeRefusedAlert,
  type FormAlertContent,
} from "~/components/form-messages";
import {
  defaultTestData,
  setupSteps,
  tokenToasts,
  webhookActivitySubject,
  webhookOutcomes,
} from "~/features/sheet-sync/content/sheet-sync";
import {
  createApiToken,
  listApiTokens,
  revokeApiToken,
} from "~/features/sheet-sync/api-tokens.server";
import { recordActivity, type ActivityActor } from "~/utils/activity.server";
import { staffWrite, writeRefused, writeTransaction } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { formatMoment } from "~/utils/format";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import {
  createTokenSchema,
  revokeTokenSchema,
  webhookFormSchema,
} from "~/features/sheet-sync/sheet-sync-schema";
import type { SessionUser } from "~/utils/session.server";
import { redirectWithToast, type Toast } from "~/utils/toast.server";
import { sendWebhook } from "~/utils/webhook.server";

const pagePath = "/admin/sincronizzazione";

/** The `settings` keys of the page: the scenario's webhook, when it last started a sync (ISO 8601). */
export const syncSettings = {
  webhookUrl: "sync_webhook_url",
  lastSync: "sync_last_success",
} as const;

type SettingKey = (typeof syncSettings)[keyof typeof syncSettings];

function readSyncSettings() {
  const saved = readSettings(Object.values(syncSettings));
  return {
    webhookUrl: saved.get(syncSettings.webhookUrl) ?? null,
    lastSync: saved.get(syncSettings.lastSync) ?? null,
  };
}

// How long a settings write may wait for another process's write lock.
const SETTINGS_WRITE_WAIT_MS = 2_000;

/**
 * Writes `value` under `key`. A change of the webhook's address by `actor` is a change of the
 * site's settings for the staff activity log, which names only its host: the rest of a
 * scenario's address is what lets anyone start it.
 */
function saveSetting(key: SettingKey, value: string, actor: ActivityActor, now = new Date()) {
  return writeTransaction(
    (tx) => {
      const before = readSettings([key], tx).get(key);
      putSettings(tx, [[key, value]], now);
      if (key === syncSettings.webhookUrl && before !== value)
        recordActivity(
          tx,
          { action: "settings-changed", actor, subject: webhookActivitySubject(value) },
          now,
        );
    },
    { withinMs: SETTINGS_WRITE_WAIT_MS },
  );
}

/** What the page shows: the saved URL, the last sync, the tokens in force, the setup steps. */
export function syncPageData() {
  const saved = readSyncSettings();
  const lastSync = saved.lastSync ? new Date(saved.lastSync) : null;
  const endpoint = `${getEnv().SITE_URL}/api/articoli`;
  return {
    webhookUrl: saved.webhookUrl ?? "",
    testData: defaultTestData,
    lastSync: lastSync && !Number.isNaN(lastSync.getTime()) ? formatMoment(lastSync) : null,
    endpoint,
    steps: setupSteps(endpoint),
    tokens: listApiTokens().map((token) => ({
      id: token.id,
      name: token.name,
      created: formatMoment(token.createdAt),
      lastUsed: token.lastUsedAt ? formatMoment(token.lastUsedAt) : null,
    })),
  };
}

export type TestData = { title: string; category: string; excerpt: string; content: string };

/**
 * Who is calling, for a scenario that serves more than one site: the site's own address,
 * which the receiver can also check against what it expects.
 */
const source = () => getEnv().SITE_URL;

/** 'Test Webhook': an article as the sheet would hold it. */
export const testPayload = (testData: TestData, now: Date) => ({
  action: "test" as const,
  data: testData,
  timestamp: now.toISOString(),
  source: source(),
});

/** 'Sincronizza Ora': only a wake-up; the scenario reads the sheet and posts the rows itself. */
export const syncPayload = (now: Date) => ({
  action: "sync" as const,
  timestamp: now.toISOString(),
  source: source(),
});

/** Which of the page's forms an answer belongs to: its errors are shown there. */
type AnsweredForm = "webhook" | "token";

export type SyncAnswer = {
  form: AnsweredForm;
  result: SubmissionResult<string[]> | undefined;
  /** A body the page's forms never send. */
  alert: FormAlertContent | null;
  /** What the webhook did with the test or the sync. */
  outcome: Toast | null;
  /** A token just made: shown in this answer only, never stored readable. */
  createdToken: { name: string; token: string } | null;
};

const answer = (value: Partial<SyncAnswer> & Pick<SyncAnswer, "form">, init?: ResponseInit) =>
  data<SyncAnswer>(
    { result: undefined, alert: null, outcome: null, createdToken: null, ...value },
    init,
  );

const actorOf = (user: SessionUser) => ({ id: user.id, email: user.email });

async function runWebhook(formData: FormData, user: SessionUser) {
  const submission = parseWithZod(formData, { schema: webhookFormSchema });
  if (submission.status !== "success")
    return answer({ form: "webhook", result: submission.reply() }, { status: 400 });
  const { intent, webhook_url: url, ...testData } = submission.value;
  const payload = intent === "test" ? testPayload(testData, new Date()) : syncPayload(new Date());
  const sent = await sendWebhook(url, {
    body: JSON.stringify(payload),
    userAgent: "sito-agenzia-sincronizzazione",
    label: "Webhook di sincronizzazione",
  });
  if (!sent.ok && sent.refused) {
    return answer(
      {
        form: "webhook",
        result: submission.reply({ fieldErrors: { webhook_url: [sent.reason] } }),
      },
      { status: 400 },
    );
  }
  // An address that passed the checks is kept, whatever the scenario answered.
  const kept = await staffWrite(async () => {
    await saveSetting(syncSettings.webhookUrl, url, actorOf(user));
    if (sent.ok && intent === "sync")
      await saveSetting(syncSettings.lastSync, new Date().toISOString(), actorOf(user));
  });
  if (kept === writeRefused) {
    return answer(
      { form: "webhook", result: submission.reply(), alert: writeRefusedAlert },
      { status: 503, headers: retryLaterHeaders },
    );
  }
  if (sent.ok) {
    const told =
      intent === "test"
        ? webhookOutcomes.testSent(sent.status)
        : webhookOutcomes.syncStarted(sent.status);
    return answer({
      form: "webhook",
      result: submission.reply(),
      outcome: { type: "success", ...told },
    });
  }
  const told =
    intent === "test"
      ? webhookOutcomes.testFailed(sent.reason)
      : webhookOutcomes.syncFailed(sent.reason);
  // 502: the page worked, the service behind it did not.
  return answer(
    { form: "webhook", result: submission.reply(), outcome: { type: "error", ...told } },
    { status: 502 },
  );
}

async function createToken(formData: FormData, user: SessionUser) {
  const submission = parseWithZod(formData, { schema: createTokenSchema });
  if (submission.status !== "success")
    return answer({ form: "token", result: submission.reply() }, { status: 400 });
  const created = await staffWrite(() =>
    createApiToken(submission.value.token_name, actorOf(user)),
  );
  if (created === writeRefused) {
    return answer(
      { form: "token", result: submission.reply(), alert: writeRefusedAlert },
      { status: 503, headers: retryLaterHeaders },
    );
  }
  return answer({
    form: "token",
    result: submission.reply({ resetForm: true }),
    createdToken: { name: created.name, token: created.token },
  });
}

async function revokeToken(formData: FormData, user: SessionUser) {
  const submission = parseWithZod(formData, { schema: revokeTokenSchema });
  if (submission.status !== "success")
    throw data({ message: "Richiesta non valida" }, { status: 400 });
  const revoked = await staffWrite(() => revokeApiToken(submission.value.id, actorOf(user)));
  if (revoked === writeRefused) return redirectWithToast(pagePath, tokenToasts.refused);
  return redirectWithToast(pagePath, revoked ? tokenToasts.revoked : tokenToasts.notFound);
}

/**
 * `/admin/sincronizzazione`'s posts, by `intent`: `test` and `sync` call the webhook (not
 * audited: no visitor data), `create-token` and `revoke-token` change the tokens (audited
 * by api-tokens.server.ts).
 */
export async function handleSyncAction(request: Request, user: SessionUser) {
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok) {
    return answer(
      { form: "webhook", alert: unreadableFormAlerts[body.problem] },
      { status: body.status, headers: refusedBodyHeaders },
    );
  }
  const intent = body.formData.get("intent");
  if (intent === "create-token") return createToken(body.formData, user);
  if (intent === "revoke-token") return revokeToken(body.formData, user);
  return runWebhook(body.formData, user);
}
