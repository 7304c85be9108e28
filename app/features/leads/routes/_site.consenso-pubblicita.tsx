import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { StatusButton } from "~/components/status-button";
import { adConsentPage } from "~/features/leads/content/ad-consent-page";
import {
  readAdConsentLink,
  revokeAdConsentByLink,
} from "~/features/leads/ad-consent-revocation.server";
import { container, section } from "~/styles/ui.css";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { languageOfPath, languageOfRequest, localizedPath, type Language } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";
import { pageHead } from "~/utils/seo";
import { useIsPending } from "~/utils/use-is-pending";

// Opened by a secret link: never cached, never indexed, whatever it shows.
export { secretLinkPageHeaders as headers } from "~/utils/headers";

export const meta: MetaFunction = (args) => {
  const t = adConsentPage[languageOfPath(args.location.pathname)];
  return pageHead(args, { title: t.title, description: t.description, noindex: true });
};

/** The site's pages this one links to, in its language. */
const linksIn = (language: Language) => ({
  contact: localizedPath("/contatti", language) ?? "/contatti",
  home: localizedPath("/", language) ?? "/",
  // The privacy notice is a simple page: its English is under the same name.
  privacy: `${language === "en" ? "/en" : ""}/privacy#richieste`,
});

/** Only shows what the link names: opening it withdraws nothing (decision 0022). */
export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("t");
  const found = readAdConsentLink(token, languageOfRequest(request));
  return data({ token, found }, { status: found.ok ? 200 : 404 });
}

export async function action({ request }: ActionFunctionArgs) {
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (!body.ok) return data({ done: null }, { status: body.status, headers: refusedBodyHeaders });
  const token = body.formData.get("t");
  const done = await revokeAdConsentByLink(
    typeof token === "string" ? token : null,
    languageOfRequest(request),
  );
  if (done === "busy") return data({ done }, { status: 503, headers: retryLaterHeaders });
  return data({ done }, { status: done.ok ? 200 : 404 });
}

export default function AdConsentRevocation() {
  const { token, found } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const pending = useIsPending();
  const language = useLanguage();
  const t = adConsentPage[language];
  const links = linksIn(language);
  const done = answer?.done;
  const state = done && done !== "busy" ? done : found;
  return (
    <div className={`${container} ${section}`}>
      <h1>{t.title}</h1>
      {!state.ok ? (
        <p role="alert">
          {t.invalid} <Link to={links.contact}>{t.contactLink}</Link>.
        </p>
      ) : (
        <>
          <p>{t.request(state.subject, state.receivedOn)}</p>
          {done === "busy" ? <p role="alert">{t.busy}</p> : null}
          {state.status === "attivo" ? (
            <>
              <p>{t.active}</p>
              <Form method="post">
                <input type="hidden" name="t" value={token ?? ""} />
                <StatusButton pending={pending}>{t.revoke}</StatusButton>
              </Form>
              <p>
                <Link to={links.home}>{t.keep}</Link>
              </p>
            </>
          ) : (
            <p role={done ? "status" : undefined}>
              {done && state.status === "revocato"
                ? t.revoked
                : state.status === "revocato"
                  ? t.alreadyRevoked
                  : t.absent}
            </p>
          )}
          <p>
            <Link to={links.privacy}>{t.privacyLink}</Link>
          </p>
        </>
      )}
    </div>
  );
}
