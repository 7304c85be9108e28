import type { IncomingHttpHeaders } from "node:http";
import { clickIdsIn, type ClickIds } from "~/features/analytics/click-ids.server";
import Bowser from "bowser";
import { isbot } from "isbot";
import { sessionCookieName } from "~/utils/session.server";

export const utmParameters = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
] as const;

export type Utm = {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  content: string | null;
  term: string | null;
};

/**
 * A view as the server saw it, until the buffer writes it. The address and the user agent
 * are only held here, to make the day's visitor key: neither is ever written.
 */
export type SeenView = {
  at: number;
  path: string;
  referrerHost: string | null;
  utm: Utm;
  device: "desktop" | "mobile" | "tablet";
  browser: string;
  ip: string;
  userAgent: string;
  /** The ad click in the address; held in memory only, never written with the view. */
  clicks?: ClickIds | null;
  /** The test the page was under and the variant it showed (decision 0281). */
  experiment?: ShownVariant | null;
};

/** A test's id and the number of the variant a page showed, the control being 0. */
export type ShownVariant = { id: number; variant: number };

export type SeenRequest = { method?: string; url?: string; headers: IncomingHttpHeaders };

/** Addresses that are not public pages: the staff area, sign-in, client previews, the API. */
const notPublic =
  /^\/(?:admin|login|logout|api|anteprima|reimposta-password|password-dimenticata|primo-amministratore|healthz)(?:\/|$)/;

const sessionCookie = new RegExp(`(?:^|;)\\s*${sessionCookieName}=`);

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const isPrefetch = (headers: IncomingHttpHeaders) =>
  /prefetch/i.test(header(headers, "sec-purpose") ?? "") ||
  /prefetch/i.test(header(headers, "purpose") ?? "");

/**
 * Who a request is, as counting sees it: a person; a crawler (no user agent, or a bot's);
 * someone who asked not to be tracked (`DNT`, `Sec-GPC`); a signed-in member of staff. Only a
 * person is counted, in the statistics and in an A/B test.
 */
export type Audience = "person" | "crawler" | "opted-out" | "staff";

export function audienceOf(header: (name: string) => string | null | undefined): Audience {
  if (header("dnt") === "1" || header("sec-gpc") === "1") return "opted-out";
  if (sessionCookie.test(header("cookie") ?? "")) return "staff";
  const userAgent = header("user-agent") ?? "";
  return userAgent === "" || isbot(userAgent) ? "crawler" : "person";
}

/**
 * Whether a request may be a view that counts, decided before it is answered: a GET of a
 * public address by a person (`audienceOf`), not a prefetch.
 */
export function mayCount(request: SeenRequest) {
  if (request.method !== "GET") return false;
  const path = (request.url ?? "/").split("?", 1)[0] ?? "/";
  if (notPublic.test(path.replace(/\.data$/, ""))) return false;
  const { headers } = request;
  return !isPrefetch(headers) && audienceOf((name) => header(headers, name)) === "person";
}

/** The referrer's host, without `www.`; none for the site itself or an unreadable referrer. */
export function referrerHostOf(referrer: string | undefined, siteHost: string) {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, "");
    return host === "" || host === siteHost.replace(/^www\./, "") ? null : host.slice(0, 200);
  } catch {
    return null;
  }
}

export function utmOf(params: URLSearchParams): Utm {
  const value = (name: (typeof utmParameters)[number]) =>
    params.get(name)?.trim().slice(0, 100) || null;
  return {
    source: value("utm_source")?.toLowerCase() ?? null,
    medium: value("utm_medium")?.toLowerCase() ?? null,
    campaign: value("utm_campaign"),
    content: value("utm_content"),
    term: value("utm_term"),
  };
}

type Device = Pick<SeenView, "device" | "browser">;

/** Most views come from a few browsers: each user agent is parsed once, within a bound. */
const parsedAgents = new Map<string, Device>();

/** The device class and the browser family, the only things kept of the user agent. */
export function deviceOf(userAgent: string): Device {
  let device = parsedAgents.get(userAgent);
  if (device) return device;
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type;
  device = {
    device: type === "mobile" ? "mobile" : type === "tablet" ? "tablet" : "desktop",
    browser: parsed.browser.name ?? "Altro",
  };
  if (parsedAgents.size >= 1_000) parsedAgents.clear();
  parsedAgents.set(userAgent, device);
  return device;
}

/**
 * The page a route-data request is for: a client-side navigation asks `/blog.data` for
 * `/blog`, `/_root.data` for `/`.
 */
function dataRequestPath(pathname: string) {
  if (!pathname.endsWith(".data")) return null;
  const path = pathname.slice(0, -".data".length);
  return path === "/_root" ? "/" : path;
}

/**
 * The view a counted request made, from the request and what it was answered. A page is a
 * 200 (or a 304 to a browser revalidating its copy) of an HTML document, or of the route data
 * a client-side navigation asks for: once per navigation, which loads its leaf route (a
 * request naming only some routes, `_routes`, counts when the leaf is among them). The path
 * is kept without its query: the UTM parameters go to their own fields, and nothing else in
 * an address (a confirmation token) is ever written.
 */
export function viewOf(
  request: SeenRequest,
  answer: { status: number; contentType: string },
  options: {
    siteHost: string;
    ip: string;
    loadsLeaf: (path: string, routeIds: string[]) => boolean;
    at: number;
  },
): SeenView | null {
  if (answer.status !== 200 && answer.status !== 304) return null;
  const url = new URL(request.url ?? "/", "http://sito");
  const dataPath = dataRequestPath(url.pathname);
  if (dataPath === null) {
    if (answer.status === 200 && !answer.contentType.startsWith("text/html")) return null;
  } else {
    const routes = url.searchParams.get("_routes");
    if (routes !== null && !options.loadsLeaf(dataPath, routes.split(","))) return null;
  }
  const userAgent = header(request.headers, "user-agent") ?? "";
  return {
    at: options.at,
    path: (dataPath ?? url.pathname).slice(0, 300),
    // A client-side navigation's request names the page it left: the site itself.
    referrerHost: referrerHostOf(header(request.headers, "referer"), options.siteHost),
    utm: utmOf(url.searchParams),
    ...deviceOf(userAgent),
    ip: options.ip,
    userAgent,
    clicks: clickIdsIn(url.searchParams, options.at),
  };
}
