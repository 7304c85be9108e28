// What the Express entry hands to every loader and action.
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Fresh for every request; Remix's scripts carry it so the CSP lets them run. */
    cspNonce: string;
    /** The visitor's address; see server/client-ip.ts for which header is believed. */
    clientIp: string | null;
    /** The build's version: what a page looks like depends on it as much as on its data. */
    buildVersion: string;
  }

  // Single Fetch types: loaders and actions returning data() are unwrapped in components.
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
