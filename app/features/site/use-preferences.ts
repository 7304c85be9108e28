import { useFetcher } from "@remix-run/react";
import { createContext, useContext, useEffect, useState } from "react";
import {
  applyPreferenceIntent,
  isPreferenceIntent,
  preferencesAction,
  type PreferenceIntent,
  type Preferences,
} from "~/features/site/preferences";
import { useLanguage } from "~/utils/use-language";

/**
 * The accessibility settings as the visitor sees them while JavaScript sends changes.
 * The server derives each new state from the cookie the request carries, so presses are
 * sent one at a time: a second request sent before the first one's cookie came back
 * would undo it. Queued presses already show on the page.
 */
export function usePreferences(stored: Preferences) {
  const fetcher = useFetcher({ key: "preferenze" });
  const [queue, setQueue] = useState<PreferenceIntent[]>([]);
  const idle = fetcher.state === "idle";
  const action = preferencesAction(useLanguage());

  useEffect(() => {
    const [next, ...rest] = queue;
    if (!idle || !next) return;
    setQueue(rest);
    fetcher.submit({ intent: next }, { method: "post", action });
    // fetcher.submit keeps its identity; the queue, the idle flag and the address drive this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idle, queue, action]);

  const sending = fetcher.formData?.get("intent");
  const pending = isPreferenceIntent(sending) ? [sending, ...queue] : queue;
  return {
    preferences: pending.reduce(applyPreferenceIntent, stored),
    busy: pending.length > 0,
    change: (intent: PreferenceIntent) => setQueue((current) => [...current, intent]),
  };
}

/** The settings and their sender, from the document (which owns them) to the panel. */
export const PreferencesContext = createContext<ReturnType<typeof usePreferences> | null>(null);

export function usePreferencesPanel() {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error("usePreferencesPanel fuori dal documento");
  return value;
}
