import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageCardAnswer } from "~/features/social-cards/social-card-answers.server";

/** A page's social card, named by its title: /social/pagina.jpg?titolo=Chi%20siamo&v=… */
export function loader({ request, context }: LoaderFunctionArgs) {
  return pageCardAnswer(new URL(request.url), context.clientIp);
}
