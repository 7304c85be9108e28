import { slugify } from "../../app/features/articles/slug";
import { insertArticles, showcaseArticle } from "../support/articles";
import { queryDb } from "../support/db";
import { startServer, type RunningServer } from "../support/server";
import { createStaffAccount, staff, type StaffAccount } from "../support/users";
import { expect, serverAnswer, test } from "./fixtures";

/**
 * What every address answers, signed out and signed in with each role: status, headers and
 * cookies. A change of the code's layout must leave this unchanged; a deliberate change of what
 * the site answers updates the snapshot (`npx playwright test route-snapshot --update-snapshots`)
 * and shows in the diff. Values that differ per request or per data are written as `*`.
 */

const publicPages = [
  "/",
  "/blog",
  "/blog?categoria=SEO",
  "/blog?pagina=2",
  `/blog/categoria/${slugify(showcaseArticle.category ?? "")}`,
  "/blog/categoria/non-esiste",
  `/blog/${showcaseArticle.slug}`,
  "/blog/articolo-che-non-esiste",
  "/blog/cerca",
  "/blog/cerca?q=forme",
  "/casi-studio",
  "/chi-siamo",
  "/consenso-pubblicita",
  "/consenso-pubblicita?t=sbagliato",
  "/contatti",
  "/cookie",
  "/eventi",
  "/eventi/foto-smartphone",
  "/eventi/social-media-marketing-essentials",
  "/eventi/evento-che-non-esiste",
  "/formazione",
  "/grazie",
  "/iscrizioni",
  "/iscrizioni/annulla",
  "/iscrizioni/annulla?t=sbagliato",
  "/newsletter",
  "/newsletter/conferma",
  "/newsletter/disiscrizione",
  "/newsletter/archivio/non-esiste",
  "/portfolio",
  "/privacy",
  "/servizi",
  "/servizi/comunicazione-politica",
  "/servizi/packaging-design",
  "/servizi/stand-fieristici",
  "/showroom",
  "/spicy",
  "/spicy-granoro",
  "/spicy-presentazione",
  "/spicy-presentazione-slides",
  "/termini",
  "/pagina-inesistente",
  "/en",
  "/en/about",
  "/en/advertising-consent",
  "/en/blog",
  "/en/blog/category/political-communication",
  "/en/blog/category/does-not-exist",
  "/en/blog/no-such-article",
  "/en/blog/search",
  "/en/blog/search?q=design",
  "/en/case-studies",
  "/en/case-studies/castelmurgia-town-council",
  "/en/contact",
  "/en/cookies",
  "/en/events",
  "/en/events/no-such-event",
  "/en/newsletter",
  "/en/newsletter/confirm",
  "/en/newsletter/unsubscribe",
  "/en/newsletter/archive/does-not-exist",
  "/en/portfolio",
  "/en/privacy",
  "/en/registration",
  "/en/registration/cancel",
  "/en/services",
  "/en/services/packaging-design",
  "/en/terms",
  "/en/thank-you",
  "/en/training",
  "/en/no-such-page",
  "/en/servizi/packaging-design",
];

const otherAddresses = [
  "/blog/rss.xml",
  "/blog/aggiornamenti",
  "/en/blog/rss.xml",
  "/en/blog/updates",
  "/en/events/no-such-event/calendar.ics",
  "/en/preferences",
  "/api/cerca?q=forme",
  "/api/cerca?q=design&lingua=en",
  "/sitemap.xml",
  "/robots.txt",
  "/healthz",
  "/artwork/caso-salus-1.svg",
  "/artwork/non-esiste.svg",
  "/login",
  "/login?redirectTo=/admin/utenti",
  "/login/passkey",
  "/login/verifica",
  "/login/verifica/passkey",
  "/logout",
  "/preferenze",
  "/password-dimenticata",
  "/reimposta-password",
  "/reimposta-password?token=sbagliato",
  "/primo-amministratore",
  "/anteprima/link-che-non-esiste",
  "/eventi/innovation-days-bari/calendario.ics",
  "/eventi/non-esiste/calendario.ics",
  "/api/articoli",
  "/api/resend/webhook",
  "/newsletter/l/1/1",
  "/sheets-sync",
  "/logo.svg",
  "/favicon.ico",
];

