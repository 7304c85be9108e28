import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { button, container, section } from "~/styles/ui.css";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { findSubscriberByToken, unsubscribe } from "~/features/visitor-forms/newsletter.server";
import { pageHead } from "~/utils/seo";
import { answerHeaders, retryLaterHeaders } from "~/utils/headers";
import { languageOfPath, localizedPath } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";
import { subscriptionCopy } from "~/features/visitor-forms/content/subscription";

export const meta: MetaFunction = (args) =>
  pageHead(args, subscriptionCopy[languageOfPath(args.location.pathname)].unsubscribe.head);

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

// Opening the link only asks: mail scanners follow links, and must not unsubscribe anyone.
export const headers = answerHeaders;

export function loader({ request }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  const subscriber = token ? findSubscriberByToken(token) : null;
  return { token, valid: Boolean(subscriber), alreadyOut: subscriber?.status === "unsubscribed" };
}

// Also the target of one-click List-Unsubscribe posts (RFC 8058) from mail clients.
export async function action({ request }: ActionFunctionArgs) {
  // The token is in the address; the body (the form's, or RFC 8058's `List-Unsubscribe=One-Click`)
  // is read only to hold it to the limits of every public post.
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (!body.ok) {
    return data(
      { outcome: "unreadable" as const },
      { status: body.status, headers: refusedBodyHeaders },
    );
  }
  const token = tokenOf(request);
  const outcome = token ? await unsubscribe(token) : "invalid";
  if (outcome === "busy") return data({ outcome }, { status: 503, headers: retryLaterHeaders });
  return { outcome };
}

export default function Disiscrizione() {
  const { token, valid, alreadyOut } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const language = useLanguage();
  const { home, unsubscribe: copy } = subscriptionCopy[language];
  const page = localizedPath("/newsletter/disiscrizione", language) ?? "/newsletter/disiscrizione";
  if (actionData?.outcome === "unsubscribed" || alreadyOut) {
    return (
      <div className={`${container} ${section}`}>
        <h1>{copy.done.title}</h1>
        <p>{copy.done.text}</p>
        <Link to={home.to} className={button.primary}>
          {home.label}
        </Link>
      </div>
    );
  }
  if (!valid || actionData?.outcome === "invalid") {
    return (
      <div className={`${container} ${section}`}>
        <h1>{copy.invalid.title}</h1>
        <p>{copy.invalid.text}</p>
      </div>
    );
  }
  return (
    <div className={`${container} ${section}`}>
      <h1>{copy.question}</h1>
      {actionData?.outcome === "busy" || actionData?.outcome === "unreadable" ? (
        <p role="alert">{copy.failed}</p>
      ) : (
        <p>{copy.explain}</p>
      )}
      <Form method="post" action={`${page}?token=${encodeURIComponent(token)}`}>
        <button type="submit" className={button.primary}>
          {copy.submit}
        </button>
      </Form>
    </div>
  );
}
