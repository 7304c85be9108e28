// The events feature's server door: what other features' loaders, actions and jobs may use.
export { searchPublishedEvents } from "./event-search.server";
export { eventNames, eventPageOf, publishedEventPaths, registrationChoices } from "./events.server";
export { registrationKind } from "./registrations.server";
export { englishEventPaths } from "./english-events.server";
