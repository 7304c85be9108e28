// The mail feature's server door: what other features' loaders, actions and jobs may use.
export { listEmlFiles, removeEmlCopiesOf } from "./eml.server";
export { formatMailbox, oneLine } from "./email-headers";
export { type RenderedEmail, renderEmail } from "./email.server";
export {
  BATCH_LIMIT,
  type Batch,
  MessageRefusedError,
  RateLimitedError,
  removeAudienceContact,
  sendBatch,
} from "./mail-transport.server";
export { queueAudienceContact, queueEmail } from "./outbox.server";
