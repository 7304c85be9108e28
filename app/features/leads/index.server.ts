// The leads feature's server door: what other features' loaders, actions and jobs may use.
export { anonymizeLeadsOf, lastLeadChange, markContactedIn, openLead } from "./leads.server";
export { leadsForExport } from "./lead-export.server";
