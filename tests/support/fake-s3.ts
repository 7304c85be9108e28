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

/**
 * An S3-compatible object store on a loopback port, path-style, keeping objects as files in
 * `dir`: the requests Litestream makes (put, get, head, list with a delimiter, batch delete),
 * no signature checked. s3rver 3.7.1, the usual stand-in, cannot list a common prefix whose
 * objects lie two folders deeper (its walk prunes those folders first), which is exactly
 * Litestream's layout: its restores found no generation.
 */
export async function startFakeS3(dir: string, buckets: string[]) {
  const objects = new Map<string, Map<string, Stored>>(buckets.map((name) => [name, new Map()]));
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
      if (req.method === "PUT") {
        const file = path.join(dir, crypto.randomUUID());
        fs.writeFileSync(file, body);
        // Litestream picks the newest generation by these dates: they must be the writes'.
        bucket.set(key, { file, size: body.length, modified: new Date() });
        res.writeHead(200, { ETag: `"${crypto.createHash("md5").update(body).digest("hex")}"` });
        return res.end();
      }
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
