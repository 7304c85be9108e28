type EntryState = { key?: unknown } | null;

/**
 * In-page links are plain anchors (`<a href="#…">`), so the browser moves focus to their
 * target as it does without JavaScript. The history entry such a link adds is the browser's
 * own: the router learns of it through `popstate` and finds no key in its state.
 * <ScrollRestoration> files scroll positions by that key and puts every such entry under one
 * fallback key ("default"), so a jump was sent back to wherever an earlier one had been left,
 * on this page or another. Keyed the way Remix keys the entry a page loads in, each entry
 * keeps a position of its own: a new one scrolls to its target, and Back returns to where the
 * visitor was.
 *
 * Call it before the router starts listening, so that it finds the key already there.
 */
export function keyBrowserHistoryEntries() {
  window.addEventListener("popstate", () => {
    const state = window.history.state as EntryState;
    if (state?.key) return;
    window.history.replaceState({ ...state, key: Math.random().toString(32).slice(2) }, "");
  });
}
