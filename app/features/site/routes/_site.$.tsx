import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/react";
import { notFoundHead } from "~/components/not-found";
import { NotFoundPage } from "~/features/blog/not-found-page";
import { logger } from "~/utils/logger.server";

// Any path no other route claims: the not-found page, with a real 404 status.
export function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  logger.warn(`404 pagina non trovata: ${pathname}`);
  return data(null, { status: 404 });
}

export async function action(args: LoaderFunctionArgs) {
  return loader(args);
}

export const meta: MetaFunction = (args) => notFoundHead(args);

export default function UnknownPath() {
  return <NotFoundPage />;
}
