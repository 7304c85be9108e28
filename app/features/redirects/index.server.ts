// The redirects feature's server door: what other features' loaders, actions and jobs may use.
export { announceRedirects, followArticleAddress, renamedArticleSlug } from "./redirects.server";
export { reservedPrefixOf } from "./redirect-paths";
export { redirectFor } from "./redirect-table.server";
export { siteAddressOf } from "./site-addresses.server";
