// The S3 stand-in in a process of its own, printing its address: in the process of a load
// generator it would be starved of the CPU, and Litestream's uploads would lag behind.
import { startFakeS3 } from "./fake-s3";

const [dir, ...buckets] = process.argv.slice(2);
console.log((await startFakeS3(dir!, buckets)).url);
