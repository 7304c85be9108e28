import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventCalendarFile } from "~/features/events/event-calendar.server";

/** The event's calendar file, for anyone to add it to their agenda. */
export function loader({ params }: LoaderFunctionArgs) {
  return eventCalendarFile(params.slug ?? "");
}
