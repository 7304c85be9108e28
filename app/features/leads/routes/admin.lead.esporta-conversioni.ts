import type { LoaderFunctionArgs } from "@remix-run/node";
import { conversionQueryOf, googleConversions } from "~/features/leads/google-conversions.server";
import { requireUserWithRole } from "~/utils/auth.server";
import { downloadResponse } from "~/utils/csv-export.server";
import { wholeAnswer } from "~/utils/resource-answer.server";

/** `/admin/lead/esporta-conversioni`: the page's query as Google Ads' CSV. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  const read = conversionQueryOf(new URL(request.url).searchParams);
  const refused = (text: string) =>
    wholeAnswer(text, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (read.opened) return refused("Scegli una fase.");
  if (!read.answer.ok) return refused(Object.values(read.answer.errors)[0] ?? "");
  const { file } = await googleConversions(read.answer.query, user);
  return downloadResponse(file);
}
