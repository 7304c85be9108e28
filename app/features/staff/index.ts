// The staff feature's door: what other features may use, in the browser as on the server.
export { adminNavigation, articleList, articleStatusLabels, roleLabels } from "./content/admin";
