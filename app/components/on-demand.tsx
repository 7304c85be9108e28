import {
  createElement,
  lazy,
  memo,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from "react";
import { flushSync } from "react-dom";
import { useHydrated } from "~/utils/use-hydrated";
import * as styles from "./on-demand.css";

/** What a visitor does when reaching for a part of the page, before using it. */
const reachingEvents = ["focusin", "pointerover", "pointerdown", "touchstart"] as const;

// (a layout effect is meaningless on the server, and React says so there)
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

type FieldState = { name: string; value: string; checked: boolean };
/** What the visitor did to the server's form before its code arrived. */
type Snapshot = { fields: FieldState[]; focusedId?: string; selection?: [number, number] };

const isField = (element: Element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

function takeSnapshot(box: HTMLElement): Snapshot {
  const fields = [...box.querySelectorAll("input, select, textarea")].filter(isField).map((field) => ({
    name: field.name,
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
  }));
  const focused = document.activeElement;
  if (!focused || !box.contains(focused) || !focused.id) return { fields };
  const selection =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement
      ? ([focused.selectionStart ?? 0, focused.selectionEnd ?? 0] as [number, number])
      : undefined;
  return { fields, focusedId: focused.id, selection };
}

function restoreSnapshot(box: HTMLElement, snapshot: Snapshot) {
  const fields = [...box.querySelectorAll("input, select, textarea")].filter(isField);
  snapshot.fields.forEach((state, index) => {
    const field = fields[index];
    if (!field || field.name !== state.name) return;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked === state.checked) return;
      field.checked = state.checked;
    } else {
      if (field.value === state.value) return;
      field.value = state.value;
    }
    // The form's code keeps its own idea of the values, from this event.
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
  if (!snapshot.focusedId) return;
  const focused = box.querySelector<HTMLElement>(`#${CSS.escape(snapshot.focusedId)}`);
  focused?.focus();
  if (snapshot.selection && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
    try {
      focused.setSelectionRange(...snapshot.selection);
    } catch {
      // Some input types (email) have no selection to restore.
    }
  }
}

function sameProps(a: object, b: object) {
  const entries = Object.entries(a);
  return (
    entries.length === Object.keys(b).length && entries.every(([key, value]) => Object.is(value, Reflect.get(b, key)))
  );
}

/**
 * For a part with no server HTML to fall back on, as the framework does for a route module
 * it cannot load (a deploy took the old file away): a fresh page brings the current one.
 */
function reloadPage(error: unknown): Promise<never> {
  console.error(error);
  window.location.reload();
  return new Promise<never>(() => {});
}

/**
 * A part of the page, a form, whose code the browser loads only when the visitor reaches
 * for it. The server renders it whole. In the browser React leaves that HTML alone (it is
 * the inner HTML of the part's box), so it works as it does without JavaScript, until a
 * focus or a pointer inside it asks for the code; the part then renders with it, taking
 * over what was typed and where the focus was. A submission made before then waits for the
 * code and goes on through it. A part that a navigation brings loads its code at once.
 *
 * `serverComponent` is the component itself on the server and undefined in the browser
 * (it comes from a `.server` module), so the browser bundle only has `load`.
 */
export function onDemand<Props extends object>(
  serverComponent: ComponentType<Props> | undefined,
  load: () => Promise<ComponentType<Props>>,
) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => (loading ??= load());
  // (lazy's type adds the ref props of a class component, which a generic cannot resolve)
  const LazyPart = lazy(() =>
    loadOnce().then((component) => ({ default: component }), reloadPage),
  ) as unknown as ComponentType<Props>;

  function OnDemand(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    const hydrated = useHydrated();
    // First rendered while React hydrates: the server's HTML for it is in the page.
    const [fromServer] = useState(!hydrated);
    const [serverProps] = useState(props);
    // New props (the same page with other data) no longer match the server's HTML.
    const outdated = fromServer && !sameProps(props, serverProps);
    const needsCode = !fromServer || outdated;
    const [live, setLive] = useState<{ component: ComponentType<Props>; snapshot: Snapshot; submit: boolean }>();

    useEffect(() => {
      if (needsCode || live) return;
      let cancelled = false;
      let pendingSubmit: HTMLFormElement | undefined;
      const goLive = () => {
        void loadOnce().then(
          (component) => {
            if (cancelled || !box.current) return;
            const snapshot = takeSnapshot(box.current);
            // At once: anything typed between the snapshot and the new form would be lost.
            flushSync(() => setLive({ component, snapshot, submit: Boolean(pendingSubmit) }));
          },
          (error: unknown) => {
            // Without its code the form stays the server's, which works without JavaScript:
            // a submission held for the code goes as a plain post.
            console.error(error);
            if (!cancelled) pendingSubmit?.submit();
          },
        );
      };
      const inside = (event: Event) => event.target instanceof Node && Boolean(box.current?.contains(event.target));
      const reach = (event: Event) => {
        if (inside(event)) goLive();
      };
      const submit = (event: SubmitEvent) => {
        if (!inside(event)) return;
        event.preventDefault();
        pendingSubmit = event.target as HTMLFormElement;
        goLive();
      };
      for (const name of reachingEvents) document.addEventListener(name, reach, { capture: true, passive: true });
      document.addEventListener("submit", submit, true);
      return () => {
        cancelled = true;
        for (const name of reachingEvents) document.removeEventListener(name, reach, { capture: true });
        document.removeEventListener("submit", submit, true);
      };
    }, [needsCode, live]);

    useBrowserLayoutEffect(() => {
      if (!live || !box.current) return;
      restoreSnapshot(box.current, live.snapshot);
      const form = box.current.querySelector("form");
      // After this commit, so that React's handlers take the submission.
      if (live.submit && form) setTimeout(() => form.requestSubmit());
    }, [live]);

    if (serverComponent) return <div className={styles.part}>{createElement(serverComponent, props)}</div>;
    if (live || needsCode) {
      return (
        <div ref={box} className={styles.part} data-live="">
          {live ? (
            createElement(live.component, props)
          ) : (
            <Suspense fallback={null}>
              <LazyPart {...props} />
            </Suspense>
          )}
        </div>
      );
    }
    // The server's HTML, left as it is: React does not hydrate inside an element whose
    // content is inner HTML (and an unchanged string is never written again).
    return <div ref={box} className={styles.part} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  return memo(OnDemand);
}
