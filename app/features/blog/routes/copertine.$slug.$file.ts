import type { LoaderFunctionArgs } from "@remix-run/node";
import { coverAnswer } from "~/features/articles/generated-covers.server";

/** An article's generated cover, e.g. /copertine/nuovo-sito/800.avif?v=… */
export function loader({ params, request }: LoaderFunctionArgs) {
  return coverAnswer(
    params.slug ?? "",
    params.file ?? "",
    new URL(request.url).searchParams.get("v"),
  );
}
