import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during the server render and while React hydrates the HTML (so hydration matches
 * it, also for a part hydrated later than the page), true afterwards: lets a component
 * swap its no-JavaScript markup for a richer one.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
