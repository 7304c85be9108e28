import { altOf, imageSrc, type ImageEntry } from "~/features/illustrations/content/image-entry";
import { useLanguage } from "~/utils/use-language";
import * as styles from "./hero-art.css";

export { layout as heroLayout } from "./hero-art.css";

/**
 * A hero's picture: the first thing beside the title, so it is fetched at once and first,
 * with its size, and never waits for script (unlike `Artwork`, which loads lazily).
 */
export function HeroArt({ image }: { image: ImageEntry }) {
  const language = useLanguage();
  return (
    <img
      src={imageSrc(image)}
      srcSet={image.srcSet}
      sizes={image.srcSet ? "(min-width: 48rem) 34rem, 100vw" : undefined}
      alt={altOf(image, language)}
      width={image.width}
      height={image.height}
      // React 18 passes the attribute on only when spelled in lower case.
      {...{ fetchpriority: "high" }}
      className={styles.art}
    />
  );
}
