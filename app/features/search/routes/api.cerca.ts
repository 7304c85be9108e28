import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchAnswer } from "~/features/search/search-page.server";

/**
 * The results page's live search loads its answers here: the same answer as the page, at an
 * address that is not a page, so a reader's keystrokes are not counted as views of it.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  return searchAnswer(request, context.clientIp);
}
