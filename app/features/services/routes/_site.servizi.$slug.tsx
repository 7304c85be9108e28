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
import { sharedPageHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";

// `?richiesta=1` opens the request dialog of the layout that has one, in the page as sent.
export const headers: HeadersFunction = (args) =>
  sharedPageHeaders(args, "pagine", [requestDialog.param]);

export function loader({ params }: LoaderFunctionArgs) {
  const page = servicePage(params.slug ?? "");
  if (!page) return data({ page: null }, { status: 404 });
  return { page };
}

export function action({ request, context, params }: ActionFunctionArgs) {
  const page = servicePage(params.slug ?? "");
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
