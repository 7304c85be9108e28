// The analytics feature's server door: what other features' loaders, actions and jobs may use.
export {
  type LeadOrigin,
  leadOriginOf,
  leadOriginSchema,
  unknownOrigin,
} from "./lead-origin.server";
export { type ClickIds } from "./click-ids.server";
