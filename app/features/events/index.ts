// The events feature's door: what other features may use, in the browser as on the server.
export { eventKindLabels } from "./event-facts";
