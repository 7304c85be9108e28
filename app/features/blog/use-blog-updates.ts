import { useRevalidator } from "@remix-run/react";
import { blogPaths } from "~/features/blog/blog";
import { useLanguage } from "~/utils/use-language";
import { useEffect } from "react";

/** Saving an article announces a few changes at once (the list, the article): one reload for them. */
const settleMs = 200;

/**
 * Keeps the page's loader data current while a reader has it open: each change announced on
 * /blog/aggiornamenti reloads the data in place, without a page load or a jump in scroll.
 * The browser reconnects by itself when the stream ends; when the server refuses it (429,
 * 503) the EventSource closes for good, which is what a busy server asks for.
 */
export function useBlogUpdates() {
  const { revalidate } = useRevalidator();
  const { updates } = blogPaths(useLanguage());
  useEffect(() => {
    const source = new EventSource(updates);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void revalidate(), settleMs);
    };
    let openedBefore = false;
    // Changes made while the stream was down (a restart) were never announced to this page.
    source.onopen = () => {
      if (openedBefore) reload();
      openedBefore = true;
    };
    source.onmessage = reload;
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [revalidate, updates]);
}
