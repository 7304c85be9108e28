import crypto from "node:crypto";
import {
  sheetApiMessages,
  sheetRowMessages,
} from "../../app/features/sheet-sync/content/sheet-api";
import { slugify } from "../../app/features/articles/slug";
import { queryDb, writeDb } from "../support/db";
import { dataDir, expect, serverAnswer, serverLog, test, uniqueTitle } from "./fixtures";

// The endpoint of the sheet automation, a server-side client: no browser, no Origin header,
// no session. One run is enough.

/** A token written straight into the e2e database, as the admin's sync page would create it. */
function createToken(name: string) {
  const token = `art_${crypto.randomBytes(32).toString("base64url")}`;
  const hash = crypto.createHash("sha256").update(token).digest("hex");
  writeDb(dataDir(), (db) =>
    db.prepare("insert into api_tokens (name, token_hash) values (?, ?)").run(name, hash),
  );
  return token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function sheetRow(title: string, fields: Record<string, string> = {}) {
  return {
    Titolo: title,
    Categoria: "Social Media",
    Estratto: "",
    Contenuto: `Un articolo arrivato dal foglio di calcolo, con abbastanza testo da ricavarne un estratto.\n\n## ${title}\n\nFine.`,
    Stato: "Pubblicato",
    Data: "",
    ...fields,
  };
}

const stored = (...slugs: string[]) =>
  queryDb<{ slug: string; status: string; updated_at: number }>(
    dataDir(),
    `select slug, status, updated_at from articles where slug in (${slugs.map(() => "?").join(",")}) order by slug`,
    ...slugs,
  );

test(
  "an excerpt sent with markup is stored as its words: the excerpt is plain text",
  serverAnswer,
  async ({ request }) => {
    const token = createToken(uniqueTitle("Make estratto"));
    const title = uniqueTitle("Dal foglio con un estratto marcato");
    const row = sheetRow(title, {
      Estratto:
        '<b>Novità</b> per le aziende<img src=x onerror="alert(1)"><script>alert(1)</script>',
    });
    const response = await request.post("/api/articoli", { headers: bearer(token), data: [row] });
    expect(response.status()).toBe(200);
    const [stored] = queryDb<{ excerpt: string }>(
      dataDir(),
      "select excerpt from articles where slug = ?",
      slugify(title),
    );
    expect(stored?.excerpt).toBe("Novità per le aziende");
  },
);

test(
  "a published row and a draft: 200 with the report; the published one is on the blog; sent again, nothing changes",
  serverAnswer,
  async ({ request }) => {
    const name = uniqueTitle("Make");
    const token = createToken(name);
    const published = uniqueTitle("Dal foglio pubblicato");
    const draft = uniqueTitle("Dal foglio in bozza");
    const rows = [
      sheetRow(published),
      sheetRow(draft, { Stato: "Bozza", Categoria: "web design" }),
    ];

    const first = await request.post("/api/articoli", { headers: bearer(token), data: rows });
    expect(first.status()).toBe(200);
    expect(await first.json()).toEqual({
      riepilogo: { creati: 2, aggiornati: 0, invariati: 0, scartati: 0 },
      risultati: [
        expect.objectContaining({ indice: 0, slug: slugify(published), esito: "creato" }),
        expect.objectContaining({ indice: 1, slug: slugify(draft), esito: "creato" }),
      ],
    });
    const before = stored(slugify(published), slugify(draft));
    expect(before.map((row) => row.status).sort()).toEqual(["draft", "published"]);

    expect(await (await request.get("/blog")).text()).toContain(published);
    const page = await request.get(`/blog/${slugify(published)}`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(published);
    expect((await request.get(`/blog/${slugify(draft)}`)).status()).toBe(404);

    const again = await request.post("/api/articoli", { headers: bearer(token), data: rows });
    expect(again.status()).toBe(200);
    const report = (await again.json()) as {
      riepilogo: unknown;
      risultati: { esito: string; motivo: string }[];
    };
    expect(report.riepilogo).toEqual({ creati: 0, aggiornati: 0, invariati: 2, scartati: 0 });
    expect(report.risultati.map((row) => row.motivo)).toEqual([
      "nessuna modifica",
      "nessuna modifica",
    ]);
    expect(stored(slugify(published), slugify(draft))).toEqual(before);

    const audit = queryDb<{ subject: string }>(
      dataDir(),
      "select subject from contact_audit_log where action = 'api-articles' and subject like ?",
      `token "${name}"%`,
    );
    expect(audit.map((entry) => entry.subject)).toEqual([
      `token "${name}": creati 2, aggiornati 0, invariati 0, scartati 0`,
      `token "${name}": creati 0, aggiornati 0, invariati 2, scartati 0`,
    ]);
  },
);

test(
  "bad rows: 400 with each row's problems, and not even the good row is written",
  serverAnswer,
  async ({ request }) => {
    const token = createToken(uniqueTitle("Make"));
    const good = uniqueTitle("Riga valida");
    const response = await request.post("/api/articoli", {
      headers: bearer(token),
      data: [
        sheetRow(good),
        sheetRow(uniqueTitle("Categoria sbagliata"), { Categoria: "Cucina", Data: "32/01/2026" }),
      ],
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      errore: sheetApiMessages.invalidRows,
      errori: [
        { indice: 1, campo: "Categoria", messaggio: sheetRowMessages.categoryUnknown },
        { indice: 1, campo: "Data", messaggio: sheetRowMessages.dateInvalid },
      ],
    });
    expect(stored(slugify(good))).toEqual([]);
  },
);

test(
  "a wrong or missing token: 401 with WWW-Authenticate, logged without the token; a GET: 405",
  serverAnswer,
  async ({ request }) => {
    const title = uniqueTitle("Senza permesso");
    const wrong = `art_${crypto.randomBytes(32).toString("base64url")}`;
    const logBefore = serverLog().length;

    const refused = await request.post("/api/articoli", {
      headers: bearer(wrong),
      data: [sheetRow(title)],
    });
    expect(refused.status()).toBe(401);
    expect(refused.headers()["www-authenticate"]).toMatch(/^Bearer\b/);
    expect(await refused.json()).toEqual({ errore: sheetApiMessages.tokenInvalid });

    const missing = await request.post("/api/articoli", { data: [sheetRow(title)] });
    expect(missing.status()).toBe(401);
    expect(missing.headers()["www-authenticate"]).toBe("Bearer");

    expect(stored(slugify(title))).toEqual([]);
    const log = serverLog().slice(logBefore);
    expect(log).toContain("401 token non valido: POST /api/articoli");
    expect(log).not.toContain(wrong);

    const get = await request.get("/api/articoli");
    expect(get.status()).toBe(405);
    expect(get.headers().allow).toBe("POST");
  },
);

test("over 100 rows: 413 and nothing written", serverAnswer, async ({ request }) => {
  const token = createToken(uniqueTitle("Make"));
  const titles = Array.from({ length: 101 }, (_, index) => uniqueTitle(`Riga ${index}`));
  const response = await request.post("/api/articoli", {
    headers: bearer(token),
    data: titles.map((title) => sheetRow(title)),
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({ errore: sheetApiMessages.tooManyRows(100) });
  expect(stored(slugify(titles[0]!))).toEqual([]);
});
