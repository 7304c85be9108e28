// The events feature's server door: what other features' loaders, actions and jobs may use.
export { eventNames, registrationChoices } from "./events.server";
export { registrationKind } from "./registrations.server";
