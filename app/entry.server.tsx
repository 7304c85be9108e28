import {
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { answerIfSameBytes, answerIfUnchanged } from "~/utils/conditional-get.server";
import { htmlBody } from "~/utils/html-body.server";
import { declareOwnPage, keepsSharedDeclaration } from "~/utils/http-cache.server";
import { NonceProvider } from "~/utils/nonce-provider";
import { hashMarkedScripts, scriptMarker } from "~/utils/script-hashes.server";
import { logger } from "~/utils/logger.server";
import { inAddressLanguage } from "~/utils/headers";
import { languageOfRequest } from "~/utils/language";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  inAddressLanguage(responseHeaders, languageOfRequest(request));
  const shared = keepsSharedDeclaration(request, responseStatusCode, responseHeaders);
  const unchanged = answerIfUnchanged(request, responseStatusCode, responseHeaders, [
    loadContext.buildVersion,
    remixContext.staticHandlerContext.loaderData.root,
  ]);
  if (unchanged) {
    loadContext.keepBrowserPolicy?.();
    return unchanged;
  }
  // A page sent to everyone (and kept by caches) can hold no nonce: its scripts get one only
  // this render knows, and the policy lists their hashes instead.
  const nonce = shared ? scriptMarker() : loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    // Cleared once the page is whole: left to run, each timer would keep its render, the page
    // and the response alive for six seconds, hundreds of them under load.
    const timeout = setTimeout(() => abort(), streamTimeout + 1_000);
    const answer = (response: Response) => {
      clearTimeout(timeout);
      resolve(response);
    };
    const fail = (error: unknown) => {
      clearTimeout(timeout);
      reject(error);
    };
    // Every page is complete on the server, so the whole document is rendered before the
    // first byte: crawlers and visitors without JavaScript get the same page.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const body = htmlBody();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // Remix answers 405 for a post to a page without a form; only reading it is allowed.
          if (statusCode === 405) responseHeaders.set("Allow", "GET, HEAD");
          // React writes the page in 2 KB pieces; sent as one with its length, it is written
          // and compressed (or kept by the page cache) in one step instead of a score of small ones.
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", fail);
          body.on("end", () => {
            let page = Buffer.concat(chunks);
            if (shared) {
              const marked = hashMarkedScripts(page, nonce);
              page = marked.page;
              loadContext.shareScripts?.(marked.hashes);
              // A failure while rendering turned the page into an error page, not one to share.
              if (statusCode !== responseStatusCode) declareOwnPage(responseHeaders);
              else if (!responseHeaders.has("ETag")) {
                const same = answerIfSameBytes(request, responseHeaders, page);
                if (same) {
                  loadContext.keepBrowserPolicy?.();
                  answer(same);
                  return;
                }
              }
            }
            responseHeaders.set("Content-Length", String(page.length));
            answer(new Response(page, { headers: responseHeaders, status: statusCode }));
          });
          pipe(body);
        },
        onShellError: fail,
        onError(error) {
          statusCode = 500;
          logger.error(error);
        },
      },
    );
  });
}

/**
 * Client-side navigations' data is never shared: a browser's `fetch` may take a stale copy
 * while it revalidates (`stale-while-revalidate`), and a navigation would show old data.
 */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  declareOwnPage(response.headers);
  return response;
};

/**
 * Requests that are the client's fault (a post to a page without a form, a legacy data
 * request) are one line in the log; a stack trace is kept for the server's own failures.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const where = `${request.method} ${new URL(request.url).pathname}`;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn(`Richiesta rifiutata su ${where}: ${error.status} ${error.statusText}`);
  } else if (error instanceof Error && error.message.startsWith("Warning:")) {
    logger.warn(`Avviso su ${where}: ${error.message}`);
  } else {
    logger.error({ err: error }, `Errore su ${where}:`);
  }
};
