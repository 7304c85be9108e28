// The experiments feature's server door: what other features' loaders, actions and jobs may use.
export { assignmentFor, type Assignment } from "./visitor-assignment.server";
export { landingForVisitor, landingRequestForm } from "./variant-page.server";
export { endSettledExperiments } from "./experiment-ending.server";
