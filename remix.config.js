import fs from "node:fs";
import { flatRoutes } from "remix-flat-routes";

// Each feature keeps its routes in its own routes/ folder, named by Remix's flat-route
// convention (the file name is the URL); together they make one route table.
const routeFolders = fs
  .readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(`app/features/${entry.name}/routes`))
  .map((entry) => `features/${entry.name}/routes`)
  .sort();

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  routes: (defineRoutes) =>
    flatRoutes(routeFolders, defineRoutes, {
      ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.css.ts"],
    }),
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
