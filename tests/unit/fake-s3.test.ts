import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startFakeS3 } from "../support/fake-s3";

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let client: S3Client;
let work = "";

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "fake-s3-"));
  s3 = await startFakeS3(path.join(work, "s3"), ["agency"]);
  client = new S3Client({
    endpoint: s3.url,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "prova", secretAccessKey: "prova" },
  });
});
afterAll(async () => {
  client.destroy();
  await s3.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const mebibytes = (n: number, fill: number) => Buffer.alloc(n * 1024 * 1024, fill);

/** Sends `parts` as one multipart upload of `key`, completing with `listed` (all, in order, by default). */
async function multipart(key: string, parts: Buffer[], listed?: (etags: string[]) => object[]) {
  const { UploadId } = await client.send(
    new CreateMultipartUploadCommand({ Bucket: "agency", Key: key }),
  );
  const etags: string[] = [];
  for (const [i, body] of parts.entries()) {
    const { ETag } = await client.send(
      new UploadPartCommand({
        Bucket: "agency",
        Key: key,
        UploadId,
        PartNumber: i + 1,
        Body: body,
      }),
    );
    etags.push(ETag!);
  }
  return client.send(
    new CompleteMultipartUploadCommand({
      Bucket: "agency",
      Key: key,
      UploadId,
      MultipartUpload: {
        Parts: listed?.(etags) ?? etags.map((ETag, i) => ({ ETag, PartNumber: i + 1 })),
      },
    }),
  );
}

// Litestream's SDK uploads a WAL segment of more than 5 MiB (compressed) in parts: a stand-in
// without them left the replica stuck at the first large segment.
test("a multipart upload is stored as its parts joined, in their order", async () => {
  const parts = [mebibytes(5, 1), mebibytes(1, 2)];
  const done = await multipart("sito/db/segmento", parts);
  expect(done.ETag).toMatch(/^"[0-9a-f]{32}-2"$/);
  const read = await client.send(
    new GetObjectCommand({ Bucket: "agency", Key: "sito/db/segmento" }),
  );
  expect(Buffer.from(await read.Body!.transformToByteArray()).equals(Buffer.concat(parts))).toBe(
    true,
  );
});

test("a multipart upload is refused as S3 refuses it", async () => {
  await expect(multipart("piccola", [mebibytes(1, 1), mebibytes(1, 2)])).rejects.toMatchObject({
    name: "EntityTooSmall",
  });
  await expect(
    multipart("disordine", [mebibytes(5, 1), mebibytes(5, 2)], (etags) => [
      { ETag: etags[1], PartNumber: 2 },
      { ETag: etags[0], PartNumber: 1 },
    ]),
  ).rejects.toMatchObject({ name: "InvalidPartOrder" });
  await expect(
    multipart("etag", [mebibytes(5, 1), mebibytes(1, 2)], (etags) => [
      { ETag: etags[1], PartNumber: 1 },
      { ETag: etags[1], PartNumber: 2 },
    ]),
  ).rejects.toMatchObject({ name: "InvalidPart" });
  await expect(
    client.send(
      new UploadPartCommand({
        Bucket: "agency",
        Key: "ignota",
        UploadId: "nessuno",
        PartNumber: 1,
        Body: "x",
      }),
    ),
  ).rejects.toMatchObject({ name: "NoSuchUpload" });
  await expect(
    client.send(new GetObjectCommand({ Bucket: "agency", Key: "piccola" })),
  ).rejects.toMatchObject({ name: "NoSuchKey" });
});
