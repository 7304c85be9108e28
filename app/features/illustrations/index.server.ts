// The illustrations feature's server door: what other features' loaders, actions and jobs may use.
export { findImage, images } from "./content/images";
