// The pages feature's server door: what other features' loaders, actions and jobs may use.
export { designProcess, type PortfolioCard, portfolioCards } from "./work-pages.server";
export {
  publishedPagePaths,
  rebuildPageSearchIndex,
  searchPublishedPages,
} from "./page-search.server";
