import { getEnv } from "../app/utils/env.server";
import { cacheTagHeader, type PurgeTag } from "../app/utils/headers";
import { deadlineOf, logFailure, ServiceFailure } from "../app/utils/service-call.server";

/**
 * Tells the edge cache in front (`EDGE_PURGE_URL`) to forget the pages carrying `tags`, without
 * waiting: the change it follows is already stored, and a cache that is down or slow must not
 * hold up or fail the save. A failure is one line in the log; the pages then lag the change by
 * their `s-maxage`.
 *
 * The request is `POST` with the tags twice: in a `Cache-Tag` header (comma-separated, what
 * deploy/varnish.vcl bans by) and as `{"tags": [...]}`, with `EDGE_PURGE_TOKEN` as a bearer
 * token when set: the body and the token are what Cloudflare's purge-by-tag API takes as is.
 */
export function purgeEdge(tags: readonly PurgeTag[]) {
  const { EDGE_PURGE_URL: url, EDGE_PURGE_TOKEN: token, EDGE_PURGE_TIMEOUT_MS } = getEnv();
  if (!url) return;
  const call = { timeoutMs: EDGE_PURGE_TIMEOUT_MS };
  const { deadline, signal } = deadlineOf(call);
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    [cacheTagHeader]: tags.join(", "),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  fetch(url, { method: "POST", headers, body: JSON.stringify({ tags }), signal })
    .then(async (response) => {
      // The answer's body says nothing more; read or not, it would hold the connection.
      await response.body?.cancel();
      if (!response.ok) throw new ServiceFailure(`HTTP ${response.status}`);
    })
    .catch((error: unknown) =>
      // The host only: a CDN's purge address may carry an account's identifiers.
      logFailure(
        `Purge della cache edge (${tags.join(", ")}) su ${new URL(url).host} non riuscito`,
        error,
        deadline,
        call,
      ),
    );
}
