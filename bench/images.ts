// Photos uploaded through the article editor of the production build: a 12-megapixel JPEG as a
// phone takes it (4000 × 3000, noise-rich, about 8 MB), sent as a draft's cover.
// 1. One upload alone: the post's answer (check, clean copy, preview, article saved) and the
//    time until its sizes (480 to 1600 px in AVIF, WebP and JPEG) are recorded.
// 2. Page latency: the home page, /blog and an article requested one after another for 15 s
//    while nothing else runs (idle), then while 20 such uploads are posted one after another
//    and their sizes made in the background. Reported: p50 / p99 / max of each window.
// Target: the p99 while uploads are processed within 1.5 times the idle p99.
// Run with `npm run bench:images` after `npm run build` (BENCH_UPLOADS changes the 20).
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { insertArticles } from "../tests/support/articles";
import { startServer, type RunningServer } from "../tests/support/server";
import { createStaffAccount, staff } from "../tests/support/users";
import { postNewArticle, sessionCookie } from "./staff-cookie";
import { percentile } from "./steady-posts";

const TARGET_RATIO = 1.5;
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const IDLE_MS = 15_000;
const pages = ["/", "/blog", "/blog/articolo-di-prova"];

const round = (ms: number) => Math.round(ms * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A photo-like JPEG: noise over a gradient compresses as badly as a real scene. */
async function phonePhoto() {
  const width = 4000;
  const height = 3000;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#2a6f97"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: noise, blend: "overlay" }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

function derivedCount(dataDir: string) {
  const db = new Database(path.join(dataDir, "app.db"), { readonly: true });
  try {
    return (
      db
        .prepare("select count(*) as n from uploaded_images where derivatives is not null")
        .get() as { n: number }
    ).n;
  } finally {
    db.close();
  }
}

async function upload(server: RunningServer, cookie: string, bytes: Buffer, n: number) {
  const started = performance.now();
  const status = await postNewArticle(
    server.url,
    cookie,
    { title: `Foto dal telefono ${n}`, category: "SEO", intent: "draft" },
    { bytes, name: `IMG_${n}.jpg` },
  );
  if (status !== 303) throw new Error(`Caricamento ${n} non riuscito: ${status}`);
  return performance.now() - started;
}

/** Requests the pages one after another until `until()` is true; each one's latency. */
async function readPages(server: RunningServer, until: () => boolean) {
  const times: number[] = [];
  for (let n = 0; !until(); n += 1) {
    const started = performance.now();
    const response = await fetch(`${server.url}${pages[n % pages.length]}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

const describe = (times: number[]) =>
  `${round(percentile(times, 50))} / ${round(percentile(times, 99))} / ${round(times.reduce((a, b) => Math.max(a, b), 0))}`;

const bytes = await phonePhoto();
const server = await startServer();
try {
  await createStaffAccount(server.dataDir, staff.editor);
  insertArticles(server.dataDir, [{ title: "Articolo di prova", slug: "articolo-di-prova" }]);
  const cookie = await sessionCookie(server.url, staff.editor);

  const alone = await upload(server, cookie, bytes, 0);
  const started = performance.now();
  while (derivedCount(server.dataDir) < 1) await sleep(50);
  const derived = performance.now() - started;

  const idleEnd = performance.now() + IDLE_MS;
  const idle = await readPages(server, () => performance.now() > idleEnd);

  let done = false;
  const uploads = (async () => {
    const times: number[] = [];
    for (let n = 1; n <= UPLOADS; n += 1) times.push(await upload(server, cookie, bytes, n));
    while (derivedCount(server.dataDir) < UPLOADS + 1) await sleep(100);
    done = true;
    return times;
  })();
  const busyStarted = performance.now();
  const busy = await readPages(server, () => done);
  const busyMs = performance.now() - busyStarted;
  const uploadTimes = await uploads;

  const ratio = percentile(busy, 99) / percentile(idle, 99);
  console.table({
    "photo (MB, megapixels)": `${round(bytes.length / 1024 / 1024)}, 12`,
    "upload post, alone (ms)": round(alone),
    "then its sizes made (ms)": round(derived),
    [`${UPLOADS} uploads: posts p50 / max (ms)`]: `${round(percentile(uploadTimes, 50))} / ${round(percentile(uploadTimes, 100))}`,
    [`${UPLOADS} uploads and their sizes (s)`]: round(busyMs / 1000),
    "pages idle: p50 / p99 / max (ms)": describe(idle),
    "pages during uploads: p50 / p99 / max (ms)": describe(busy),
    "p99 during / idle": Math.round(ratio * 100) / 100,
  });
  const ok = ratio <= TARGET_RATIO;
  console.log(
    `${ok ? "PASS" : "FAIL"}: p99 during uploads ${round(ratio * 100) / 100}× idle, target ≤ ${TARGET_RATIO}×`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
