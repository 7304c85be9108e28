import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { cancelRegistration, readCancellation } from "~/features/events/cancellations.server";
import { StatusButton } from "~/components/status-button";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { container, section } from "~/styles/ui.css";
import { useIsPending } from "~/utils/use-is-pending";
import { pageHead } from "~/utils/seo";
import { cancellationPage } from "~/features/events/content/registration";
import { languageOfPath, languageOfRequest, localizedPath } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";

// Opened by a secret link: never cached, never indexed, whatever it shows.
export { secretLinkPageHeaders as headers } from "~/utils/headers";

export const meta: MetaFunction = (args) => {
  const text = cancellationPage[languageOfPath(args.location.pathname)];
  return pageHead(args, { title: text.title, description: text.description, noindex: true });
};

/** Only shows what the link names: opening it cancels nothing (decision 0022). */
export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("t");
  const found = readCancellation(token, languageOfRequest(request));
  return data({ token, found }, { status: found.ok ? 200 : 404 });
}

export async function action({ request }: ActionFunctionArgs) {
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (!body.ok) return data({ done: null }, { status: body.status, headers: refusedBodyHeaders });
  const token = body.formData.get("t");
  const done = await cancelRegistration(
    typeof token === "string" ? token : null,
    languageOfRequest(request),
  );
  if (done.outcome === "busy") return data({ done }, { status: 503, headers: retryLaterHeaders });
  return data({ done }, { status: done.outcome === "invalid" ? 404 : 200 });
}

export default function CancelRegistration() {
  const { token, found } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const done = actionData?.done;
  const language = useLanguage();
  const text = cancellationPage[language];
  const pathOf = (italian: string) => localizedPath(italian, language) ?? italian;
  return (
    <div className={`${container} ${section}`}>
      <h1>{text.title}</h1>
      {done?.outcome === "cancelled" ? (
        <div role="status">
          <p>
            {text.cancelledBefore} <strong>{done.title}</strong> {text.cancelledAfter}
          </p>
          <p>
            <Link to={pathOf("/eventi")}>{text.upcoming}</Link>
          </p>
        </div>
      ) : done?.outcome === "already" ? (
        <p role="status">
          {text.alreadyBefore} <strong>{done.title}</strong> {text.alreadyAfter}
        </p>
      ) : done?.outcome === "busy" ? (
        <p role="alert">{text.busy}</p>
      ) : done?.outcome === "invalid" || !found.ok ? (
        <p role="alert">
          {text.invalidLink} <Link to={pathOf("/contatti")}>{text.toContact}</Link>.
        </p>
      ) : null}
      {found.ok && !done ? (
        found.status === "annullata" ? (
          <p>
            {text.alreadyBefore} <strong>{found.title}</strong> ({found.when}){" "}
            {text.alreadyWhenAfter}
          </p>
        ) : (
          <>
            <p>
              {text.askBefore} <strong>{found.title}</strong> ({found.when})?
              {found.status === "in-attesa" ? text.leaveWaitingList : text.seatGoes}
            </p>
            <Form method="post">
              <input type="hidden" name="t" value={token ?? ""} />
              <StatusButton pending={pending}>{text.submit}</StatusButton>
            </Form>
            <p>
              <Link to={found.path}>{text.back}</Link>
            </p>
          </>
        )
      ) : null}
    </div>
  );
}
