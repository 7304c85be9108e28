import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during the server render and while React hydrates the HTML (so hydration matches
 * it), true afterwards and in components first rendered in the browser: lets a component
 * swap its no-JavaScript markup for a richer one.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
