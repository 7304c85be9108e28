// The visitor-forms feature's server door: what other features' loaders, actions and jobs may use.
export { spoolDir, spooledCount } from "./spool.server";
export { handleVisitorForm, visitorForms } from "./visitor-submission.server";
