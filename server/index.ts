// First: a log that cannot be written must not end the server (see log-output.ts).
import "./log-output";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import type http from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import proxyAddress from "proxy-addr";
import { ConfigError, getEnv } from "../app/utils/env.server";
import { startBackgroundJobs } from "./background";
import { closeBlogUpdateStreams } from "../app/features/blog/blog-updates.server";
import { stopCoverGenerations } from "../app/features/articles/image-generation.server";
import { renamedUploadAddress } from "../app/features/articles/legacy-uploads.server";
import {
  migrateWithBackup,
  NewerDatabase,
  newerDatabase,
} from "../app/features/operations/backup.server";
import { recordRelease } from "../app/features/operations/release.server";
import { flushRedirectHits } from "../app/features/redirects/redirect-table.server";
import { registerSiteRoutes } from "../app/features/redirects/site-addresses.server";
import { closeDatabase, pendingMigrations, stopWaitingForLocks } from "../app/utils/db.server";
import { pageCache } from "../app/utils/page-cache.server";
import {
  isCounting,
  recordView,
  siteHost,
  viewBuffer,
} from "../app/features/analytics/page-views.server";
import { clientIp } from "./client-ip";
import { chosenHttpLimits, createHttpServer } from "./http-server";
import { pageCacheLayer } from "./page-cache";
import { pageViewCounter } from "./page-view-counter";
import { experimentPages } from "./experiment-pages";
import { withRequestIds } from "./request-id";
import { allowedMethods, crossSitePosts, finalErrorHandler, missingAsset } from "./plain-answers";
import { answerRedirect } from "./redirects";
import { assetHeaders, contentSecurityPolicy, securityHeaders } from "./security-headers";
import { startUploadsReplication, uploadsReplica } from "./uploads-replica";
import { wireDomainEvents } from "./wiring";
import { logger } from "../app/utils/logger.server";

/** A configuration `read` refuses stops the start with its message, not a stack trace. */
function readConfig<T>(read: () => T) {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    logger.error(error.message);
    process.exit(1);
  }
}

/** Pending migrations are applied before the server listens, after a backup to roll back to. */
async function upgradeDatabase() {
  try {
    const upgrade = await migrateWithBackup();
    if (upgrade) {
      logger.info(`Migrazioni applicate: ${upgrade.applied.join(", ")}`);
      if (upgrade.backup) logger.info(`Backup di prima dell'aggiornamento: ${upgrade.backup}`);
    }
  } catch (error) {
    logger.error(
      error instanceof NewerDatabase
        ? error.message
        : `Aggiornamento del database non riuscito, nessuna migrazione applicata: ${error instanceof Error ? error.message : String(error)}`,
    );
    closeDatabase();
    process.exit(1);
  }
}

/**
 * A read-only instance cannot migrate: it waits for the writer to have applied the migrations,
 * and, like the writer, refuses a database a newer release upgraded.
 */
function refuseToServeAnotherSchema() {
  const newer = newerDatabase();
  const pending = pendingMigrations();
  if (!newer && pending.length === 0) return;
  logger.error(
    newer
      ? new NewerDatabase(newer).message
      : `Migrazioni in sospeso (${pending.map((m) => m.tag).join(", ")}): le applica l'istanza che scrive; ` +
          "questa (READ_ONLY_INSTANCE=1) va avviata dopo.",
  );
  closeDatabase();
  process.exit(1);
}

const env = readConfig(getEnv);
// Said at every start: a server running with the tests' settings is no server to serve a site.
if (env.TEST_SETTINGS_FILE)
  logger.warn(
    `Impostazioni dei test da ${env.TEST_SETTINGS_FILE}: ${JSON.stringify(env.testSettings)}`,
  );
// The replica's bucket for uploads, when the database is replicated (LITESTREAM_REPLICA_URL).
const replica = readConfig(() => uploadsReplica());
// Before the first request the server may wait for a lock (a backup finishing); from then on
// no write may hold up the requests behind it.
if (env.READ_ONLY_INSTANCE === "1") refuseToServeAnotherSchema();
else await upgradeDatabase();
stopWaitingForLocks();

const build = (await import(new URL("../build/index.js", import.meta.url).href)) as ServerBuild;
// A redirect may not hide an address the site serves: its sources are checked against these.
registerSiteRoutes(build.routes);

const policy = { https: env.isHttps, development: !env.isProduction };
// A new build starts with an empty cache: the process is new.

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);
const trustProxy = app.get("trust proxy fn") as Parameters<typeof proxyAddress>[1];
const ipOf = (req: http.IncomingMessage) => proxyAddress(req, trustProxy).replace(/^::ffff:/, "");
const tested = experimentPages(ipOf);
const pages =
  env.PAGE_CACHE === "on" ? pageCacheLayer(pageCache(), (req) => tested.cacheKeyOf(req)) : null;
