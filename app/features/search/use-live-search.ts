import { useFetcher } from "@remix-run/react";
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type RefObject,
} from "react";
import { blogPaths } from "~/features/blog/blog";
import type { Language } from "~/utils/language";

/** How long typing pauses before the results are asked for. */
const DEBOUNCE_MS = 250;

const resultLinks = (list: RefObject<HTMLDivElement>) => [
  ...(list.current?.querySelectorAll<HTMLAnchorElement>("a[data-risultato]") ?? []),
];

/**
 * The results page's live search: what is typed is searched after a pause (a newer load
 * cancels the one in flight), from `/api/cerca`, which is not a page and so not a view;
 * the address follows, so a reload or a shared link shows the same results. A navigation
 * (the form sent, a page of results) shows the loader's answer again. Arrow keys move from
 * the field through the results, `Esc` goes back to the field.
 */
export function useLiveSearch<Answer>(loaded: Answer, language: Language) {
  const fetcher = useFetcher();
  const [live, setLive] = useState(false);
  const timer = useRef<number>();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => setLive(false), [loaded]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const query = event.currentTarget.value.trim();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const search = query ? `?${new URLSearchParams({ q: query })}` : "";
      const asked = new URLSearchParams({ ...(query ? { q: query } : {}), lingua: language });
      setLive(true);
      fetcher.load(`/api/cerca?${asked}`);
      window.history.replaceState(
        window.history.state,
        "",
        `${blogPaths(language).search}${search}`,
      );
    }, DEBOUNCE_MS);
  };

  const onSubmit = () => window.clearTimeout(timer.current);

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "ArrowDown") return;
    const first = resultLinks(list)[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  const onResultKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const links = resultLinks(list);
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at === -1) return;
    if (event.key === "Escape" || (event.key === "ArrowUp" && at === 0)) {
      event.preventDefault();
      input.current?.focus();
    } else if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      links[Math.min(links.length - 1, at + (event.key === "ArrowDown" ? 1 : -1))]?.focus();
    }
  };

  return {
    // The fetcher loads the same answer as the page's loader (see `routes/api.cerca.ts`).
    answer: live && fetcher.data !== undefined ? (fetcher.data as Answer) : loaded,
    busy: fetcher.state === "loading",
    input,
    list,
    onChange,
    onSubmit,
    onFieldKeyDown,
    onResultKeyDown,
  };
}
