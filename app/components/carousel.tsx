import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { visuallyHidden } from "~/styles/ui.css";
import { useHydrated } from "~/utils/use-hydrated";
import * as styles from "./carousel.css";

export type CarouselSlide = { id: string; content: ReactNode };

type Props = {
  /** Prefix of the ids inside; unique on the page. */
  id: string;
  /** Names the carousel for assistive technology, e.g. "Immagini del progetto Pasta dei Campi". */
  label: string;
  slides: readonly CarouselSlide[];
  className?: string;
};

/** How long the strip must stay still before its position counts as the visitor's choice. */
const settleDelay = 120;

/**
 * Without JavaScript a scroll-snap strip whose slides are reached through real links
 * (`#slide-id`). Once hydrated it adds previous/next buttons, the Left/Right arrow keys while
 * focus is inside, and a polite announcement of the position. It never moves by itself.
 * Carousels may nest: an inner one handles its own keys and the outer one leaves them alone.
 */
export function Carousel({ id, label, slides, className }: Props) {
  const hydrated = useHydrated();
  const trackRef = useRef<HTMLDivElement>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>();
  const [current, setCurrent] = useState(0);
  const total = slides.length;
  const trackId = `${id}-slide`;

  /** The slide a button, key or link asked for, until the strip has come to rest. */
  const wanted = useRef<number | null>(null);

  /**
   * The slide whose start is closest to the strip's scroll position. A smooth scroll cut
   * short (a second press while the first still runs, snapping, a busy page) can come to
   * rest short of the slide asked for: then the strip jumps there instead.
   */
  const settle = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const distances = Array.from(track.children, (child) =>
      Math.abs((child as HTMLElement).offsetLeft - track.scrollLeft),
    );
    const nearest = distances.indexOf(Math.min(...distances));
    const target = wanted.current;
    wanted.current = null;
    const slide = target === null ? undefined : (track.children[target] as HTMLElement | undefined);
    if (target !== null && target !== nearest && slide) {
      // "instant", not "auto": the strip's CSS makes "auto" smooth, and a smooth correction
      // still moving after the wish is cleared would be announced slide by slide on its way.
      track.scrollTo({ left: slide.offsetLeft, behavior: "instant" });
      setCurrent(target);
      return;
    }
    setCurrent(nearest);
  }, []);

  // A slide link followed before hydration has already scrolled the strip.
  useEffect(() => {
    settle();
    return () => clearTimeout(settleTimer.current);
  }, [settle]);

  function goTo(index: number) {
    const target = (index + total) % total;
    const slide = trackRef.current?.children[target] as HTMLElement | undefined;
    if (!slide || !trackRef.current) return;
    setCurrent(target);
    // Only a scroll that will happen ends in a settle that can clear the wish.
    wanted.current = Math.abs(slide.offsetLeft - trackRef.current.scrollLeft) > 1 ? target : null;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    trackRef.current.scrollTo({ left: slide.offsetLeft, behavior: reduce ? "auto" : "smooth" });
  }

  function onScroll() {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(settle, settleDelay);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    goTo(current + (event.key === "ArrowRight" ? 1 : -1));
  }

  const links = (
    <ol className={styles.dots}>
      {slides.map((slide, index) => (
        <li key={slide.id}>
          <a
            href={`#${slide.id}`}
            className={styles.dot}
            aria-current={hydrated && index === current ? "true" : undefined}
            onClick={(event) => {
              event.preventDefault();
              goTo(index);
            }}
          >
            <span className={visuallyHidden}>Vai alla slide </span>
            {index + 1}
            <span className={visuallyHidden}> di {total}</span>
          </a>
        </li>
      ))}
    </ol>
  );

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys move the slides from wherever the focus is inside the carousel
    <div
      id={id}
      role="region"
      aria-roledescription="carosello"
      aria-label={label}
      className={className ? `${styles.carousel} ${className}` : styles.carousel}
      onKeyDown={onKeyDown}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable strip must take the focus, so that keyboard users can scroll it even when no slide holds a link */}
      <div id={trackId} ref={trackRef} className={styles.track} tabIndex={0} onScroll={onScroll}>
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            id={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} di ${total}`}
            className={styles.slide}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {hydrated ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.step}
            aria-controls={trackId}
            onClick={() => goTo(current - 1)}
          >
            <span aria-hidden="true">←</span>
            <span className={visuallyHidden}>Precedente</span>
          </button>
          <p className={styles.status} aria-live="polite" aria-atomic="true">
            {current + 1} di {total}
          </p>
          <button
            type="button"
            className={styles.step}
            aria-controls={trackId}
            onClick={() => goTo(current + 1)}
          >
            <span aria-hidden="true">→</span>
            <span className={visuallyHidden}>Successiva</span>
          </button>
        </div>
      ) : null}
      {links}
    </div>
  );
}
