import type { LoaderFunctionArgs } from "@remix-run/node";
import { articleCardAnswer } from "~/features/social-cards/social-card-answers.server";

/** A published article's social card, e.g. /social/blog/nuovo-sito.jpg?v=… */
export function loader({ params, request }: LoaderFunctionArgs) {
  return articleCardAnswer(params.slug ?? "", new URL(request.url).searchParams.get("v"));
}
