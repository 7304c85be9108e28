import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventCalendarFile } from "~/features/events/event-calendar.server";
import { languageOfRequest } from "~/utils/language";

/** The event's calendar file, for anyone to add it to their agenda, in its page's language. */
export function loader({ params, request }: LoaderFunctionArgs) {
  return eventCalendarFile(params.slug ?? "", languageOfRequest(request));
}
