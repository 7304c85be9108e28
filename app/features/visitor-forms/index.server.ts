// The visitor-forms feature's server door: what other features' loaders, actions and jobs may use.
export { spoolDir, spooledCount } from "./spool.server";
export {
  type PersonValue,
  type VisitorEntry,
  orNull,
  personColumns,
  sharingChoice,
  subscribeIfAsked,
} from "./visitor-records.server";
export {
  type KindRules,
  type StoreOutcome,
  type StoreRefusal,
  acceptSubmission,
  handleVisitorForm,
  visitorForm,
  pageVisitorForm,
  visitorForms,
} from "./visitor-submission.server";
export { newsletterLinks } from "./newsletter.server";
