// The articles feature's door: what other features may use, in the browser as on the server.
export { editorActions, type EditorView } from "./article-editor";
export { actionBar, column, layout, main, panel, side } from "./article-form.css";
export { ArticleImageField } from "./article-image-field";
export {
  articleContent,
  articleExcerpt,
  articleLimits,
  articleTitle,
  requiredImageAlt,
} from "./article-schema";
export { ArticleWriter, type EditorSnapshot } from "./article-writer";
export type { BlogImage } from "./blog-image";
export { BodyFormatNotice } from "./body-format-notice";
export { CoverImage } from "./cover-image";
export {
  articleFieldMessages,
  articleToasts,
  articleWriteAlerts,
  editorCategories,
  type importCategories,
} from "./content/admin-articles";
export { imageAltText } from "./content/article-images";
export { type SampleArticle, sampleArticles } from "./content/sample-articles";
export { htmlToMarkdown } from "./html-to-markdown";
export { PreviewLinkSection } from "./preview-link-section";
export { type ShownField, moment, status, text } from "./revision-diff";
export type { ArticleVersion } from "./revision-store";
export { RevisionsPage } from "./revisions-page";
export { replaceSelection } from "./markdown-toolbar";
export type { action } from "./routes/admin.articoli.anteprima";
export { sampleArticleRow } from "./sample-article-row";
export { hitTest, searchTermsOf } from "./search-query";
export { gulpease, plainText, readingMinutes, seoScore } from "./seo-score";
export { SeoReportPanel } from "./seo-panel";
export { isBlogPageSlug, slugify } from "./slug";
export { withoutMarkup } from "./without-markup";
export { EnglishMarker, StaleBadge, WithTranslation } from "./translation-section";
