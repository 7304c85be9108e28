/**
 * The loader of a public page that needs no data. A client-side navigation asks the server
 * only for the loaders of the routes it shows: without one, a page reached that way would
 * never reach the server, and never be counted (docs/decisions/0227-server-side-analytics.md).
 */
export const countedPageLoader = () => null;
