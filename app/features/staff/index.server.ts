// The staff feature's server door: what other features' loaders, actions and jobs may use.
export { hashPassword } from "./password.server";
export { pruneExpiredTokens } from "./user-tokens.server";
