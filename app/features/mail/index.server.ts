// The mail feature's server door: what other features' loaders, actions and jobs may use.
export { listEmlFiles, removeEmlCopiesOf } from "./eml.server";
export { removeAudienceContact } from "./mail-transport.server";
export { queueAudienceContact, queueEmail } from "./outbox.server";
