// The visitor-data feature's server door: what other features' loaders, actions and jobs may use.
export { UNUSED_UPLOAD_DAYS, lastRunSetting } from "./retention.server";
