// The services feature's door: what other features may use, in the browser as on the server.
export { ServicePage } from "./service-page";
