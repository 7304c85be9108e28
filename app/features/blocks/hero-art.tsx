import { imageSrc, type ImageEntry } from "~/features/illustrations/content/image-entry";
import * as styles from "./hero-art.css";

export { layout as heroLayout } from "./hero-art.css";

/**
 * A hero's picture: the first thing beside the title, so it is fetched at once and first,
 * with its size, and never waits for script (unlike `Artwork`, which loads lazily).
 */
export function HeroArt({ image }: { image: ImageEntry }) {
  return (
    <img
      src={imageSrc(image)}
      srcSet={image.srcSet}
      sizes={image.srcSet ? "(min-width: 48rem) 34rem, 100vw" : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      // React 18 passes the attribute on only when spelled in lower case.
      {...{ fetchpriority: "high" }}
      className={styles.art}
    />
  );
}
