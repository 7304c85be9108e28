import http from "node:http";
import { listenOnLoopback } from "./loopback-server";

export type MetaServerEvent = {
  event_name: string;
  event_time: number;
  event_id?: string;
  action_source: string;
  user_data: Record<string, unknown>;
  custom_data?: Record<string, unknown>;
};

// The values `action_source` may take (Conversions API, server event parameters).
const actionSources = new Set([
  "email",
  "website",
  "app",
  "phone_call",
  "chat",
  "physical_store",
  "system_generated",
  "business_messaging",
  "other",
]);
// Customer information parameters that Meta asks to be SHA-256 hashed, lowercase hex.
const hashedKeys = ["em", "ph", "fn", "ln", "ge", "db", "ct", "st", "zp", "country"];
const matchingKeys = [...hashedKeys, "external_id", "fbc", "fbp", "client_ip_address"];
const sha256Hex = /^[0-9a-f]{64}$/;
const SEVEN_DAYS_S = 7 * 86_400;

/** Why Meta would refuse `event`, or null when it takes it. */
function eventProblem(event: MetaServerEvent, nowS: number): string | null {
  if (typeof event.event_name !== "string" || !event.event_name) return "event_name mancante";
  if (!Number.isInteger(event.event_time)) return "event_time non è un intero in secondi";
  if (event.event_time < nowS - SEVEN_DAYS_S) return "event_time più vecchio di 7 giorni";
  if (event.event_time > nowS + 60) return "event_time nel futuro";
  if (!actionSources.has(event.action_source)) return "action_source non valido";
  if (event.action_source === "website")
    return "un evento website chiede event_source_url e client_user_agent";
  if (event.event_id !== undefined && typeof event.event_id !== "string")
    return "event_id non è una stringa";
  const user = event.user_data;
  if (typeof user !== "object" || user === null) return "user_data mancante";
  if (!matchingKeys.some((key) => user[key] !== undefined))
    return "user_data senza parametri per l'abbinamento";
  for (const key of hashedKeys) {
    const value = user[key];
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    if (!values.every((item) => typeof item === "string" && sha256Hex.test(item)))
      return `${key} non è un hash SHA-256 in esadecimale minuscolo`;
  }
  if (user.fbc !== undefined && !/^fb\.1\.\d{13}\.[A-Za-z0-9_.-]+$/.test(String(user.fbc)))
    return "fbc non ha la forma fb.1.<ms>.<fbclid>";
  if (event.event_name === "Purchase") {
    const custom = event.custom_data;
    if (!custom || typeof custom.value !== "number" || !/^[A-Z]{3}$/.test(String(custom.currency)))
      return "un Purchase chiede custom_data.value e custom_data.currency";
  }
  return null;
}

/**
 * Meta's Conversions API on a loopback port (`/v21.0/<dataset>/events`), checking what the
 * real one checks before it takes a request: the access token, a `data` list of 1 to 1,000
 * events, and each event's required fields, hashes and shapes. A bad request is refused
 * whole with 400 and Graph's error body, as Meta does. Events are kept by `event_id`, which
 * is how Meta deduplicates them. `answerWith` makes it refuse good requests (503 while down).
 */
export async function startFakeMetaApi(token: string) {
  const received: MetaServerEvent[] = [];
  const refused: string[] = [];
  const eventIds = new Map<string, number>();
  let status = 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const refuse = (code: number, message: string) => {
        refused.push(message);
        res.writeHead(code, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { message, type: "OAuthException", code: 100 } }));
      };
      if (req.method !== "POST" || !/^\/v\d+\.\d+\/\d+\/events$/.test(req.url ?? ""))
        return refuse(404, "indirizzo sconosciuto");
      if (!String(req.headers["content-type"]).startsWith("application/json"))
        return refuse(400, "il corpo non è JSON");
      let body: { data?: unknown; access_token?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof body;
      } catch {
        return refuse(400, "JSON non leggibile");
      }
      if (body.access_token !== token) return refuse(401, "token di accesso non valido");
      if (!Array.isArray(body.data) || body.data.length === 0 || body.data.length > 1000)
        return refuse(400, "data deve avere da 1 a 1.000 eventi");
      const nowS = Math.floor(Date.now() / 1000);
      for (const event of body.data as MetaServerEvent[]) {
        const problem = eventProblem(event, nowS);
        if (problem) return refuse(400, problem);
      }
      if (status !== 200) return void res.writeHead(status).end();
      for (const event of body.data as MetaServerEvent[]) {
        received.push(event);
        if (event.event_id)
          eventIds.set(
            `${event.event_name}:${event.event_id}`,
            (eventIds.get(`${event.event_name}:${event.event_id}`) ?? 0) + 1,
          );
      }
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({ events_received: body.data.length, messages: [], fbtrace_id: "AbC" }),
      );
    });
  });
  const listening = await listenOnLoopback(server);
  return {
    url: `${listening.url}/v21.0/1234567890/events`,
    received,
    refused,
    /** Events Meta would count once though they came more than once. */
    duplicates: () => [...eventIds.values()].filter((count) => count > 1).length,
    answerWith(next: number) {
      status = next;
    },
    close: listening.close,
  };
}
