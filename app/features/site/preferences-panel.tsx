import { useLocation } from "@remix-run/react";
import type { FormEvent } from "react";
import { accessibilityPanelCopy } from "~/features/site/content/accessibility-panel";
import {
  isPreferenceIntent,
  preferencesAction,
  preferencesPanelId,
} from "~/features/site/preferences";
import type { usePreferences } from "~/features/site/use-preferences";
import { useLanguage } from "~/utils/use-language";
import * as styles from "./site-footer.css";

/**
 * The accessibility panel. It is a plain form posting to /preferenze (/en/preferences on the
 * English pages), which stores the cookie and sends the browser back here, to the panel itself;
 * with JavaScript each press goes through a fetcher instead and the page changes in place.
 */
export function PreferencesPanel({ preferences, busy, change }: ReturnType<typeof usePreferences>) {
  const location = useLocation();
  const language = useLanguage();
  const words = accessibilityPanelCopy[language];

  function changeInPlace(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter?.getAttribute("value");
    if (isPreferenceIntent(intent)) change(intent);
  }

  return (
    <section
      id={preferencesPanelId}
      aria-labelledby="accessibilita-titolo"
      className={styles.panel}
    >
      <h2 id="accessibilita-titolo" className={styles.heading}>
        {words.heading}
      </h2>
      <form
        method="post"
        action={preferencesAction(language)}
        onSubmit={changeInPlace}
        aria-busy={busy}
        className={styles.panelForm}
      >
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button
          type="submit"
          name="intent"
          value="toggle-dark"
          aria-pressed={preferences.darkMode}
          className={styles.toggle}
        >
          {words.darkMode}
        </button>
        <div role="group" aria-labelledby="dimensione-testo" className={styles.fontGroup}>
          <span id="dimensione-testo">
            {words.textSize} <strong>{words.fontSizes[preferences.fontSize]}</strong>
          </span>
          <button
            type="submit"
            name="intent"
            value="font-decrease"
            aria-label={words.smaller}
            disabled={preferences.fontSize === "normal"}
            className={styles.toggle}
          >
            A−
          </button>
          <button
            type="submit"
            name="intent"
            value="font-increase"
            aria-label={words.bigger}
            disabled={preferences.fontSize === "extra-large"}
            className={styles.toggle}
          >
            A+
          </button>
        </div>
        <button
          type="submit"
          name="intent"
          value="toggle-contrast"
          aria-pressed={preferences.highContrast}
          className={styles.toggle}
        >
          {words.highContrast}
        </button>
        <button type="submit" name="intent" value="reset" className={styles.toggle}>
          {words.reset}
        </button>
      </form>
    </section>
  );
}
