import fs from "node:fs";
import { flatRoutes } from "remix-flat-routes";
import { englishPaths } from "./app/utils/english-paths.js";

// Each feature keeps its routes in its own routes/ folder, named by Remix's flat-route
// convention (the file name is the URL); together they make one route table.
const routeFolders = fs
  .readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(`app/features/${entry.name}/routes`))
  .map((entry) => `features/${entry.name}/routes`)
  .sort();

// The English pages are the Italian pages' routes at their English addresses (decision 0291):
// one module answers both, and reads the language from the address.

/** @param {Record<string, {id: string, parentId?: string, path?: string, index?: boolean}>} routes */
function withEnglishAddresses(routes) {
  const english = {};
  for (const route of Object.values(routes)) {
    // A page's route sits at the top or in the site's layout, which has no address of its
    // own: its path is its whole address. Layouts and the staff area's nested routes have none.
    const parent = routes[route.parentId];
    if (parent?.path || (route.path === undefined && !route.index)) continue;
    const target = englishPaths[`/${route.path ?? ""}`];
    if (!target) continue;
    const id = `en/${route.id}`;
    english[id] = { ...route, id, path: target.slice(1), index: undefined };
  }
  return { ...routes, ...english };
}

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  routes: (defineRoutes) =>
    withEnglishAddresses(
      flatRoutes(routeFolders, defineRoutes, {
        ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.css.ts"],
      }),
    ),
  serverModuleFormat: "esm",
  serverPlatform: "node",
  serverBuildPath: "build/index.js",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  serverDependenciesToBundle: ["remix-auth", "remix-auth-form"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
