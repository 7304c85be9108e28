import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { Breadcrumb } from "~/components/breadcrumb";
import { NotFound, notFoundHead } from "~/components/not-found";
import { CoverImage } from "~/features/articles/cover-image";
import { eventPageJsonLd } from "~/features/events/event-structured-data";
import { publishedEvent } from "~/features/events/events.server";
import { EventView } from "~/features/events/event-view";
import { registrationForms } from "~/features/events/registration-forms.server";
import { handleVisitorForm } from "~/features/visitor-forms/visitor-submission.server";
import { container, section } from "~/styles/ui.css";
import { pageHead, siteMetaFrom } from "~/utils/seo";

export { eventPageHeaders as headers } from "~/utils/headers";

export function loader({ params }: LoaderFunctionArgs) {
  const event = publishedEvent(params.slug ?? "");
  if (!event) return data({ event: null }, { status: 404 });
  return { event };
}

/** The registration sent from the event's page: refused by the field when it closed or filled. */
export function action({ request, context }: ActionFunctionArgs) {
  return handleVisitorForm(request, context, registrationForms.evento);
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const event = args.data?.event;
  if (!event) return notFoundHead(args);
  return pageHead(args, {
    title: event.metaTitle ?? event.title,
    description: event.metaDescription ?? event.excerpt,
    jsonLd: [eventPageJsonLd(siteMetaFrom(args.matches), event)],
  });
};

export default function EventPage() {
  const { event } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (!event) return <NotFound />;
  const listPath = event.format === "corso" && !event.start ? "/formazione" : "/eventi";
  return (
    <div className={`${container} ${section}`}>
      <Breadcrumb
        trail={[
          { name: "Home", path: "/" },
          { name: listPath === "/eventi" ? "Eventi" : "Formazione", path: listPath },
          { name: event.title, path: `/eventi/${event.slug}` },
        ]}
      />
      <EventView
        event={event}
        cover={
          event.cover ? (
            <CoverImage
              image={event.cover}
              className=""
              eager
              sizes="(min-width: 48rem) 44rem, 100vw"
            />
          ) : null
        }
        registration={{ lastResult: actionData?.result, alert: actionData?.alert }}
      />
      <p>
        <Link to={listPath}>
          {listPath === "/eventi" ? "Tutti gli eventi" : "Tutti i corsi di formazione"}
        </Link>
      </p>
    </div>
  );
}