// Remix reads the query from the URL itself; Express's qs parsing would be wasted work.
app.set("query parser", false);
app.use(compression());
app.use(allowedMethods);
app.use(crossSitePosts);
// Remix fingerprints everything under /build, so those files never change under a name.
// A page loads a score of these chunks; the document headers (CSP, framing, permissions)
// mean nothing on a script, and would add about a kilobyte to each response.
app.use(
  "/build",
  assetHeaders,
  express.static("public/build", { immutable: true, maxAge: "1y", redirect: false }),
  missingAsset,
);
app.use(securityHeaders(policy));
// Uploaded images have random names never reused, so a year of caching is safe. They are
// files staff chose: opened on their own, they may not run or load anything.
app.use(
  "/uploads",
  (_req, res, next) => {
    res.setHeader(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    next();
  },
  // An image uploaded before uploads were cleaned leads to its clean copy, for good; its
  // original, kept on disk for a rollback, is never served.
  (req, res, next) => {
    const target = renamedUploadAddress(req.path.slice(1));
    if (!target) {
      next();
      return;
    }
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.redirect(301, target);
  },
  express.static(env.UPLOADS_DIR, {
    immutable: true,
    maxAge: "1y",
    index: false,
    redirect: false,
    // The static server's type table predates AVIF, which browsers refuse as a download.
    setHeaders(res, file) {
      if (file.endsWith(".avif")) res.setHeader("Content-Type", "image/avif");
    },
  }),
  missingAsset,
);
// Staff pages, their errors included, are never cached by a browser or proxy, nor indexed;
// nor are the password pages, whose address may carry a one-time link.
app.use(
  [
    "/admin",
    "/login",
    "/logout",
    "/reimposta-password",
    "/password-dimenticata",
    "/primo-amministratore",
  ],
  (_req, res, next) => {
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  },
);
// Every file in public/ has an extension; page paths skip the file-system lookup.
const publicFiles = express.static("public", { maxAge: "1h", index: false, redirect: false });
app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
if (pages) app.use(pages.keep);
app.all(
  "*",
  createRequestHandler({
    build,
    mode: build.mode,
    // The policy is a header of this answer, set above; Remix's own headers would be added
    // beside it, so a page changes it through these.
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      clientIp: clientIp(req),
      buildVersion: build.assets.version,
      shareScripts: (hashes) =>
        res.setHeader("Content-Security-Policy", contentSecurityPolicy(hashes, policy)),
      keepBrowserPolicy: () => res.removeHeader("Content-Security-Policy"),
      onConnectionClose: (listener) => res.once("close", listener),
    }),
  }),
);

// Reached when a request cannot be routed or Remix fails before rendering.
app.use(finalErrorHandler);

wireDomainEvents();
const background = startBackgroundJobs();
const uploadsCopy =
  replica &&
  startUploadsReplication(replica, env.UPLOADS_DIR, { everyMs: env.UPLOADS_SYNC_INTERVAL_MS });

// A kept page is answered before Express: its middleware has nothing left to do for it. A
// redirect comes first of all: its source is never a page, kept or not.
const serve: http.RequestListener = pages
  ? (req, res) => void pages.serve(req, res, () => app(req, res))
  : app;
// Views are counted around everything, the page cache included: a kept page is a view too.
const countView = isCounting()
  ? pageViewCounter({
      routes: build.routes,
      siteHost: siteHost(),
      ipOf,
      record: recordView,
      experimentOf: (req, path) => tested.shownTo(req, path),
    })
  : null;
const server = createHttpServer(
  withRequestIds((req, res) => {
    countView?.(req, res);
    tested.keepPrivate(req, res);
    return answerRedirect(req, res, { https: env.isHttps }) || serve(req, res);
  }),
  chosenHttpLimits(env.testSettings),
);
server.listen(env.PORT, env.HOST, () => {
  logger.info(`Sito in ascolto su http://${env.HOST}:${env.PORT} (${env.SITE_URL})`);
  // A successful start: an older release started on this database later will name this one
  // when it refuses, and `agency doctor` compares it with the release it is.
  if (env.READ_ONLY_INSTANCE !== "1")
    recordRelease().catch((error: unknown) =>
      logger.error({ err: error }, "Versione avviata non registrata nel database:"),
    );
  if (build.mode === "development") void broadcastDevReady(build);
});

server.on("error", (error) => {
  logger.error(`Impossibile avviare il server su ${env.HOST}:${env.PORT}: ${error.message}`);
  closeDatabase();
  process.exit(1);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} ricevuto: chiusura in corso`);
  // Requests already in flight finish; a stuck one cannot hold the process forever.
  const force = setTimeout(() => {
    logger.error("Chiusura forzata dopo 10 s");
    closeDatabase();
    process.exit(1);
  }, 10_000);
  force.unref();
  // Event streams never end by themselves: left open they would hold server.close() until the
  // forced exit. Browsers reconnect on their own once the site is back.
  const streams = closeBlogUpdateStreams();
  if (streams > 0) logger.info(`Chiusi ${streams} flussi di aggiornamenti del blog`);
  server.close(() => {
    // Queued e-mails stay in the outbox for the next start; only the pass in progress ends.
    // A cover still being generated may wait 30 s for the image service: it is given up.
    // The uploads' last copy goes before Litestream's last sync, which follows this exit.
    // The redirects' visits and the page views counted since their last write are written.
    void Promise.all([
      background.stop(),
      stopCoverGenerations(),
      uploadsCopy?.stop(),
      flushRedirectHits(),
      viewBuffer().flush(),
    ]).finally(() => {
      closeDatabase();
      process.exit(0);
    });
  });
  // A connection whose request was still running stays open after its answer for the
  // keep-alive timeout, and one a browser opened ahead of a request until the headers'
  // timeout, either as long as the forced exit: closed as soon as they wait for nothing.
  server.closeWaitingConnections();
  setInterval(() => server.closeWaitingConnections(), 100).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
