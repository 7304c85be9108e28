import type { LoaderFunctionArgs } from "@remix-run/node";
import { blogUpdatesResponse } from "~/features/blog/blog-updates.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  blogUpdatesResponse(request, context.clientIp, context.onConnectionClose);
