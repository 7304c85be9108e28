import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { unreadableFormAlerts } from "~/components/form-messages";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { applyPreferenceIntent, preferencesPanelId } from "~/features/site/preferences";
import {
  preferencesFormSchema,
  readPreferences,
  serializePreferences,
} from "~/features/site/preferences.server";
import { safeRedirect } from "~/utils/redirect";
import { wholeAnswer } from "~/utils/resource-answer.server";

export async function action({ request }: ActionFunctionArgs) {
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (!body.ok) {
    return wholeAnswer(unreadableFormAlerts[body.problem].description, {
      status: body.status,
      headers: { ...refusedBodyHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const submission = parseWithZod(body.formData, { schema: preferencesFormSchema });
  if (submission.status !== "success") {
    return Response.json({ result: submission.reply() }, { status: 400 });
  }
  const { intent, redirectTo } = submission.value;
  const preferences = applyPreferenceIntent(await readPreferences(request), intent);
  const headers = { "Set-Cookie": await serializePreferences(preferences) };
  // Without JavaScript the browser posted the form and goes back to its page, scrolled to
  // the panel (in the footer) so that the next press is right there; the enhanced panel
  // submits through a fetcher, leaves redirectTo out and stays put.
  if (redirectTo !== undefined) {
    const page = safeRedirect(redirectTo).replace(/#.*/, "");
    return redirect(`${page}#${preferencesPanelId}`, { status: 303, headers });
  }
  return Response.json({ preferences }, { headers });
}

export function loader() {
  return redirect("/");
}
