// The events feature's door: what other features may use, in the browser as on the server.
export { eventKindLabels, eventWhen } from "./event-facts";
export { EventView } from "./event-view";
