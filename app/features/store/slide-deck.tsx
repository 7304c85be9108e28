import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import * as styles from "./slide-deck.css";

type Props = {
  /** The page the deck lives on; slides are `?slide=N` on it, 1-based. */
  basePath: string;
  total: number;
  current: number;
  label: string;
  children: ReactNode;
};

const hrefFor = (basePath: string, slide: number) => `${basePath}?slide=${slide}`;

/**
 * A slide deck made of links: every slide has its own URL, so it works without JavaScript;
 * with it the arrow keys move between slides and no page is reloaded.
 */
export function SlideDeck({ basePath, total, current, label, children }: Props) {
  const navigate = useNavigate();
  const isFirst = current <= 1;
  const isLast = current >= total;

  // Keys step from the slide last asked for, not the one last rendered: a key pressed while
  // the previous move is still loading would otherwise count from a slide already left. A slide
  // shown on the way to a newer ask (rendered, its effect not yet run, when the next key came)
  // leaves the ask alone; any other (a link, the browser's back button) is where keys go on from.
  const location = useLocation();
  const requested = useRef(current);
  const moving = useRef(false);
  useEffect(() => {
    if (current === requested.current) moving.current = false;
    else if (!moving.current) requested.current = current;
  }, [current, location.key]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select")) return;
      const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      const next = requested.current + step;
      if (step === 0 || next < 1 || next > total) return;
      requested.current = next;
      moving.current = true;
      navigate(hrefFor(basePath, next), { preventScrollReset: true });
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [basePath, total, navigate]);

  return (
    <section aria-roledescription="presentazione" aria-label={label} className={styles.deck}>
      <div className={styles.slide} aria-live="polite">
        {children}
      </div>
      <nav aria-label="Navigazione tra le slide" className={styles.controls}>
        {isFirst ? (
          <button type="button" disabled className={styles.step}>
            ‹ Precedente
          </button>
        ) : (
          <Link
            to={hrefFor(basePath, current - 1)}
            preventScrollReset
            className={styles.step}
            rel="prev"
          >
            ‹ Precedente
          </Link>
        )}
        <p className={styles.counter}>
          {current} / {total}
        </p>
        {isLast ? (
          <button type="button" disabled className={styles.step}>
            Successiva ›
          </button>
        ) : (
          <Link
            to={hrefFor(basePath, current + 1)}
            preventScrollReset
            className={styles.step}
            rel="next"
          >
            Successiva ›
          </Link>
        )}
        <ol className={styles.dots}>
          {Array.from({ length: total }, (_, index) => index + 1).map((slide) => (
            <li key={slide}>
              <Link
                to={hrefFor(basePath, slide)}
                preventScrollReset
                className={styles.dot}
                aria-label={`Vai alla slide ${slide}`}
                aria-current={slide === current ? "step" : undefined}
              />
            </li>
          ))}
        </ol>
      </nav>
    </section>
  );
}

/** The slide number a `?slide=` value asks for, kept inside the deck. */
export function slideFromQuery(value: string | null, total: number) {
  const requested = Number.parseInt(value ?? "1", 10);
  if (!Number.isFinite(requested)) return 1;
  return Math.min(Math.max(requested, 1), total);
}
