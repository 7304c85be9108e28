// The analytics feature's door: what other features may use, in the browser as on the server.
export { countedPageLoader } from "./counted-page";
