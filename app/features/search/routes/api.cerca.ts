import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchAnswer } from "~/features/search/search-page.server";

/**
 * The results page's live search loads its answers here: the same answer as the page, at an
 * address that is not a page, so a reader's keystrokes are not counted as views of it. A
 * plain JSON answer, so its status and headers (429, `Retry-After`, no shared caching) are
 * the page's too.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const answer = searchAnswer(request, context.clientIp);
  return Response.json(answer.data, answer.init ?? undefined);
}
