// What the Express entry hands to every loader and action.
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Fresh for every request; Remix's scripts carry it so the CSP lets them run. */
    cspNonce: string;
    /** The visitor's address; see server/client-ip.ts for which header is believed. */
    clientIp: string | null;
    /** The build's version: what a page looks like depends on it as much as on its data. */
    buildVersion: string;
    /**
     * For an answer every visitor gets (a shared page, the feed): its Content-Security-Policy
     * allows the inline scripts with these hashes instead of this request's nonce. Set by the
     * Express entry, which owns that header; a loader called on its own has no policy to change.
     */
    shareScripts?: (hashes: readonly string[]) => void;
    /** For a 304: no policy, so the browser keeps the one that came with its copy. */
    keepBrowserPolicy?: () => void;
    /**
     * Calls `listener` once the client's connection has closed. The request a loader gets is a
     * copy whose signal follows Express's only through weak references: once the copies in
     * between are garbage-collected, a disconnect no longer aborts it. An answer that lasts
     * (an event stream) listens here as well.
     */
    onConnectionClose?: (listener: () => void) => void;
  }

  // Single Fetch types: loaders and actions returning data() are unwrapped in components.
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
