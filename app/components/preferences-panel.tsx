import { useFetcher, useLocation } from "@remix-run/react";
import type { FormEvent } from "react";
import { fontSizeLabels, type Preferences } from "~/utils/preferences";
import * as styles from "./site-footer.css";

export const preferencesFetcherKey = "preferenze";

/**
 * The accessibility panel. It is a plain form posting to /preferenze, which stores the
 * cookie and sends the browser back here; with JavaScript the same post goes through a
 * fetcher and the page re-renders in place.
 */
export function PreferencesPanel({ preferences }: { preferences: Preferences }) {
  const fetcher = useFetcher({ key: preferencesFetcherKey });
  const location = useLocation();

  function submitInPlace(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const formData = new FormData(event.currentTarget, submitter);
    formData.delete("redirectTo");
    fetcher.submit(formData, { method: "post", action: "/preferenze" });
  }

  return (
    <section aria-labelledby="accessibilita-titolo" className={styles.panel}>
      <h2 id="accessibilita-titolo" className={styles.heading}>
        Accessibilità
      </h2>
      <form method="post" action="/preferenze" onSubmit={submitInPlace} className={styles.panelForm}>
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button
          type="submit"
          name="intent"
          value="toggle-dark"
          aria-pressed={preferences.darkMode}
          className={styles.toggle}
        >
          Modalità scura
        </button>
        <div role="group" aria-labelledby="dimensione-testo" className={styles.fontGroup}>
          <span id="dimensione-testo">
            Dimensione testo: <strong>{fontSizeLabels[preferences.fontSize]}</strong>
          </span>
          <button
            type="submit"
            name="intent"
            value="font-decrease"
            aria-label="Riduci la dimensione del testo"
            disabled={preferences.fontSize === "normal"}
            className={styles.toggle}
          >
            A−
          </button>
          <button
            type="submit"
            name="intent"
            value="font-increase"
            aria-label="Aumenta la dimensione del testo"
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
          Alto contrasto
        </button>
        <button type="submit" name="intent" value="reset" className={styles.toggle}>
          Ripristina
        </button>
      </form>
    </section>
  );
}
