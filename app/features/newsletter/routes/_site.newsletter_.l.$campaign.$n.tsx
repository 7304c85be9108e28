import { data, redirect, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/react";
import { notFoundHead } from "~/components/not-found";
import { NotFoundPage } from "~/features/blog/not-found-page";
import { countedLinkTarget } from "~/features/newsletter/click-counting.server";

// Each answer is this one click's: never kept by a cache (a kept redirect would go uncounted)
// and never indexed.
const oneClick = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/**
 * A counted link of a campaign: a 302 to the address stored for it, the click counted on the
 * way (a HEAD, a link scanner's, is not); the site's not-found page for anything else. A page
 * route rather than a resource route for that page, which a reader of an old e-mail may meet.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const target = await countedLinkTarget(params.campaign ?? "", params.n ?? "", {
    count: request.method !== "HEAD",
  });
  if (!target) return data(null, { status: 404, headers: oneClick });
  return redirect(target, { status: 302, headers: oneClick });
}

export const headers: HeadersFunction = () => oneClick;

export const meta: MetaFunction = (args) => notFoundHead(args);

export default function CountedLinkNotFound() {
  return <NotFoundPage />;
}
