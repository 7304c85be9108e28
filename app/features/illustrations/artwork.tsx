import { useEffect, useRef, useState } from "react";
import { altOf, imageSrc, type ImageEntry } from "~/features/illustrations/content/image-entry";
import { useLanguage } from "~/utils/use-language";
import { useHydrated } from "~/utils/use-hydrated";
import * as styles from "./artwork.css";

type Props = {
  image: ImageEntry;
  /** For the first images a visitor sees: fetched at once instead of lazily. */
  eager?: boolean;
  /** Only used with a photo's `srcSet` in the manifest; the artwork is a vector and needs none. */
  sizes?: string;
  className?: string;
};

/** Matches the observer's 50 px margin, for the images already near the viewport at hydration. */
const margin = 50;

function nearViewport(element: Element) {
  const box = element.getBoundingClientRect();
  return (
    box.top < window.innerHeight + margin &&
    box.bottom > -margin &&
    box.left < window.innerWidth + margin &&
    box.right > -margin
  );
}

/**
 * An image slot of the manifest: the photo when there is one, else the drawn artwork, always
 * with its size so nothing moves while it loads. Without JavaScript it is a native lazy
 * image; once hydrated it is fetched only within 50 px of the viewport, with a spinner until
 * it has loaded.
 */
export function Artwork({ image: entry, eager = false, sizes, className }: Props) {
  const hydrated = useHydrated();
  const language = useLanguage();
  const frameRef = useRef<HTMLSpanElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(eager);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const image = imageRef.current;
    // The server-rendered image may have finished before React could hear its load event;
    // then it keeps its source.
    if (image?.complete && image.naturalWidth > 0) {
      setLoaded(true);
      setNear(true);
      return;
    }
    const frame = frameRef.current;
    if (near || !frame) return;
    if (nearViewport(frame)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((item) => item.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin}px` },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [near]);

  const waiting = hydrated && !loaded;
  // Before hydration the server's src stays, so the browser's own lazy loading works.
  const src = !hydrated || near ? imageSrc(entry) : undefined;
  return (
    <span ref={frameRef} className={className ? `${styles.frame} ${className}` : styles.frame}>
      <img
        ref={imageRef}
        src={src}
        srcSet={src && entry.srcSet}
        sizes={entry.srcSet ? sizes : undefined}
        alt={altOf(entry, language)}
        width={entry.width}
        height={entry.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={waiting ? `${styles.image} ${styles.pending}` : styles.image}
        onLoad={() => setLoaded(true)}
        onError={() => setLoaded(true)}
      />
      {waiting ? <span className={styles.spinner} aria-hidden="true" /> : null}
    </span>
  );
}
