import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { button, container, section } from "~/styles/ui.css";
import { confirmSubscription } from "~/features/visitor-forms/newsletter.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { pageHead } from "~/utils/seo";
import { answerHeaders, retryLaterHeaders } from "~/utils/headers";

const messages = {
  confirmed: {
    title: "Iscrizione confermata!",
    text: "Grazie: da ora riceverai la nostra newsletter. Puoi disiscriverti in qualsiasi momento dal link in fondo a ogni e-mail.",
  },
  "already-confirmed": {
    title: "Iscrizione già confermata",
    text: "Il tuo indirizzo era già confermato: non devi fare altro.",
  },
  invalid: {
    title: "Link non valido",
    text: "Questo link di conferma non è valido o non è più attivo. Puoi iscriverti di nuovo dal modulo in fondo alla pagina.",
  },
  busy: {
    title: "Servizio momentaneamente occupato",
    text: "Non siamo riusciti a confermare l'iscrizione in questo momento. Riapri il link tra qualche istante: resta valido.",
  },
} as const;

export const meta: MetaFunction = (args) =>
  pageHead(args, {
    title: "Conferma iscrizione",
    description: "Conferma dell'iscrizione alla newsletter.",
    noindex: true,
  });

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
  const message = messages[outcome];
  return (
    <div className={`${container} ${section}`}>
      <h1>{message.title}</h1>
      <p>{message.text}</p>
      <Link to="/" className={button.primary}>
        Torna alla home
      </Link>
    </div>
  );
}
