// The imports feature's door: what other features may use, in the browser as on the server.
export { excerptFrom, keywordsFrom, metaDescriptionFrom, metaTitleFrom } from "./markdown-import";