const staffAddresses = (articleId: string) => [
  "/admin",
  "/admin?stato=draft",
  "/admin/account",
  "/admin/account/passkey",
  "/admin/account/app-di-autenticazione",
  "/admin/account/codici-di-recupero.txt",
  "/admin/articoli/nuovo",
  `/admin/articoli/${articleId}`,
  `/admin/articoli/${articleId}/elimina`,
  `/admin/articoli/${articleId}/traduzione`,
  "/admin/articoli/non-esiste",
  "/admin/articoli/anteprima",
  "/admin/articoli/salvataggio-automatico",
  "/admin/articoli/immagine-nel-testo",
  "/admin/attivita",
  "/admin/attivita?dal=2026-02-31",
  "/admin/attivita/esporta",
  "/admin/eventi",
  "/admin/eventi/nuovo",
  "/admin/eventi/non-esiste",
  "/admin/eventi/non-esiste/revisioni",
  "/admin/eventi/non-esiste/iscritti",
  "/admin/eventi/non-esiste/iscritti.csv",
  "/admin/eventi/non-esiste/accoglienza",
  "/admin/eventi/non-esiste/traduzione",
  "/admin/esperimenti",
  "/admin/esperimenti/nuovo",
  "/admin/esperimenti/non-esiste",
  "/admin/importa",
  "/admin/importa-markdown",
  "/admin/importa-markdown/non-esiste",
  "/admin/iscrizioni",
  "/admin/iscrizioni/esporta",
  "/admin/media",
  "/admin/media/non-esiste.jpg",
  "/admin/newsletter",
  "/admin/newsletter/esporta",
  "/admin/newsletter/campagne",
  "/admin/newsletter/campagne/nuova",
  "/admin/newsletter/campagne/non-esiste",
  "/admin/newsletter/campagne/non-esiste/anteprima?tema=scuro",
  "/admin/reindirizzamenti",
  "/admin/reindirizzamenti/esporta",
  "/admin/reindirizzamenti/non-esiste",
  "/admin/richieste",
  "/admin/richieste/esporta",
  "/admin/sicurezza",
  "/admin/sicurezza/contatti/non-esiste",
  "/admin/sincronizzazione",
  "/admin/statistiche",
  "/admin/statistiche?dal=2026-02-31",
  "/admin/statistiche/esporta",
  "/admin/statistiche/esporta?tabella=pagine",
  "/admin/utenti",
  "/admin/utenti/nuovo",
  "/admin/utenti/verifica-in-due-passaggi",
  "/admin/utenti/non-esiste/azzera-verifica",
  "/admin/pagine/casi-studio/non-esiste/traduzione",
  "/admin/traduzioni/bozza",
  "/admin/pagina-inesistente",
];

// Per request (dates, nonces) or per data (validators, lengths, times).
const varying = new Set([
  "date",
  "etag",
  "last-modified",
  "content-length",
  "age",
  "x-response-time",
  "keep-alive",
]);

/**
 * Not the route's answer: cookies are recorded apart, and every answer carries the id the
 * server logged its request under (server/request-id.test.ts checks it).
 */
const unrecorded = new Set(["set-cookie", "x-request-id"]);

function steadyValue(name: string, value: string) {
  if (varying.has(name)) return "*";
  if (name === "content-security-policy") return value.replace(/'(nonce|sha256)-[^']+'/g, "'$1-*'");
  if (name === "location") return value.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "*");
  // Exports are named after the day they were taken, in the agency's time zone.
  if (name === "content-disposition") return value.replace(/\d{4}-\d{2}-\d{2}/g, "AAAA-MM-GG");
  return value;
}

/** A cookie's name and attributes, never its value or its expiry date. */
function steadyCookie(line: string) {
  const [pair = "", ...attributes] = line.split(/;\s*/);
  const name = pair.split("=")[0];
  const kept = attributes.filter((attribute) => !/^expires=/i.test(attribute)).sort();
  return [name, ...kept].join("; ");
}

/** Only the head of the answer: the live updates' stream never ends. */
async function answerOf(baseUrl: string, cookie: string, address: string) {
  const response = await fetch(`${baseUrl}${address}`, {
    redirect: "manual",
    headers: { cookie, "accept-encoding": "gzip, br" },
  });
  await response.body?.cancel();
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers)
    if (!unrecorded.has(name)) headers[name] = steadyValue(name, value);
  const sorted = Object.fromEntries(Object.entries(headers).sort(([a], [b]) => a.localeCompare(b)));
  return {
    address,
    status: response.status,
    headers: sorted,
    cookies: response.headers.getSetCookie().map(steadyCookie).sort(),
  };
}

/** The session cookie of `account`, signed in through the form's post. */
async function signedIn(server: RunningServer, account: StaffAccount) {
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url },
    body: new URLSearchParams({
      email: account.email,
      password: account.password,
      redirectTo: "/admin",
    }),
  });
  expect(response.status, `accesso di ${account.email}`).toBe(303);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

test.describe("route snapshot", () => {
  let server: RunningServer;

  test.beforeAll(async () => {
    server = await startServer();
    for (const account of Object.values(staff)) await createStaffAccount(server.dataDir, account);
    insertArticles(server.dataDir, [showcaseArticle]);
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test(
    "every address answers as recorded, signed out and signed in as editor and admin",
    serverAnswer,
    async () => {
      test.setTimeout(120_000);
      const [article] = queryDb<{ id: string }>(
        server.dataDir,
        "select id from articles where slug = ?",
        showcaseArticle.slug,
      );
      const addresses = [...publicPages, ...otherAddresses, ...staffAddresses(article?.id ?? "")];
      const visitors = {
        "senza accesso": "",
        editor: await signedIn(server, staff.editor),
        admin: await signedIn(server, staff.admin),
      };
      const snapshot: Record<string, unknown[]> = {};
      for (const [who, cookie] of Object.entries(visitors)) {
        snapshot[who] = [];
        for (const address of addresses) {
          const answer = await answerOf(server.url, cookie, address);
          snapshot[who].push({ ...answer, address: address.replace(article?.id ?? "-", ":id") });
        }
      }
      expect(`${JSON.stringify(snapshot, null, 2)}\n`).toMatchSnapshot("routes.json");
    },
  );
});
