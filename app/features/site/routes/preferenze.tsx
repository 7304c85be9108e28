import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { unreadableFormAlertsIn } from "~/components/form-messages";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { applyPreferenceIntent, preferencesPanelId } from "~/features/site/preferences";
import {
  preferencesFormSchema,
  readPreferences,
  serializePreferences,
} from "~/features/site/preferences.server";
import { navigation } from "~/features/site/content/navigation";
import { languageOfRequest } from "~/utils/language";
import { safeRedirect } from "~/utils/redirect";
import { wholeAnswer } from "~/utils/resource-answer.server";

/** The home of the language the panel was used in: where a press with nowhere to go lands. */
const homeOf = (request: Request) => navigation[languageOfRequest(request)].home;

export async function action({ request }: ActionFunctionArgs) {
  const language = languageOfRequest(request);
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (!body.ok) {
    return wholeAnswer(unreadableFormAlertsIn[language][body.problem].description, {
      status: body.status,
      headers: { ...refusedBodyHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const submission = parseWithZod(body.formData, { schema: preferencesFormSchema(language) });
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
    const page = safeRedirect(redirectTo, homeOf(request)).replace(/#.*/, "");
    return redirect(`${page}#${preferencesPanelId}`, { status: 303, headers });
  }
  return Response.json({ preferences }, { headers });
}

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(homeOf(request));
}
