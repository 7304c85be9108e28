import type { IncomingMessage, ServerResponse } from "node:http";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/node";
import {
  mayCount,
  viewOf,
  type SeenView,
  type ShownVariant,
} from "../app/features/analytics/page-view.server";

function routeTree(routes: ServerBuild["routes"]): AgnosticRouteObject[] {
  const children = new Map<string | undefined, AgnosticRouteObject[]>();
  for (const route of Object.values(routes)) {
    const siblings = children.get(route.parentId) ?? [];
    children.set(route.parentId, siblings);
    siblings.push(
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive },
    );
  }
  const attach = (nodes: AgnosticRouteObject[]): AgnosticRouteObject[] =>
    nodes.map((node) =>
      node.index ? node : { ...node, children: attach(children.get(node.id) ?? []) },
    );
  return attach(children.get(undefined) ?? []);
}

/**
 * Whether a route-data request naming some routes (`_routes`) loads the leaf route of its
 * path: a navigation does; a layout's revalidation alone does not.
 */
export function leafLoader(routes: ServerBuild["routes"]) {
  const tree = routeTree(routes);
  const leaves = new Map<string, string | null>();
  return (path: string, routeIds: string[]) => {
    let leaf = leaves.get(path);
    if (leaf === undefined) {
      leaf = matchRoutes(tree, path)?.at(-1)?.route.id ?? null;
      // The paths of one site's pages: a bound keeps odd addresses from growing it forever.
      if (leaves.size > 5_000) leaves.clear();
      leaves.set(path, leaf);
    }
    return leaf !== null && routeIds.includes(leaf);
  };
}

/**
 * Counts public page views at the outermost layer, so a page the cache answers counts as one
 * Remix renders. The view is taken once the answer is sent: counting never delays a page.
 */
export function pageViewCounter(options: {
  routes: ServerBuild["routes"];
  siteHost: string;
  ipOf: (req: IncomingMessage) => string;
  record: (view: SeenView) => void;
  /** The test and variant the page at `path` showed this request, if it is under test. */
  experimentOf?: (req: IncomingMessage, path: string) => ShownVariant | null;
  now?: () => number;
}) {
  const loadsLeaf = leafLoader(options.routes);
  const now = options.now ?? Date.now;
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!mayCount(req)) return;
    const at = now();
    // The address as asked for: the page cache renders a page for its canonical address,
    // without the campaign's parameters the view keeps.
    const { method, url, headers } = req;
    res.once("finish", () => {
      const view = viewOf(
        { method, url, headers },
        { status: res.statusCode, contentType: String(res.getHeader("content-type") ?? "") },
        { siteHost: options.siteHost, ip: options.ipOf(req), loadsLeaf, at },
      );
      if (!view) return;
      options.record({ ...view, experiment: options.experimentOf?.(req, view.path) ?? null });
    });
  };
}
