import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  campaignPreviewAnswer,
  requireCampaign,
} from "~/features/newsletter/campaign-admin.server";
import { requireUserWithRole } from "~/utils/auth.server";

/**
 * `/admin/newsletter/campagne/:id/anteprima?tema=chiaro|scuro`: the saved e-mail's HTML, for
 * the frames of the campaign's page. The answer brings its own policy in place of the site's,
 * which forbids any framing.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  const answer = await campaignPreviewAnswer(request, requireCampaign(params.id));
  context.keepBrowserPolicy?.();
  return answer;
}
