import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { button, container, section } from "~/styles/ui.css";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { findSubscriberByToken, unsubscribe } from "~/features/visitor-forms/newsletter.server";
import { pageHead } from "~/utils/seo";
import { answerHeaders, retryLaterHeaders } from "~/utils/headers";

export const meta: MetaFunction = (args) =>
  pageHead(args, {
    title: "Disiscrizione",
    description: "Disiscrizione dalla newsletter.",
    noindex: true,
  });

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
  if (actionData?.outcome === "unsubscribed" || alreadyOut) {
    return (
      <div className={`${container} ${section}`}>
        <h1>Disiscrizione completata</h1>
        <p>
          Non riceverai più la nostra newsletter. Se cambi idea, puoi iscriverti di nuovo quando
          vuoi.
        </p>
        <Link to="/" className={button.primary}>
          Torna alla home
        </Link>
      </div>
    );
  }
  if (!valid || actionData?.outcome === "invalid") {
    return (
      <div className={`${container} ${section}`}>
        <h1>Link non valido</h1>
        <p>
          Questo link di disiscrizione non è valido. Scrivici se continui a ricevere e-mail che non
          desideri.
        </p>
      </div>
    );
  }
  return (
    <div className={`${container} ${section}`}>
      <h1>Vuoi disiscriverti dalla newsletter?</h1>
      {actionData?.outcome === "busy" || actionData?.outcome === "unreadable" ? (
        <p role="alert">
          Non siamo riusciti a completare la disiscrizione in questo momento. Riprova tra qualche
          istante.
        </p>
      ) : (
        <p>Conferma e non riceverai più le nostre e-mail.</p>
      )}
      <Form method="post" action={`/newsletter/disiscrizione?token=${encodeURIComponent(token)}`}>
        <button type="submit" className={button.primary}>
          Conferma disiscrizione
        </button>
      </Form>
    </div>
  );
}
