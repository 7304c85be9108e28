import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { answerIfUnchanged } from "~/utils/conditional-get.server";
import { htmlBody } from "~/utils/html-body.server";
import { NonceProvider } from "~/utils/nonce-provider";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const unchanged = answerIfUnchanged(request, responseStatusCode, responseHeaders, [
    loadContext.buildVersion,
    remixContext.staticHandlerContext.loaderData.root,
  ]);
  if (unchanged) return unchanged;
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
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
          // React writes the page in 2 KB pieces; sent as one, it is compressed (or kept by
          // the page cache) in one step instead of a score of small ones.
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () =>
            resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: statusCode })),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * Requests that are the client's fault (a post to a page without a form, a legacy data
 * request) are one line in the log; a stack trace is kept for the server's own failures.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const where = `${request.method} ${new URL(request.url).pathname}`;
  if (isRouteErrorResponse(error) && error.status < 500) {
    console.warn(`Richiesta rifiutata su ${where}: ${error.status} ${error.statusText}`);
  } else if (error instanceof Error && error.message.startsWith("Warning:")) {
    console.warn(`Avviso su ${where}: ${error.message}`);
  } else {
    console.error(`Errore su ${where}:`, error);
  }
};
