import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchAnswer } from "~/features/search/search-page.server";
import { isLanguage } from "~/utils/language";

/**
 * The results page's live search loads its answers here: the same answer as the page, at an
 * address that is not a page, so a reader's keystrokes are not counted as views of it. A
 * plain JSON answer, so its status and headers (429, `Retry-After`, no shared caching) are
 * the page's too. Not a page either way, it has no English address: `?lingua=en` asks for the
 * English page's answer.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const asked = new URL(request.url).searchParams.get("lingua");
  const answer = searchAnswer(request, context.clientIp, isLanguage(asked) ? asked : "it");
  return Response.json(answer.data, answer.init ?? undefined);
}
