import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { NotFound, notFoundHead } from "~/components/not-found";
import { servicePage } from "~/features/pages/index.server";
import { requestDialog } from "~/features/services/service-dialog-layout";
import { ServicePage as ServicePageView } from "~/features/services/service-page";
import { handleVisitorForm, pageVisitorForm } from "~/features/visitor-forms/index.server";
import { pagesTag, sharedPageHeaders } from "~/utils/headers";
import { languageOfRequest } from "~/utils/language";
import { pageHead } from "~/utils/seo";

// `?richiesta=1` opens the request dialog of the layout that has one, in the page as sent.
export const headers: HeadersFunction = (args) =>
  sharedPageHeaders(args, pagesTag, [requestDialog.param]);

/** The service with this slug in the address's language: the English slug under `/en/`. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const page = servicePage(params.slug ?? "", language);
  if (!page) return data({ page: null, alternates: null }, { status: 404 });
  return { page, alternates: page.alternates };
}

export function action({ request, context, params }: ActionFunctionArgs) {
  const page = servicePage(params.slug ?? "", languageOfRequest(request));
  if (!page) return data({ result: undefined, alert: null }, { status: 404 });
  const form = page.contact.form === "contatto" ? "contatto" : "richiesta";
  return handleVisitorForm(
    request,
    context,
    pageVisitorForm(page.slug, form, page.contact.subject),
  );
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const page = args.data?.page;
  return page ? pageHead(args, page.head) : notFoundHead(args);
};

export default function ServicePage() {
  const { page } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!page) return <NotFound />;
  return <ServicePageView page={page} reply={reply} />;
}
