import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { cancelRegistration, readCancellation } from "~/features/events/cancellations.server";
import { StatusButton } from "~/components/status-button";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { container, section } from "~/styles/ui.css";
import { useIsPending } from "~/utils/use-is-pending";
import { pageHead } from "~/utils/seo";

// Opened by a secret link: never cached, never indexed, whatever it shows.
export { secretLinkPageHeaders as headers } from "~/utils/headers";

export const meta: MetaFunction = (args) =>
  pageHead(args, {
    title: "Annulla l'iscrizione",
    description: "Annulla la tua iscrizione a un evento o a un corso.",
    noindex: true,
  });

/** Only shows what the link names: opening it cancels nothing (decision 0022). */
export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("t");
  const found = readCancellation(token);
  return data({ token, found }, { status: found.ok ? 200 : 404 });
}

export async function action({ request }: ActionFunctionArgs) {
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (!body.ok) return data({ done: null }, { status: body.status, headers: refusedBodyHeaders });
  const token = body.formData.get("t");
  const done = await cancelRegistration(typeof token === "string" ? token : null);
  if (done.outcome === "busy") return data({ done }, { status: 503, headers: retryLaterHeaders });
  return data({ done }, { status: done.outcome === "invalid" ? 404 : 200 });
}

const invalidLink =
  "Il link non è valido o è scaduto. Se vuoi annullare l'iscrizione scrivici dal modulo di contatto.";

export default function CancelRegistration() {
  const { token, found } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const done = actionData?.done;
  return (
    <div className={`${container} ${section}`}>
      <h1>Annulla l'iscrizione</h1>
      {done?.outcome === "cancelled" ? (
        <div role="status">
          <p>
            La tua iscrizione a <strong>{done.title}</strong> è annullata. Ti abbiamo scritto
            un'e-mail con il file per togliere l'appuntamento dal calendario.
          </p>
          <p>
            <Link to="/eventi">Guarda i prossimi eventi</Link>
          </p>
        </div>
      ) : done?.outcome === "already" ? (
        <p role="status">
          L'iscrizione a <strong>{done.title}</strong> era già annullata.
        </p>
      ) : done?.outcome === "busy" ? (
        <p role="alert">In questo momento non riusciamo a salvare: riprova tra qualche secondo.</p>
      ) : done?.outcome === "invalid" || !found.ok ? (
        <p role="alert">
          {invalidLink} <Link to="/contatti">Vai al modulo di contatto</Link>.
        </p>
      ) : null}
      {found.ok && !done ? (
        found.status === "annullata" ? (
          <p>
            L'iscrizione a <strong>{found.title}</strong> ({found.when}) è già annullata.
          </p>
        ) : (
          <>
            <p>
              Vuoi annullare la tua iscrizione a <strong>{found.title}</strong> ({found.when})?
              {found.status === "in-attesa"
                ? " Uscirai dalla lista d'attesa."
                : " Il tuo posto andrà a chi è in lista d'attesa."}
            </p>
            <Form method="post">
              <input type="hidden" name="t" value={token ?? ""} />
              <StatusButton pending={pending}>Annulla l'iscrizione</StatusButton>
            </Form>
            <p>
              <Link to={`/eventi/${found.slug}`}>Torna all'evento senza annullare</Link>
            </p>
          </>
        )
      ) : null}
    </div>
  );
}
