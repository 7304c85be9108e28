import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import * as z from "zod";
import { unreadableFormAlerts, writeRefusedAlert } from "~/components/form-messages";
import { staffWrite, writeRefused } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { getEnv } from "~/utils/env.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import type { SessionUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  authenticatorAlerts,
  authenticatorToasts,
  recoveryCodesPanel,
  twoStepAdminToasts,
} from "~/features/staff/content/two-step";
import {
  confirmAuthenticatorApp,
  disableAuthenticatorApp,
  renewRecoveryCodes,
} from "~/features/staff/authenticator-app.server";
import { resetSecondFactor } from "~/features/staff/second-factor-reset.server";
import {
  authenticatorAppSchema,
  recoveryCodesFileSchema,
} from "~/features/staff/second-factor-schema";
import { setTwoStepPolicy } from "~/features/staff/two-step-policy.server";
import { secondFactorSetupPath, twoStepPolicies } from "~/utils/two-step-policy";

/**
 * The authenticator app's page: on with a first code, new recovery codes, off. Turning it
 * on or renewing answers with the recovery codes, on this answer only.
 */
export async function handleAuthenticatorApp(
  request: Request,
  context: AppLoadContext,
  user: SessionUser,
) {
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (!body.ok) {
    return data(
      { result: undefined, alert: unreadableFormAlerts[body.problem], codes: null, intent: null },
      { status: body.status, headers: refusedBodyHeaders },
    );
  }
  const submission = parseWithZod(body.formData, { schema: authenticatorAppSchema });
  // Which of the page's forms answers, so that its fields, and only its, show the errors.
  const intent = String(body.formData.get("intent") ?? "");
  const answer = (
    status: number,
    alert: { title: string; description: string } | null,
    init: { headers?: HeadersInit; fieldErrors?: Record<string, string[]> } = {},
  ) =>
    data(
      {
        result: submission.reply({
          hideFields: ["code", "password"],
          fieldErrors: init.fieldErrors,
        }),
        alert,
        codes: null,
        intent,
      },
      { status, headers: init.headers },
    );
  if (submission.status !== "success") return answer(400, null);
  const input = submission.value;
  const ip = context.clientIp;
  const throttled = (minutes: number) =>
    answer(429, authenticatorAlerts.throttled(minutes), {
      headers: { "Retry-After": String(minutes * 60) },
    });
  if (input.intent === "disable") {
    const removed = await staffWrite(() =>
      disableAuthenticatorApp(user, input.password, input.code, ip),
    );
    if (removed === writeRefused)
      return answer(503, writeRefusedAlert, { headers: retryLaterHeaders });
    switch (removed.outcome) {
      case "done":
        return redirectWithToast("/admin/account", authenticatorToasts.disabled);
      case "required":
        return answer(409, authenticatorAlerts.required);
      case "throttled":
        return throttled(removed.minutes);
      case "wrong-password":
        return answer(400, null, {
          fieldErrors: { password: [authenticatorAlerts.wrongPassword] },
        });
      case "wrong-code":
        return answer(400, null, { fieldErrors: { code: [authenticatorAlerts.wrongCode] } });
    }
  }
  const changed = await staffWrite(() =>
    input.intent === "confirm"
      ? confirmAuthenticatorApp(user, input.code, ip)
      : renewRecoveryCodes(user, input.code, ip),
  );
  if (changed === writeRefused)
    return answer(503, writeRefusedAlert, { headers: retryLaterHeaders });
  if (changed.outcome === "throttled") return throttled(changed.minutes);
  if (changed.outcome === "wrong")
    return answer(400, null, { fieldErrors: { code: [authenticatorAlerts.wrongCode] } });
  // Never kept by the browser or anything between: this answer is the codes' only copy.
  return data(
    { result: undefined, alert: null, codes: changed.codes, intent },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * The recovery codes as a text file, made from the codes the page posts back: the server
 * keeps only their hashes, so the file can be had only from the page that shows them.
 */
export async function recoveryCodesFile(request: Request) {
  const body = await readFormBody(request, bodyLimits.publicForm);
  const parsed = body.ok
    ? recoveryCodesFileSchema.safeParse({ codes: body.formData.getAll("codes") })
    : null;
  if (!parsed?.success) return redirectWithToast(secondFactorSetupPath, twoStepAdminToasts.refused);
  const site = getEnv().SITE_NAME;
  const text = [
    recoveryCodesPanel.fileTitle(site),
    "",
    ...parsed.data.codes,
    "",
    recoveryCodesPanel.fileHint,
    "",
  ].join("\r\n");
  return new Response(text, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": 'attachment; filename="codici-di-recupero.txt"',
      "Cache-Control": "no-store",
    },
  });
}

const policySchema = z.object({ policy: z.enum(twoStepPolicies) });

/** 'Richiedi la verifica in due passaggi' on the users page. */
export async function handleTwoStepPolicy(request: Request, user: SessionUser) {
  const body = await readFormBody(request, bodyLimits.publicForm);
  const parsed = body.ok ? policySchema.safeParse(Object.fromEntries(body.formData)) : null;
  if (!parsed?.success) return redirectWithToast("/admin/utenti", twoStepAdminToasts.policyInvalid);
  const saved = await staffWrite(() => setTwoStepPolicy(user, parsed.data.policy));
  if (saved === writeRefused) return redirectWithToast("/admin/utenti", twoStepAdminToasts.refused);
  return redirectWithToast("/admin/utenti", twoStepAdminToasts.policySaved);
}

/** 'Azzera la verifica' on a member's row. */
export async function handleSecondFactorReset(user: SessionUser, userId: string) {
  const outcome = await staffWrite(() => resetSecondFactor(user, userId));
  if (outcome === writeRefused)
    return redirectWithToast("/admin/utenti", twoStepAdminToasts.refused);
  if (outcome === "self") return redirectWithToast("/admin/utenti", twoStepAdminToasts.self);
  if (outcome === "not-found")
    return redirectWithToast("/admin/utenti", twoStepAdminToasts.notFound);
  emitDomainEvent("mailQueued", { reason: "second-factor-reset" });
  return redirectWithToast("/admin/utenti", twoStepAdminToasts.reset);
}
