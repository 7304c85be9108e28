// The illustrations feature's door: what other features may use, in the browser as on the server.
export { Artwork } from "./artwork";
export { altOf, type ImageEntry, type ImageSlot, imageSrc } from "./content/image-entry";
export { defaultArticleImage } from "./content/images-blog";
export { caseImage } from "./content/images-cases";
export { eventImage } from "./content/images-events";
export { heroImage } from "./content/images-heroes";
export { packagingImage } from "./content/images-packaging";
export { politicalImage } from "./content/images-political";
export { portfolioImage } from "./content/images-portfolio";
export { standImage } from "./content/images-stands";
export { storeImage } from "./content/images-store";
