import { imageSourcesOf } from "~/features/articles/uploaded-images.server";

/** The body's column: as wide as the article's, the whole screen below it. */
const bodyImageSizes = "(min-width: 36rem) 34rem, 100vw";

const imgTag = /<img\b[^>]*>/g;
const attributeEntities: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;" };
const asAttribute = (text: string) => text.replace(/[&"<]/g, (char) => attributeEntities[char]!);
const srcOf = (tag: string) => /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? null;

/** The classes `article-body.css.ts` styles: the image's frame and its blurred preview. */
export const bodyImageClasses = { frame: "body-image", preview: "body-image-preview" } as const;

/**
 * The sanitized body with each uploaded image it shows in the size and format the browser
 * picks: its stored width and height (so nothing moves as it loads), over its blurred preview
 * until it arrives, and, once they are made, its smaller sizes in a `<picture>`. Runs on
 * markup the sanitizer wrote, whose attributes are always double-quoted; other images are
 * left as they are.
 */
export function withResponsiveImages(html: string) {
  return html.replace(imgTag, (tag) => {
    const image = imageSourcesOf(srcOf(tag));
    if (!image) return tag;
    // The image's own text, given on the media page, wins over the one typed in this body.
    const described = image.alt
      ? tag.replace(/\salt="[^"]*"/, "").replace(/^<img/, `<img alt="${asAttribute(image.alt)}"`)
      : tag;
    const sized = described
      .replace(/\s(?:width|height)="[^"]*"/g, "")
      .replace(/^<img/, `<img width="${image.width}" height="${image.height}"`);
    const sources = image.srcSets;
    const shown = sources
      ? `<picture><source type="image/avif" srcset="${sources.avif}" sizes="${bodyImageSizes}">` +
        `<source type="image/webp" srcset="${sources.webp}" sizes="${bodyImageSizes}">` +
        `${sized.replace(/^<img/, `<img srcset="${sources.jpeg}" sizes="${bodyImageSizes}"`)}</picture>`
      : sized;
    return (
      `<span class="${bodyImageClasses.frame}"><img class="${bodyImageClasses.preview}" ` +
      `src="${image.placeholder}" alt="" aria-hidden="true" />${shown}</span>`
    );
  });
}
