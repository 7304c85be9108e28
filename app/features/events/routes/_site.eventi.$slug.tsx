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
import { languageOfRequest, localizedPath } from "~/utils/language";
import { eventPageText } from "~/features/events/content/registration";

export { eventPageHeaders as headers } from "~/utils/headers";

export function loader({ params, request }: LoaderFunctionArgs) {
  const event = publishedEvent(params.slug ?? "", languageOfRequest(request));
  if (!event) return data({ event: null, alternates: {} }, { status: 404 });
  // The switcher reads the page's translations from here.
  return { event, alternates: event.alternates };
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
    alternates: event.alternates,
  });
};

export default function EventPage() {
  const { event } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (!event) return <NotFound />;
  const { language } = event;
  const text = eventPageText[language];
  const course = event.format === "corso" && !event.start;
  const listPath = localizedPath(course ? "/formazione" : "/eventi", language) ?? "/eventi";
  return (
    <div className={`${container} ${section}`}>
      <Breadcrumb
        trail={[
          { name: text.home, path: localizedPath("/", language) ?? "/" },
          { name: course ? text.training : text.events, path: listPath },
          { name: event.title, path: event.path },
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
        <Link to={listPath}>{course ? text.allCourses : text.allEvents}</Link>
      </p>
    </div>
  );
}
