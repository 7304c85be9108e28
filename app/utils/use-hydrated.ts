import { useEffect, useState } from "react";

let hydrated = false;

/**
 * False during the server render and the first client render (so hydration matches the
 * HTML), true afterwards: lets a component swap its no-JavaScript markup for a richer one.
 */
export function useHydrated() {
  const [isHydrated, setIsHydrated] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setIsHydrated(true);
  }, []);
  return isHydrated;
}
