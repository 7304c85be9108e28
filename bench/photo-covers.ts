// Articles whose covers are photos as a phone takes them (12 megapixels, a JPEG of about 5 MB),
// published through the article editor's form as an editor does, for the benches that look at
// what a visitor of the blog downloads.
import sharp from "sharp";
import { articlesTitled } from "../tests/support/articles";
import type { RunningServer } from "../tests/support/server";
import { avifSizesOn } from "../tests/support/uploaded-images";
import { staff } from "../tests/support/users";
import { postNewArticle, sessionCookie } from "./staff-cookie";

const WIDTH = 4000;
const HEIGHT = 3000;

/** Each photo's look: a sky's three colours, where the ground starts, how grainy the sensor. */
const scenes = [
  { sky: ["#2a6f97", "#f4a261", "#264653"], horizon: 1300, grain: 18 },
  { sky: ["#386641", "#f2e8cf", "#6a994e"], horizon: 1100, grain: 24 },
  { sky: ["#3d405b", "#f2cc8f", "#e07a5f"], horizon: 1500, grain: 30 },
  { sky: ["#0b132b", "#5bc0be", "#ffd166"], horizon: 1200, grain: 36 },
] as const;

export const photoCount = scenes.length;

/** The ground's texture: how coarse each layer of noise is (pixels) and how strong. */
const groundOctaves = [
  [2, 40],
  [6, 45],
  [20, 50],
] as const;

/**
 * Grey noise `scale` pixels coarse, stretched to `width` × `height`. Noise of single pixels
 * alone averages away when the photo is made smaller, which a real scene's detail does not:
 * a ground textured at several scales keeps detail in the smaller sizes, as a real scene does.
 */
async function noise(width: number, height: number, scale: number, sigma: number) {
  const grey = await sharp({
    create: {
      width: Math.round(width / scale),
      height: Math.round(height / scale),
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma },
    },
  })
    .extractChannel(0)
    .png({ compressionLevel: 1 })
    .toBuffer();
  if (scale === 1) return grey;
  return sharp(grey)
    .resize(width, height, { kernel: "cubic" })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Photo `n`: a sky's gradient and a sun over a textured ground with stones, grain all over. */
export async function photo(n: number) {
  const scene = scenes[n % scenes.length]!;
  const [top, middle, bottom] = scene.sky;
  const stones = Array.from({ length: 14 }, (_, i) => {
    const x = (i * 7919 + n * 131) % WIDTH;
    const y = scene.horizon + 100 + ((i * 104729 + n * 17) % (HEIGHT - scene.horizon));
    const r = 300 + ((i * 37 + n) % 9) * 120;
    return `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r / 2}" fill="${scene.sky[i % 3]}" opacity="0.6"/>`;
  }).join("");
  const drawing = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.45" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#sky)"/><circle cx="${900 + n * 600}" cy="700" r="260" fill="#fff6d5"/>${stones}</svg>`,
  );
  const ground = HEIGHT - scene.horizon;
  const texture = await Promise.all(
    groundOctaves.map(async ([scale, sigma]) => ({
      input: await noise(WIDTH, ground, scale, sigma),
      top: scene.horizon,
      left: 0,
      blend: "soft-light" as const,
    })),
  );
  return sharp(drawing)
    .composite([
      { input: await noise(WIDTH, HEIGHT, 1, scene.grain), blend: "soft-light" },
      ...texture,
    ])
    .jpeg({ quality: 92 })
    .toBuffer();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Publishes one article per photo through the editor's form (the photo as its cover, with its
 * alternative text), signed in as `staff.editor`, whose account the caller has made; then waits
 * until every article's page offers its own photo's smaller sizes (made in the background, one
 * photo after another), for at most `waitMs`. The articles' slugs.
 */
export async function publishPhotoArticles(
  server: RunningServer,
  photos: readonly Buffer[],
  waitMs = 180_000,
): Promise<string[]> {
  const cookie = await sessionCookie(server.url, staff.editor);
  const published: { slug: string; cover: string }[] = [];
  for (const [n, bytes] of photos.entries()) {
    const title = `Foto di copertina ${n + 1}: una giornata in studio`;
    const status = await postNewArticle(
      server.url,
      cookie,
      {
        title,
        category: "SEO",
        content:
          "## Cosa abbiamo fatto\n\nUna giornata di lavoro raccontata con una foto scattata dal telefono.",
        featured_image_alt: "Un tramonto su un terreno sassoso, con il sole basso",
        intent: "publish",
      },
      { bytes, name: `IMG_${n + 1}.jpg` },
    );
    const [stored] = articlesTitled(server.dataDir, title);
    if (status !== 303 || !stored?.featured_image_url)
      throw new Error(`Pubblicazione della foto ${n + 1} non riuscita: HTTP ${status}`);
    published.push({ slug: stored.slug, cover: stored.featured_image_url });
  }
  const deadline = Date.now() + waitMs;
  for (const { slug, cover } of published) {
    for (;;) {
      // Its own cover's: the related articles' cards below show an earlier photo's sizes first.
      const html = await (await fetch(`${server.url}/blog/${slug}`)).text();
      if (avifSizesOn(html, cover)) break;
      if (Date.now() > deadline)
        throw new Error(`I formati ridotti di /blog/${slug} non sono pronti dopo ${waitMs} ms`);
      await sleep(250);
    }
  }
  return published.map(({ slug }) => slug);
}
