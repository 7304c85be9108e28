// The blocks feature's server door: what other features' loaders, actions and jobs may use.
export { servicePageHead, siteMeta } from "./site-meta.server";
