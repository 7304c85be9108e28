// The blog feature's server door: what other features' loaders, actions and jobs may use.
export { blogUnavailableResponse, publishedArticlePaths } from "./blog.server";
export { publishedCategoryPaths } from "./category-pages.server";
export { latestPublishedArticles, publishedCategories } from "./published-articles.server";
