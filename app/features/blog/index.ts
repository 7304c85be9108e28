// The blog feature's door: what other features may use, in the browser as on the server.
export { categoryPath, categoryPathOf } from "./blog";
export { blogLoadingText } from "./content/blog-loading";
export { NotFoundPage } from "./not-found-page";
export { SearchForm } from "./search-form";
