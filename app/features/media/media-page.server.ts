import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import * as z from "zod";
import {
  unreadableFormAlerts,
  writeRefusedAlert,
  type FormAlertContent,
} from "~/components/form-messages";
import { requiredImageAlt } from "~/features/articles/article-schema";
import { isStoredImageName } from "~/features/articles/uploads.server";
import { mediaPage as t, mediaToasts } from "~/features/media/content/media";
import {
  findMediaImage,
  listMediaImages,
  removeMediaImage,
  setImageAlt,
  type MediaImage,
} from "~/features/media/media-images.server";
import { lastDailyRun } from "~/utils/daily-run.server";
import { lastRunSetting, UNUSED_UPLOAD_DAYS } from "~/features/visitor-data/retention.server";
import { staffWrite, writeRefused } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { formatDate, formatMoment } from "~/utils/format";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { redirectWithToast } from "~/utils/toast.server";

export const mediaPath = "/admin/media";
const perPage = 24;
const dayMs = 24 * 60 * 60 * 1000;

type MediaFilter = keyof typeof t.filters;
const mediaFilters = Object.keys(t.filters) as MediaFilter[];

const filterOf = (value: string | null): MediaFilter =>
  mediaFilters.find((filter) => filter === value) ?? "tutte";

const megabyte = new Intl.NumberFormat("it-IT", { maximumFractionDigits: 1 });

/** `2,3 MB`, `480 KB`: a file's weight as people read it. */
export function formatBytes(bytes: number) {
  if (bytes >= 1024 * 1024) return `${megabyte.format(bytes / (1024 * 1024))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Where an image is used, each article once, with where the editor shows it. */
const shownUses = (image: MediaImage) =>
  image.uses.map((use) => ({
    title: use.title,
    where: use.where,
    href:
      use.where === "deleted"
        ? "/admin/articoli/eliminati"
        : use.where === "revision"
          ? `/admin/articoli/${use.articleId}/revisioni`
          : `/admin/articoli/${use.articleId}`,
  }));

/** When the clean-up may take an unused image: a week after it was written, or next time. */
function removalOf(image: MediaImage, now: Date) {
  if (image.uses.length > 0) return null;
  const due = new Date(image.createdAt.getTime() + UNUSED_UPLOAD_DAYS * dayMs);
  return due.getTime() > now.getTime() ? formatDate(due) : formatDate(now);
}

function shown(image: MediaImage, now: Date) {
  return {
    name: image.name,
    src: `/uploads/${image.thumbnail?.name ?? image.name}`,
    width: image.width,
    height: image.height,
    size: t.size(image.width, image.height, formatBytes(image.bytes)),
    uploaded: t.uploadedBy(formatDate(image.createdAt), image.uploader),
    alt: image.alt,
    uses: shownUses(image),
    removal: removalOf(image, now),
  };
}

/** `/admin/media`: a page of images (`?pagina=`), all of them or used or not (`?uso=`). */
export function mediaPageData(url: URL, now = new Date()) {
  const filter = filterOf(url.searchParams.get("uso"));
  const all = listMediaImages();
  const chosen = all.filter((image) =>
    filter === "tutte" ? true : image.uses.length > 0 === (filter === "usate"),
  );
  const pageCount = Math.max(1, Math.ceil(chosen.length / perPage));
  const asked = Number(url.searchParams.get("pagina"));
  const page = Number.isSafeInteger(asked) && asked >= 1 ? Math.min(asked, pageCount) : 1;
  const last = getEnv().RETENTION_SCHEDULE === "off" ? null : lastDailyRun(lastRunSetting);
  return {
    images: chosen.slice((page - 1) * perPage, page * perPage).map((image) => shown(image, now)),
    total: all.length,
    filter,
    page,
    pageCount,
    cleanup: {
      days: UNUSED_UPLOAD_DAYS,
      scheduled: getEnv().RETENTION_SCHEDULE !== "off",
      last: last === null ? null : formatMoment(new Date(last)),
    },
  };
}

function requireImage(name: string) {
  const image = isStoredImageName(name) ? findMediaImage(name) : null;
  if (!image) throw data({ message: "Immagine non trovata" }, { status: 404 });
  return image;
}

/** `/admin/media/:name`: the image, its facts, where it is used, its text. */
export function mediaImagePageData(name: string, now = new Date()) {
  const image = requireImage(name);
  return {
    ...shown(image, now),
    original: `/uploads/${image.name}`,
    weight: formatBytes(image.bytes),
    sizes: image.sizes,
  };
}

export type MediaImageAnswer = {
  result: SubmissionResult<string[]> | undefined;
  alert: FormAlertContent | null;
};

const answer = (value: Partial<MediaImageAnswer>, init?: ResponseInit) =>
  data<MediaImageAnswer>({ result: undefined, alert: null, ...value }, init);

const altSchema = z.object({ alt: requiredImageAlt });

async function saveAlt(formData: FormData, name: string) {
  const submission = parseWithZod(formData, { schema: altSchema });
  if (submission.status !== "success")
    return answer({ result: submission.reply() }, { status: 400 });
  const saved = await staffWrite(() => setImageAlt(name, submission.value.alt));
  if (saved === writeRefused)
    return answer(
      { result: submission.reply(), alert: writeRefusedAlert },
      { status: 503, headers: retryLaterHeaders },
    );
  if (!saved) throw data({ message: "Immagine non trovata" }, { status: 404 });
  return redirectWithToast(`${mediaPath}/${name}`, mediaToasts.described);
}

async function remove(name: string) {
  const removed = await staffWrite(() => removeMediaImage(name));
  if (removed === writeRefused)
    return redirectWithToast(`${mediaPath}/${name}`, mediaToasts.refused);
  if (removed.outcome === "missing") return redirectWithToast(mediaPath, mediaToasts.gone);
  if (removed.outcome === "in-use")
    return answer(
      {
        alert: { title: mediaToasts.inUse.title, description: t.deleteInUse(removed.uses.length) },
      },
      { status: 409 },
    );
  return redirectWithToast(mediaPath, mediaToasts.deleted);
}

/** The image page's posts, by `intent`: `describe` (its text) or `delete`. */
export async function handleMediaImagePost(request: Request, name: string) {
  requireImage(name);
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok)
    return answer(
      { alert: unreadableFormAlerts[body.problem] },
      { status: body.status, headers: refusedBodyHeaders },
    );
  const intent = body.formData.get("intent");
  if (intent === "delete") return remove(name);
  if (intent === "describe") return saveAlt(body.formData, name);
  throw data({ message: "Richiesta non valida" }, { status: 400 });
}
