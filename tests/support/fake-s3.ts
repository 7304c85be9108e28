import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { listenOnLoopback } from "./loopback-server";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

type Stored = { file: string; size: number; modified: Date };

function listing(bucket: string, objects: Map<string, Stored>, query: URLSearchParams) {
  const keys = [...objects.keys()].sort();
  const prefix = query.get("prefix") ?? "";
  const delimiter = query.get("delimiter") ?? "";
  const after = query.get("start-after") ?? query.get("continuation-token") ?? query.get("marker");
  const contents: string[] = [];
  const prefixes = new Set<string>();
  for (const key of keys.filter((key) => key.startsWith(prefix) && (!after || key > after))) {
    const rest = key.slice(prefix.length);
    const cut = delimiter ? rest.indexOf(delimiter) : -1;
    if (cut !== -1) prefixes.add(prefix + rest.slice(0, cut + delimiter.length));
    else contents.push(key);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
    `<Name>${escapeXml(bucket)}</Name><Prefix>${escapeXml(prefix)}</Prefix>`,
    `<KeyCount>${contents.length + prefixes.size}</KeyCount><MaxKeys>100000</MaxKeys>`,
    "<IsTruncated>false</IsTruncated>",
    ...contents.map(
      (key) =>
        `<Contents><Key>${escapeXml(key)}</Key><LastModified>${objects.get(key)!.modified.toISOString()}</LastModified><Size>${objects.get(key)!.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
    ),
    ...[...prefixes].map(
      (each) => `<CommonPrefixes><Prefix>${escapeXml(each)}</Prefix></CommonPrefixes>`,
    ),
    "</ListBucketResult>",
  ].join("");
}

const s3Error = (res: http.ServerResponse, status: number, code: string) => {
  res.writeHead(status, { "Content-Type": "application/xml" });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
};

const md5 = (data: Buffer) => crypto.createHash("md5").update(data).digest();

// S3's own floor for every part but the last.
const minimumPartBytes = 5 * 1024 * 1024;

type Upload = { bucket: string; key: string; parts: Map<number, { data: Buffer; etag: string }> };

/**
 * An S3-compatible object store on a loopback port, path-style, keeping objects as files in
 * `dir`: the requests Litestream makes (put, get, head, list with a delimiter, batch delete,
 * and the multipart upload its SDK switches to for a WAL segment of more than 5 MiB once
 * compressed), no signature checked. The multipart rules a real bucket enforces hold here too:
 * parts in ascending order, each named by its ETag, none but the last under 5 MiB. s3rver 3.7.1, the usual stand-in, cannot list a common prefix whose
 * objects lie two folders deeper (its walk prunes those folders first), which is exactly
 * Litestream's layout: its restores found no generation.
 */
export async function startFakeS3(dir: string, buckets: string[]) {
  const objects = new Map<string, Map<string, Stored>>(buckets.map((name) => [name, new Map()]));
  const uploads = new Map<string, Upload>();
  const store = (bucket: Map<string, Stored>, key: string, body: Buffer) => {
    const file = path.join(dir, crypto.randomUUID());
    fs.writeFileSync(file, body);
    const previous = bucket.get(key);
    if (previous) fs.rmSync(previous.file, { force: true });
    // Litestream picks the newest generation by these dates: they must be the writes'.
    bucket.set(key, { file, size: body.length, modified: new Date() });
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://s3");
    const [, bucketName = "", ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const bucket = objects.get(bucketName);
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const notFound = () => {
        res.writeHead(404, { "Content-Type": "application/xml" });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${bucket ? "NoSuchKey" : "NoSuchBucket"}</Code></Error>`,
        );
      };
      if (!bucket) return notFound();
      if (req.method === "GET" && key === "") {
        res.writeHead(200, { "Content-Type": "application/xml" });
        return res.end(listing(bucketName, bucket, url.searchParams));
      }
      if (req.method === "POST" && url.searchParams.has("delete")) {
        const keys = [...body.toString().matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]!);
        for (const each of keys) {
          const stored = bucket.get(each);
          if (stored) fs.rmSync(stored.file, { force: true });
          bucket.delete(each);
        }
        res.writeHead(200, { "Content-Type": "application/xml" });
        return res.end(
          `<?xml version="1.0" encoding="UTF-8"?><DeleteResult>${keys.map((each) => `<Deleted><Key>${escapeXml(each)}</Key></Deleted>`).join("")}</DeleteResult>`,
        );
      }
      if (req.method === "POST" && url.searchParams.has("uploads")) {
        const uploadId = crypto.randomUUID();
        uploads.set(uploadId, { bucket: bucketName, key, parts: new Map() });
        res.writeHead(200, { "Content-Type": "application/xml" });
        return res.end(
          `<?xml version="1.0" encoding="UTF-8"?><InitiateMultipartUploadResult><Bucket>${escapeXml(bucketName)}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      const uploadId = url.searchParams.get("uploadId");
      if (uploadId !== null) {
        const upload = uploads.get(uploadId);
        if (!upload || upload.bucket !== bucketName || upload.key !== key)
          return s3Error(res, 404, "NoSuchUpload");
        if (req.method === "PUT") {
          const number = Number(url.searchParams.get("partNumber"));
          if (!Number.isInteger(number) || number < 1 || number > 10_000)
            return s3Error(res, 400, "InvalidArgument");
          const etag = `"${md5(body).toString("hex")}"`;
          upload.parts.set(number, { data: body, etag });
          res.writeHead(200, { ETag: etag });
          return res.end();
        }
        if (req.method === "DELETE") {
          uploads.delete(uploadId);
          res.writeHead(204);
          return res.end();
        }
        if (req.method === "POST") {
          const listed = [
            ...body
              .toString()
              .matchAll(
                /<Part>\s*(?:<PartNumber>(\d+)<\/PartNumber>\s*<ETag>([^<]*)<\/ETag>|<ETag>([^<]*)<\/ETag>\s*<PartNumber>(\d+)<\/PartNumber>)/g,
              ),
          ].map((m) => ({
            number: Number(m[1] ?? m[4]),
            etag: (m[2] ?? m[3]!).replaceAll("&quot;", '"').replaceAll("&#34;", '"'),
          }));
          if (listed.length === 0) return s3Error(res, 400, "MalformedXML");
          if (listed.some((part, i) => i > 0 && part.number <= listed[i - 1]!.number))
            return s3Error(res, 400, "InvalidPartOrder");
          const parts = listed.map((part) => upload.parts.get(part.number));
          if (parts.some((part, i) => part?.etag !== listed[i]!.etag))
            return s3Error(res, 400, "InvalidPart");
          const data = parts.map((part) => part!.data);
          if (data.slice(0, -1).some((part) => part.length < minimumPartBytes))
            return s3Error(res, 400, "EntityTooSmall");
          uploads.delete(uploadId);
          store(bucket, key, Buffer.concat(data));
          const etag = `"${md5(Buffer.concat(data.map(md5))).toString("hex")}-${data.length}"`;
          res.writeHead(200, { "Content-Type": "application/xml" });
          return res.end(
            `<?xml version="1.0" encoding="UTF-8"?><CompleteMultipartUploadResult><Bucket>${escapeXml(bucketName)}</Bucket><Key>${escapeXml(key)}</Key><ETag>${escapeXml(etag)}</ETag></CompleteMultipartUploadResult>`,
          );
        }
      }
      if (req.method === "PUT") {
        store(bucket, key, body);
        res.writeHead(200, { ETag: `"${md5(body).toString("hex")}"` });
        return res.end();
      }
      // Anything else a client asks is answered as S3 answers what it does not do, never
      // mistaken for a read of the key.
      if (req.method === "POST") return s3Error(res, 501, "NotImplemented");
      const stored = bucket.get(key);
      if (!stored) return notFound();
      if (req.method === "DELETE") {
        fs.rmSync(stored.file, { force: true });
        bucket.delete(key);
        res.writeHead(204);
        return res.end();
      }
      const data = fs.readFileSync(stored.file);
      res.writeHead(200, {
        "Content-Length": data.length,
        "Content-Type": "application/octet-stream",
      });
      res.end(req.method === "HEAD" ? undefined : data);
    });
  });
  fs.mkdirSync(dir, { recursive: true });
  return listenOnLoopback(server);
}
