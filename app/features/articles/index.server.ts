// The articles feature's server door: what other features' loaders, actions and jobs may use.
export {
  answerEditorIntent,
  answerPreviewLinkPost,
  formAnswer,
  isEditorIntent,
  isPreviewLinkIntent,
  lacksCoverText,
  previewLinkListing,
  savedToast,
  takeUploadedImage,
} from "./article-editor.server";
export { revisionsPageData } from "./article-revisions.server";
export {
  type BodyFormat,
  articleBodyHtml,
  articleReadingMinutes,
  bodyFormat,
  renderArticleBody,
} from "./article-html.server";
export {
  type FoundArticle,
  relatedArticles,
  searchPublishedArticles,
} from "./article-search.server";
export { type Article, createArticle } from "./articles.server";
export { type ContentSaved, type ContentSaver, saveContent } from "./content-save.server";
export { type CoverSubject, coverSvg } from "./cover-drawing.server";
export {
  DELETED_KEEP_DAYS,
  countDeletedArticles,
  purgeDeletedArticles,
} from "./deleted-articles.server";
export { coverAnswer, coverKey, generatedCoverImage, hasOwnImage } from "./generated-covers.server";
export { coverPrompt, generateImage } from "./image-generation.server";
export { type ImageUse, imageUses } from "./image-usage.server";
export { originalsRenamedAfter } from "./legacy-uploads.server";
export { openPreviewLink } from "./preview-links.server";
export { type Saving, byUser } from "./revisions.server";
export { announceImageDescribed, describeImage, imageSourcesOf } from "./uploaded-images.server";
export { discardUpload, isStoredImageName, storedFile, unusedUploads } from "./uploads.server";
export {
  canDraftTranslation,
  createEnglishCopy,
  currentRevision,
  englishMarksOf,
  originalIn,
  translationPanelOf,
} from "./article-translations.server";
