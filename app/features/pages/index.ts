// The pages feature's door: what other features may use, in the browser as on the server.
export { LandingPage } from "./landing-page";
export { LegalDocument } from "./legal-document";
export { CaseStudyView } from "./case-study-view";
export { projectWords, serviceWords } from "./content/public-pages";
export { fieldMessages, linkSchema, plainText, type PageType } from "./page-fields";
export { type EditablePageType, isEditablePageType, pageTypeDefs } from "./page-types";
