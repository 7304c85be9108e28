// The pages feature's server door: what other features' loaders, actions and jobs may use.
export { servicePage, type ServicePage } from "./service-pages.server";
export { publicPageAt } from "./public-pages.server";
export { pagePreview, type PagePreview } from "./page-preview.server";
export {
  publishedPagePaths,
  rebuildPageSearchIndex,
  searchPublishedPages,
} from "./page-search.server";
export { type LandingForm, type LandingPageView, skippedFieldsOf } from "./landing-pages.server";
export { type LandingContent, reviseLandingPage } from "./landing-revision.server";
export { englishPagePaths } from "./english-pages.server";
