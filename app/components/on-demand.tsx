import { useFetchers, useNavigation } from "@remix-run/react";
import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import * as styles from "./on-demand.css";

/** What a visitor does when reaching for a part of the page, before using it. */
const reachingEvents = ["focusin", "pointerover", "pointerdown", "touchstart"] as const;

function whenLoaded<Props>(load: () => Promise<ComponentType<Props>>) {
  return load().catch((error: unknown) => {
    // As the framework does for a route module it cannot load (a deploy took the old file
    // away): a fresh page brings the current one.
    console.error(error);
    window.location.reload();
    return new Promise<never>(() => {});
  });
}

/**
 * A part of the page, a form, whose code the browser loads only when the visitor reaches
 * for it. The server renders it whole. In the browser it stays that HTML, working as it
 * does without JavaScript, until a focus or a pointer inside it (or any navigation, which
 * React applies only to hydrated parts) asks for its code; React then hydrates it in place,
 * keeping what was typed and where the focus is. A submission made before then waits for
 * the code and goes on through it.
 *
 * `serverComponent` is the component itself on the server and undefined in the browser
 * (it comes from a `.server` module), so the browser bundle only has `load`.
 */
export function onDemand<Props extends object>(
  serverComponent: ComponentType<Props> | undefined,
  load: () => Promise<ComponentType<Props>>,
) {
  let request = () => {};
  const requested = new Promise<void>((resolve) => (request = resolve));
  // (lazy's type adds the ref props of a class component, which a generic cannot resolve)
  const Part =
    serverComponent ??
    (lazy(() =>
      requested.then(() => whenLoaded(load)).then((component) => ({ default: component })),
    ) as unknown as ComponentType<Props>);

  function Hydrated({ onHydrated, props }: { onHydrated: () => void; props: Props }) {
    useEffect(onHydrated, [onHydrated]);
    return <Part {...props} />;
  }

  function OnDemand(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    const [hydration] = useState(() => {
      let done = () => {};
      const promise = new Promise<void>((resolve) => (done = resolve));
      return { promise, done, finished: false };
    });
    const [hydrated, setHydrated] = useState(false);
    const onHydrated = useRef(() => {
      hydration.finished = true;
      hydration.done();
      setHydrated(true);
    }).current;

    const navigation = useNavigation();
    const fetchers = useFetchers();
    // A navigation or a fetcher changes the router state this part renders under. React
    // holds such an update until the part can hydrate, so its code must be on its way.
    if (navigation.state !== "idle" || fetchers.length > 0) request();

    useEffect(() => {
      const inside = (event: Event) => event.target instanceof Node && Boolean(box.current?.contains(event.target));
      const reach = (event: Event) => {
        if (inside(event)) request();
      };
      const submit = (event: SubmitEvent) => {
        if (hydration.finished || !inside(event)) return;
        event.preventDefault();
        request();
        const form = event.target as HTMLFormElement;
        const submitter = event.submitter;
        void hydration.promise.then(() => form.requestSubmit(submitter));
      };
      for (const name of reachingEvents) document.addEventListener(name, reach, { capture: true, passive: true });
      document.addEventListener("submit", submit, true);
      return () => {
        for (const name of reachingEvents) document.removeEventListener(name, reach, { capture: true });
        document.removeEventListener("submit", submit, true);
      };
    }, [hydration]);

    return (
      <div ref={box} className={styles.part} data-hydrated={hydrated || undefined}>
        <Suspense fallback={null}>
          <Hydrated onHydrated={onHydrated} props={props} />
        </Suspense>
      </div>
    );
  }
  return memo(OnDemand);
}
