import type { BlogImage } from "~/features/articles/blog-image";
import * as styles from "~/styles/blog.css";

/**
 * A cover (an article's, an event's), said by its alternative text (see `BlogImage`), its box reserved. An
 * uploaded photo comes in the size and format the browser picks, over its blurred preview;
 * the first screen's cover is fetched first, the others when scrolled to.
 */
export function CoverImage({
  image,
  className,
  eager,
  sizes,
}: {
  image: BlogImage;
  className: string;
  eager: boolean;
  sizes: string;
}) {
  const img = (
    <img
      className={image.placeholder ? styles.coverImage : className}
      src={image.src}
      srcSet={image.srcSets?.jpeg}
      sizes={image.srcSets ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchpriority: "high" } : {})}
    />
  );
  const picture = image.srcSets ? (
    <picture>
      {image.srcSets.avif ? (
        <source type="image/avif" srcSet={image.srcSets.avif} sizes={sizes} />
      ) : null}
      <source type="image/webp" srcSet={image.srcSets.webp} sizes={sizes} />
      {img}
    </picture>
  ) : (
    img
  );
  if (!image.placeholder) return picture;
  return (
    <span className={`${className} ${styles.coverFrame}`}>
      <img className={styles.coverPreview} src={image.placeholder} alt="" aria-hidden="true" />
      {picture}
    </span>
  );
}
