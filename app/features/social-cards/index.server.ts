// The social-cards feature's server door: what other features' loaders, actions and jobs may use.
export { articleCardAddress } from "./social-card-answers.server";
