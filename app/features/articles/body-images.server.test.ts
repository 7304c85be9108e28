import { expect, test } from "vitest";
import { derivePendingImages } from "~/features/articles/image-derivatives.server";
import { storeImageBytes } from "~/features/articles/uploads.server";
import { withResponsiveImages } from "~/features/articles/body-images.server";
import { photo } from "../../../tests/support/image-files";
import { withUploadsFolder } from "../../../tests/support/uploads-folder";

withUploadsFolder("body-images");

async function uploaded(width: number, height: number) {
  const result = await storeImageBytes(await photo("jpeg", width, height), null);
  if (!result.ok) throw new Error(result.problem);
  return result.image.url;
}

test("an uploaded image in the body gets its size at once and its smaller sizes once made; others stay as written", async () => {
  const url = await uploaded(240, 160);
  const body = (src: string) =>
    `<p><img src="${src}" alt="Lo stand" loading="lazy" decoding="async" /></p>`;
  const preview =
    /<span class="body-image"><img class="body-image-preview" src="data:image\/webp;base64,[^"]+" alt="" aria-hidden="true" \/>/;
  const sized = withResponsiveImages(body(url));
  expect(sized).toMatch(new RegExp(`^<p>${preview.source}`));
  expect(sized).toContain(
    `<img width="240" height="160" src="${url}" alt="Lo stand" loading="lazy" decoding="async" /></span></p>`,
  );
  await derivePendingImages();
  const html = withResponsiveImages(body(url));
  expect(html.replace(preview, "")).toMatch(
    /^<p><picture><source type="image\/avif" srcset="\/uploads\/[0-9a-f]{32}-240-[0-9a-f]{12}\.avif 240w" sizes="[^"]+"><source type="image\/webp" srcset="[^"]+" sizes="[^"]+"><img srcset="\/uploads\/[0-9a-f]{32}-240-[0-9a-f]{12}\.jpg 240w" sizes="[^"]+" width="240" height="160" src="\/uploads\/[0-9a-f]{32}\.jpg" alt="Lo stand"/,
  );
  for (const other of [
    "https://example.com/foto.jpg",
    "/uploads/00000000000000000000000000000000.jpg",
  ])
    expect(withResponsiveImages(body(other))).toBe(body(other));
});
