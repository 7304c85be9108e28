// The edge in front of the production build, for real, as the README sets it up: Debian's
// Varnish with deploy/varnish.vcl in front of the site, and nginx with deploy/nginx.conf
// (TLS, with a certificate made here) in front of Varnish, each on free loopback ports with
// its own folder. Every request goes through nginx for www.example.it, as a visitor's would.
// Checked: a public page answered by the edge; a publish and an edit through the staff's own
// form, visible at the edge within 2 s thanks to the purge (EDGE_PURGE_URL); a signed-in page
// never kept, nor a public one asked for with the session cookie; a form post reaching the
// site; nginx's redirect to HTTPS and its body limit, as large as the largest post the site
// takes; a query the page does not read answered from the site's copy and never kept here,
// one it reads kept. Run with `npx tsx scripts/edge-check.ts` after `npm run build`; as root it installs
// varnish and nginx with apt when they are missing.
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { bodyLimits } from "../app/utils/form-body.server";
import { MAX_IMAGE_BYTES } from "../app/features/articles/image-limits";
import { insertArticles } from "../tests/support/articles";
import { queryDb } from "../tests/support/db";
import { exitOf, freePort, startServer, type RunningServer } from "../tests/support/server";
import { createStaffAccount, staff } from "../tests/support/users";

const VISIBLE_WITHIN_MS = 2_000;
const started = performance.now();
const siteHost = "www.example.it";
const siteOrigin = `https://${siteHost}`;

const install = spawnSync(
  "bash",
  ["scripts/ensure-debian-packages.sh", "varnish:varnishd", "nginx"],
  { stdio: "inherit" },
);
if (install.status !== 0) {
  console.log("FAIL  Varnish e nginx non sono disponibili");
  process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-edge-"));
// Run by root, varnishd reads its VCL and works as its own unprivileged user.
fs.chmodSync(dir, 0o755);
const children: ChildProcess[] = [];
let server: RunningServer | undefined;
let failures = 0;
const figures: Record<string, string> = {};

function check(ok: boolean, label: string, detail: string) {
  if (!ok) failures += 1;
  console.log(`${ok ? "ok  " : "FAIL"}  ${label}: ${detail}`);
}

/** The deploy file with the production values this run replaces, each required to be there. */
function deployFile(name: string, replacements: [string, string][]) {
  let text = fs.readFileSync(path.join("deploy", name), "utf8");
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`deploy/${name} non contiene più «${from}»`);
    text = text.split(from).join(to);
  }
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

function launch(command: string, args: string[], logName: string) {
  const log = fs.openSync(path.join(dir, logName), "a");
  const child = spawn(command, args, { stdio: ["ignore", log, log] });
  fs.closeSync(log);
  children.push(child);
  return child;
}

async function waitUntil(what: string, child: ChildProcess, ready: () => Promise<boolean>) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${what} è terminato con codice ${child.exitCode}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} non risponde dopo 20 s`);
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
type Visit = { method?: string; headers?: http.OutgoingHttpHeaders; body?: Buffer | string };

/** One request on its own connection, answered whether or not the whole body was taken. */
function request(
  transport: typeof http | typeof https,
  options: https.RequestOptions,
  { method = "GET", headers = {}, body }: Visit,
) {
  return new Promise<Answer>((resolve, reject) => {
    let answered = false;
    const req = transport.request(
      {
        ...options,
        host: "127.0.0.1",
        method,
        agent: false,
        headers: {
          Host: siteHost,
          ...(body === undefined ? {} : { "Content-Length": Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    // A proxy refusing a body may answer before it is all sent, and then close.
    req.on("error", (error) => (answered ? undefined : reject(error)));
    req.end(body);
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = {
  "Content-Type": "application/x-www-form-urlencoded",
  Origin: siteOrigin,
};

function multipart(fields: Record<string, string>, file: { name: string; totalBytes: number }) {
  const boundary = "----edge-check-boundary";
  const head = Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("") +
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="copertina.jpg"\r\n` +
      "Content-Type: image/jpeg\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const content = Buffer.alloc(file.totalBytes - head.length - tail.length, 0x41);
  return {
    body: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (ms: number) => `${Math.round(ms)} ms`;

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}
process.on("SIGINT", () => {
  stopAll();
  process.exit(130);
});

