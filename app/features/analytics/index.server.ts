// The analytics feature's server door: what other features' loaders, actions and jobs may use.
export {
  type LeadOrigin,
  leadOriginOf,
  leadOriginSchema,
  unknownOrigin,
} from "./lead-origin.server";
export { type ClickIds } from "./click-ids.server";
export { type Audience, audienceOf, type ShownVariant } from "./page-view.server";
export { isCounting, siteHost } from "./page-views.server";
export { visitorKeyNow } from "./page-view-store.server";
