// The activity feature's server door: what other features' loaders, actions and jobs may use.
export { countExpiredActivity, purgeExpiredActivity } from "./activity-log.server";
