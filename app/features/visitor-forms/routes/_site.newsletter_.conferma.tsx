import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { button, container, section } from "~/styles/ui.css";
import { confirmSubscription } from "~/features/visitor-forms/newsletter.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { pageHead } from "~/utils/seo";
import { answerHeaders, retryLaterHeaders } from "~/utils/headers";
import { languageOfPath } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";
import { subscriptionCopy } from "~/features/visitor-forms/content/subscription";

export const meta: MetaFunction = (args) =>
  pageHead(args, subscriptionCopy[languageOfPath(args.location.pathname)].confirm.head);

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = token ? await confirmSubscription(token) : "invalid";
  if (outcome === "confirmed") emitDomainEvent("mailQueued", { reason: "newsletter-confirmed" });
  if (outcome === "busy") return data({ outcome }, { status: 503, headers: retryLaterHeaders });
  return { outcome };
}

export default function ConfermaNewsletter() {
  const { outcome } = useLoaderData<typeof loader>();
  const copy = subscriptionCopy[useLanguage()];
  const message = copy.confirm.outcomes[outcome];
  return (
    <div className={`${container} ${section}`}>
      <h1>{message.title}</h1>
      <p>{message.text}</p>
      <Link to={copy.home.to} className={button.primary}>
        {copy.home.label}
      </Link>
    </div>
  );
}
