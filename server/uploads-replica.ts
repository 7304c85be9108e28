// Litestream ships the database only. The files staff upload go to the same bucket, under
// `<path>/uploads/` beside Litestream's `<path>/db`, by a periodic copy of what is new; an empty
// volume restored from the replica gets them back before the server starts.
import fs from "node:fs";
import path from "node:path";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { ConfigError, launcherSettings } from "../app/utils/env.server";
import { logger } from "../app/utils/logger.server";

export type UploadsReplica = { client: S3Client; bucket: string; prefix: string; url: string };

/**
 * The bucket of LITESTREAM_REPLICA_URL and the folder of its uploads, reached with Litestream's
 * own settings, so that one set of variables describes the whole replica. Null when unset.
 */
export function uploadsReplica(
  source: Record<string, string | undefined> = process.env,
): UploadsReplica | null {
  const env = launcherSettings(source);
  const url = env.LITESTREAM_REPLICA_URL;
  if (!url) return null;
  const match = /^s3:\/\/([^/]+)\/*(.*?)\/*$/.exec(url);
  if (!match)
    throw new ConfigError([
      `LITESTREAM_REPLICA_URL: deve essere s3://secchio/percorso (Amazon S3, o R2, B2, MinIO con LITESTREAM_ENDPOINT): i file caricati vanno nello stesso secchio del database, non "${url}"`,
    ]);
  const [, bucket, folder] = match as unknown as [string, string, string];
  const keyId = env.LITESTREAM_ACCESS_KEY_ID;
  const secret = env.LITESTREAM_SECRET_ACCESS_KEY;
  const client = new S3Client({
    region: env.LITESTREAM_REGION ?? "us-east-1",
    endpoint: env.LITESTREAM_ENDPOINT,
    forcePathStyle: env.LITESTREAM_FORCE_PATH_STYLE === "true",
    // Without keys the SDK looks where Litestream also looks (AWS_* variables, an instance role).
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    // The SDK's default checksums travel as chunked trailers that several S3-compatible
    // services refuse; the bodies here are whole files, sent with their length.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return { client, bucket, prefix: folder ? `${folder}/uploads/` : "uploads/", url };
}

/** Files under `dir` by their path from it; a name starting with a dot is a file being written. */
function localUploads(dir: string, folder = ""): Map<string, number> {
  const found = new Map<string, number>();
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(dir, folder), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return found;
    throw error;
  }
  for (const entry of entries) {
    if (entry.name.startsWith(".")) continue;
    const name = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      for (const [inner, size] of localUploads(dir, name)) found.set(inner, size);
    } else if (entry.isFile()) {
      found.set(name, fs.statSync(path.join(dir, name)).size);
    }
  }
  return found;
}

/** The uploads in the replica, by their path under its uploads folder, with their sizes. */
export async function replicaUploads({ client, bucket, prefix }: UploadsReplica) {
  const found = new Map<string, number>();
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key) found.set(object.Key.slice(prefix.length), object.Size ?? 0);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found;
}

/** Runs `work` on every item, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(width, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/**
 * Makes the replica's uploads what `dir` holds: new or changed files are sent, files gone from
 * `dir` are deleted. `known` is the replica's listing, kept up to date, so that a pass with
 * nothing new costs no request. An empty `dir` deletes nothing: it is a lost folder far more
 * often than a site whose every upload was removed.
 */
export async function syncUploads(
  replica: UploadsReplica,
  dir: string,
  known: Map<string, number>,
) {
  const local = localUploads(dir);
  const toSend = [...local].filter(([name, size]) => known.get(name) !== size);
  const toDelete = local.size === 0 ? [] : [...known.keys()].filter((name) => !local.has(name));
  await inParallel(toSend, 4, async ([name, size]) => {
    const body = await fs.promises.readFile(path.join(dir, name)).catch((error: unknown) => {
      // Removed since the listing: the next pass deletes it from the replica if it was there.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    });
    if (!body) return;
    await replica.client.send(
      new PutObjectCommand({ Bucket: replica.bucket, Key: replica.prefix + name, Body: body }),
    );
    known.set(name, size);
  });
  // DeleteObjects takes at most 1,000 keys a request.
  for (let start = 0; start < toDelete.length; start += 1000) {
    const batch = toDelete.slice(start, start + 1000);
    await replica.client.send(
      new DeleteObjectsCommand({
        Bucket: replica.bucket,
        Delete: { Objects: batch.map((name) => ({ Key: replica.prefix + name })), Quiet: true },
      }),
    );
    for (const name of batch) known.delete(name);
  }
  return { sent: toSend.length, deleted: toDelete.length };
}

/**
 * Fetches every upload of the replica into `dir`, each file written beside its place and then
 * renamed, so none is left half-written. Files already there with the same size are kept.
 */
export async function restoreUploads(replica: UploadsReplica, dir: string) {
  const remote = await replicaUploads(replica);
  const local = localUploads(dir);
  const root = path.resolve(dir);
  const missing = [...remote].filter(([name, size]) => local.get(name) !== size);
  await inParallel(missing, 4, async ([name]) => {
    const target = path.resolve(root, name);
    // A key is a name the replica chose: nothing may land outside the uploads folder.
    if (!target.startsWith(root + path.sep) || name.split("/").some((part) => part.startsWith(".")))
      return;
    const object = await replica.client.send(
      new GetObjectCommand({ Bucket: replica.bucket, Key: replica.prefix + name }),
    );
    const bytes = await object.Body!.transformToByteArray();
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.ripristino`);
    await fs.promises.writeFile(temporary, bytes, { mode: 0o644 });
    await fs.promises.rename(temporary, target);
  });
  return missing.length;
}

const reasonOf = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Copies new uploads to the replica every `everyMs`, and once more when stopped. A failure is
 * logged once, with the next success; the listing is taken again after one, and every hour in
 * case something else changed the bucket.
 */
export function startUploadsReplication(
  replica: UploadsReplica,
  dir: string,
  { everyMs, relistEveryMs = 3_600_000 }: { everyMs: number; relistEveryMs?: number },
) {
  let known: Map<string, number> | null = null;
  let listedAt = 0;
  let failing = false;
  let running: Promise<void> | null = null;

  async function pass() {
    try {
      if (!known || Date.now() - listedAt > relistEveryMs) {
        known = await replicaUploads(replica);
        listedAt = Date.now();
      }
      await syncUploads(replica, dir, known);
      if (failing) logger.info(`File caricati di nuovo copiati nella replica ${replica.url}`);
      failing = false;
    } catch (error) {
      known = null;
      if (!failing)
        logger.error(
          `Copia dei file caricati nella replica ${replica.url} non riuscita (${reasonOf(error)}): nuovo tentativo ogni ${Math.round(everyMs / 1000)} s`,
        );
      failing = true;
    }
  }

  const round = () => {
    running ??= pass().finally(() => (running = null));
    return running;
  };
  void round();
  const timer = setInterval(round, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await round();
    },
  };
}
