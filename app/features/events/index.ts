// The events feature's door: what other features may use, in the browser as on the server.
export { eventWhen } from "./event-facts";
export { EventView } from "./event-view";
