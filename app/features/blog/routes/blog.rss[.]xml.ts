import type { LoaderFunctionArgs } from "@remix-run/node";
import { blogFeedResponse } from "~/features/blog/blog-feed.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return blogFeedResponse(request, context);
}
