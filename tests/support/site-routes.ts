import { defineRoutes } from "@remix-run/dev/dist/config/routes.js";
import config from "../../remix.config.js";
import { registerSiteRoutes } from "../../app/features/redirects/site-addresses.server";

/** The route table as the build makes it, from the same configuration. */
export async function configuredRoutes() {
  if (!config.routes) throw new Error("remix.config.js defines no routes");
  return config.routes(defineRoutes);
}

/** Gives the redirects the site's route table, as the server does at start. */
export async function registerConfiguredRoutes() {
  registerSiteRoutes(await configuredRoutes());
}