try {
  const [varnishPort, purgePort, httpPort, httpsPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  server = await startServer(
    {
      SITE_URL: siteOrigin,
      TRUST_PROXY: "2",
      EDGE_PURGE_URL: `http://127.0.0.1:${purgePort}/`,
    },
    { logFile: path.join(dir, "server.log") },
  );
  const sitePort = new URL(server.url).port;

  const vcl = deployFile("varnish.vcl", [['.port = "3000";', `.port = "${sitePort}";`]]);
  const varnish = launch(
    "varnishd",
    [
      "-F",
      ...["-n", path.join(dir, "varnish")],
      ...["-f", vcl],
      ...["-a", `public=127.0.0.1:${varnishPort}`],
      ...["-a", `purge=127.0.0.1:${purgePort}`],
      ...["-s", "malloc,64m"],
      ...["-T", "none"],
    ],
    "varnish.log",
  );

  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
      ...["-nodes", "-days", "1", "-subj", `/CN=${siteHost}`],
      ...["-addext", `subjectAltName=DNS:${siteHost}`],
      ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
    ],
    { stdio: "ignore" },
  );
  const certificate = fs.readFileSync(path.join(dir, "cert.pem"));
  const site = deployFile("nginx.conf", [
    ["listen 80;", `listen 127.0.0.1:${httpPort};`],
    ["listen 443 ssl", `listen 127.0.0.1:${httpsPort} ssl`],
    [`/etc/letsencrypt/live/${siteHost}/fullchain.pem`, path.join(dir, "cert.pem")],
    [`/etc/letsencrypt/live/${siteHost}/privkey.pem`, path.join(dir, "key.pem")],
    ["server 127.0.0.1:6081;", `server 127.0.0.1:${varnishPort};`],
  ]);
  // What a distribution's nginx.conf around the site's file holds, kept in this folder.
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, `nginx-${name}`)};`;
  fs.writeFileSync(
    path.join(dir, "nginx-main.conf"),
    [
      "worker_processes 1;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "nginx-error.log")} warn;`,
      "events { worker_connections 256; }",
      "http {",
      `  access_log ${path.join(dir, "nginx-access.log")};`,
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${temp(name)}`),
      `  include ${site};`,
      "}",
    ].join("\n"),
  );
  const nginx = launch(
    "nginx",
    ["-e", "stderr", "-p", dir, "-c", path.join(dir, "nginx-main.conf"), "-g", "daemon off;"],
    "nginx.log",
  );

  const plain = (requestPath: string) => request(http, { port: httpPort, path: requestPath }, {});
  const visit = (requestPath: string, options: Visit = {}) =>
    request(
      https,
      { port: httpsPort, path: requestPath, servername: siteHost, ca: certificate },
      options,
    );
  await waitUntil("Varnish", varnish, async () => {
    await request(http, { port: varnishPort, path: "/healthz" }, {});
    return true;
  });
  await waitUntil("nginx", nginx, async () => (await visit("/healthz")).status === 200);
  // Both print their version on stderr.
  const versions = [
    ["varnishd", "-V"],
    ["nginx", "-v"],
  ].map(
    ([command = "", flag = ""]) =>
      spawnSync(command, [flag], { encoding: "utf8" }).stderr.split("\n")[0] ?? command,
  );
  console.log(
    `In funzione: ${versions.join("; ")}; avvio in ${round(performance.now() - started)}`,
  );

  await createStaffAccount(server.dataDir, staff.admin);
  const seeded = { title: "Articolo già in linea", slug: "articolo-gia-in-linea" };
  insertArticles(server.dataDir, [seeded]);
  const xCache = (answer: Answer) => String(answer.headers["x-cache"] ?? "-");

  // 1. A public page from the edge.
  const firstView = await visit("/chi-siamo");
  await sleep(1_100);
  const secondView = await visit("/chi-siamo");
  check(
    firstView.status === 200 &&
      secondView.status === 200 &&
      xCache(secondView) === "HIT" &&
      Number(secondView.headers.age) > 0,
    "1. Pagina pubblica servita dalla cache edge",
    `/chi-siamo: prima ${xCache(firstView)}, poi ${xCache(secondView)} con Age ${String(secondView.headers.age)}`,
  );

  // Only the site reaches Varnish's purge address: a visitor's purge is a plain request.
  const attempts = [];
  for (const method of ["PURGE", "POST"])
    attempts.push(await visit("/chi-siamo", { method, headers: { "Cache-Tag": "pagine" } }));
  const afterAttempts = await visit("/chi-siamo");
  check(
    xCache(afterAttempts) === "HIT",
    "1. Un visitatore non può svuotare la cache edge",
    `PURGE e POST con Cache-Tag: HTTP ${attempts.map((answer) => answer.status).join(", ")}; ` +
      `/chi-siamo poi ${xCache(afterAttempts)}`,
  );

  // 2. A publish and an edit, through the staff's own form, visible at the edge.
  const signIn = await visit("/login", {
    method: "POST",
    headers: formHeaders,
    body: form({ email: staff.admin.email, password: staff.admin.password }),
  });
  const sessionCookie =
    [signIn.headers["set-cookie"] ?? []]
      .flat()
      .find((line) => line.startsWith("sessione="))
      ?.split(";")[0] ?? "";
  if (signIn.status !== 303 || !sessionCookie)
    throw new Error(`Accesso dello staff non riuscito: HTTP ${signIn.status}`);
  const signedIn = { Cookie: sessionCookie };

  /** Asks for `page` at the edge until `expected` shows, after `write` was answered. */
  async function visibleAfter(
    label: string,
    page: string,
    expected: string,
    write: { to: string } & Visit,
  ) {
    await visit(page);
    const before = await visit(page);
    const cachedBefore = xCache(before) === "HIT" && !before.body.includes(expected);
    const action = await visit(write.to, write);
    const saved = performance.now();
    let seen: Answer | undefined;
    let asked = 0;
    while (performance.now() - saved < VISIBLE_WITHIN_MS + 1_000) {
      const answer = await visit(page);
      asked += 1;
      if (answer.body.includes(expected)) {
        seen = answer;
        break;
      }
      await sleep(20);
    }
    const ms = performance.now() - saved;
    figures[label] = seen ? round(ms) : "mai";
    check(
      action.status === 303 && cachedBefore && seen !== undefined && ms <= VISIBLE_WITHIN_MS,
      `2. ${label} visibile dall'edge entro ${VISIBLE_WITHIN_MS / 1000} s`,
      `${page} prima ${xCache(before)}; salvataggio HTTP ${action.status}; ` +
        (seen
          ? `visibile dopo ${round(ms)}, alla richiesta n. ${asked} (${xCache(seen)})`
          : "non visibile"),
    );
  }

  await visibleAfter("Pubblicazione", "/blog", "Novità dalla cache edge", {
    to: "/admin/articoli/nuovo",
    method: "POST",
    headers: { ...formHeaders, ...signedIn },
    body: form({
      title: "Novità dalla cache edge",
      slug: "novita-dalla-cache-edge",
      excerpt: "Un articolo pubblicato dal modulo dello staff.",
      content: "Il testo dell'articolo appena pubblicato.",
      category: "SEO",
      intent: "publish",
    }),
  });

  const [row] = queryDb<{ id: string; updated_at: number }>(
    server.dataDir,
    "select id, updated_at from articles where slug = ?",
    seeded.slug,
  );
  await visibleAfter("Modifica", `/blog/${seeded.slug}`, "Testo corretto dallo staff.", {
    to: `/admin/articoli/${row?.id ?? "?"}`,
    method: "POST",
    headers: { ...formHeaders, ...signedIn },
    body: form({
      title: seeded.title,
      slug: seeded.slug,
      excerpt: "Estratto rivisto.",
      content: "Testo corretto dallo staff.",
      category: "SEO",
      status: "published",
      updated_at: String(row?.updated_at ?? 0),
      intent: "save",
    }),
  });

  // 3. Signed in: never kept, and nothing kept for others.
  const staffViews = [await visit("/admin", { headers: signedIn }), await visit("/admin")];
  await sleep(1_100);
  staffViews.push(await visit("/admin", { headers: signedIn }));
  const [staffFirst, anonymous, staffAgain] = staffViews as [Answer, Answer, Answer];
  check(
    staffFirst.status === 200 &&
      staffAgain.status === 200 &&
      [staffFirst, staffAgain].every(
        (answer) =>
          xCache(answer) === "PASS" &&
          String(answer.headers["cache-control"]).includes("no-store") &&
          Number(answer.headers.age ?? 0) === 0,
      ) &&
      anonymous.status === 303,
    "3. Pagina dello staff mai in cache",
    `/admin con la sessione: ${xCache(staffFirst)}, ${xCache(staffAgain)} (Age ${String(staffAgain.headers.age)}, ` +
      `${String(staffAgain.headers["cache-control"])}); senza: HTTP ${anonymous.status}`,
  );

  // An address with a query the page reads, which no check before has asked for.
  const privatePage = "/spicy-presentazione-slides?slide=2";
  const withSession = await visit(privatePage, { headers: signedIn });
  const othersFirst = await visit(privatePage);
  const othersAgain = await visit(privatePage);
  check(
    withSession.status === 200 &&
      xCache(withSession) === "PASS" &&
      String(withSession.headers["cache-control"]).startsWith("private") &&
      xCache(othersFirst) === "MISS" &&
      xCache(othersAgain) === "HIT",
    "3. Pagina pubblica chiesta con la sessione: né servita né tenuta dall'edge",
    `con la sessione ${xCache(withSession)} (${String(withSession.headers["cache-control"])}), ` +
      `poi per gli altri ${xCache(othersFirst)}, ${xCache(othersAgain)}`,
  );

  // 4. A visitor's form post, as a browser without JavaScript sends it.
  const posts = [];
  for (const email of ["edge-1@example.com", "edge-2@example.com"]) {
    posts.push(
      await visit("/contatti", {
        method: "POST",
        headers: formHeaders,
        body: form({
          nome: "Prova",
          cognome: "Edge",
          email,
          telefono: "",
          azienda: "",
          servizio: "social-media",
          messaggio: "Una richiesta passata da nginx e da Varnish.",
          privacy_accepted: "on",
          sito_web: "",
        }),
      }),
    );
  }
  const stored = queryDb<{ email: string }>(
    server.dataDir,
    "select email from contact_submissions where email like 'edge-%'",
  );
  check(
    posts.every(
      (post) =>
        post.status === 303 && post.headers.location === "/grazie" && xCache(post) === "PASS",
    ) && stored.length === 2,
    "4. Modulo di contatto inviato attraverso l'edge",
    `${posts.map((post) => `HTTP ${post.status} → ${String(post.headers.location)} (${xCache(post)})`).join(", ")}; ` +
      `${stored.length} richieste salvate su 2`,
  );

  // 5. nginx: HTTPS, and the body limit of the largest post.
  const redirect = await plain("/contatti");
  const secure = await visit("/");
  check(
    redirect.status === 301 &&
      redirect.headers.location === `${siteOrigin}/contatti` &&
      secure.status === 200,
    "5. nginx: HTTP porta a HTTPS, HTTPS risponde",
    `http → ${redirect.status} ${String(redirect.headers.location)}; https → ${secure.status} (certificato per ${siteHost})`,
  );

  const largest = bodyLimits.articleForm;
  const upload = (totalBytes: number) => {
    const { body, contentType } = multipart(
      { title: "Copertina troppo grande", category: "SEO", intent: "draft" },
      { name: "image", totalBytes },
    );
    return visit("/admin/articoli/nuovo", {
      method: "POST",
      headers: { ...signedIn, Origin: siteOrigin, "Content-Type": contentType },
      body,
    });
  };
  const atLimit = await upload(largest);
  const pastLimit = await upload(largest + 1);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  check(
    atLimit.status === 400 &&
      // The site's own refusal, next to the field: the image is over its limit.
      atLimit.body.includes(`supera i ${MAX_IMAGE_BYTES / 1024 / 1024} MB`) &&
      pastLimit.status === 413 &&
      pastLimit.body.includes("nginx"),
    "5. nginx: client_max_body_size pari al post più grande del sito",
    `${largest} byte (${mb(largest)}): HTTP ${atLimit.status}, risposta del sito; ` +
      `${largest + 1} byte: HTTP ${pastLimit.status}${pastLimit.body.includes("nginx") ? " da nginx" : ""}`,
  );

  // 6. Queries: one address's copy each for the parameters a page reads, none for the others.
  const page = await visit("/chi-siamo");
  const aliases = [];
  for (let i = 0; i < 3; i += 1)
    aliases.push(await visit(`/chi-siamo?utm_source=edge&x=${Date.now()}-${i}`));
  const pageAgain = await visit("/chi-siamo");
  check(
    xCache(page) === "HIT" &&
      xCache(pageAgain) === "HIT" &&
      aliases.every(
        (alias) =>
          alias.status === 200 &&
          xCache(alias) === "PASS" &&
          String(alias.headers["cache-control"]).startsWith("private") &&
          alias.body === page.body,
      ),
    "6. Parametri che la pagina non legge: la copia del sito, mai una copia per indirizzo",
    `/chi-siamo ${xCache(page)}; con ?x= unici ${aliases.map((alias) => `${alias.status} ${xCache(alias)}`).join(", ")} ` +
      `(${String(aliases[0]?.headers["cache-control"])}, pagina ${aliases.every((alias) => alias.body === page.body) ? "uguale" : "diversa"}); poi /chi-siamo ${xCache(pageAgain)}`,
  );
  const secondPage = [await visit("/blog?pagina=2"), await visit("/blog?pagina=2")];
  check(
    secondPage.every((answer) => answer.status === 200) &&
      xCache(secondPage[0]!) === "MISS" &&
      xCache(secondPage[1]!) === "HIT",
    "6. Un parametro che la pagina legge: una copia per valore",
    `/blog?pagina=2: ${secondPage.map((answer) => `${answer.status} ${xCache(answer)}`).join(", ")}`,
  );
} catch (error) {
  failures += 1;
  console.log(`FAIL  ${error instanceof Error ? error.message : String(error)}`);
} finally {
  stopAll();
  await Promise.all(children.map((child) => exitOf(child)));
  await server?.stop();
  if (failures > 0)
    for (const log of ["server.log", "varnish.log", "nginx.log", "nginx-error.log"]) {
      const file = path.join(dir, log);
      if (!fs.existsSync(file)) continue;
      const lines = fs.readFileSync(file, "utf8").trim().split("\n").slice(-15);
      console.log(`\n--- ${log} (ultime righe)\n${lines.join("\n")}`);
    }
  fs.rmSync(dir, { recursive: true, force: true });
}

figures["durata totale"] = `${((performance.now() - started) / 1000).toFixed(1)} s`;
console.log(
  `\n${Object.entries(figures)
    .map(([name, value]) => `${name}: ${value}`)
    .join("; ")}`,
);
console.log(failures === 0 ? "Cache edge: tutto ok" : `Cache edge: ${failures} controlli FALLITI`);
process.exitCode = failures === 0 ? 0 : 1;
