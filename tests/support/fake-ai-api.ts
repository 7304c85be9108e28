import http from "node:http";
import { listenOnLoopback } from "./loopback-server";

/** A request as the fake text model received it. */
export type AiRequest = {
  authorization: string | undefined;
  model: unknown;
  json: boolean;
  user: string;
};

export type FakeAiApi = {
  /** The chat-completions endpoint, to be given as AI_API_URL. */
  url: string;
  requests: () => AiRequest[];
  close: () => Promise<void>;
};

/** What the fake answers to the SEO question when it answers well: easy to tell from the derivations. */
export const modelSeo = {
  excerpt: "Estratto scritto dal modello.",
  metaTitle: "Titolo SEO scritto dal modello",
  metaDescription:
    "Descrizione scritta dal modello per i motori di ricerca, della lunghezza giusta.",
  keywords: ["modello", "marketing", "contenuti", "strategia", "agenzia"],
};

/** What the fake's English of an Italian text is: easy to tell from the original. */
export const fakeEnglish = (italian: string) => `EN ${italian}`;

/** The fake's English address for an Italian one: each part marked. */
export const fakeEnglishSlug = (italian: string) =>
  italian
    .split("/")
    .map((part) => `${part}-en`)
    .join("/");

type TranslationQuestion = { texts: Record<string, string>; slug?: string };

/** The translation question (`englishTranslation`), told from the others by its JSON. */
function translationQuestion(user: string): TranslationQuestion | null {
  try {
    const question = JSON.parse(user) as Partial<TranslationQuestion> | null;
    return question && typeof question.texts === "object" && question.texts !== null
      ? (question as TranslationQuestion)
      : null;
  } catch {
    return null;
  }
}

/**
 * The translation's answer: each text through `fakeEnglish`, the address through
 * `fakeEnglishSlug`. Words in a text choose a bad one: "ia-prolissa" texts far too long,
 * "ia-incompleta" a text left out, "ia-pubblica" a good translation that also says it is
 * published.
 */
function translationReply({ texts, slug }: TranslationQuestion) {
  const words = Object.values(texts).join(" ");
  const english = Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [
      key,
      words.includes("ia-prolissa") ? fakeEnglish(text).repeat(400) : fakeEnglish(text),
    ]),
  );
  if (words.includes("ia-incompleta")) delete english[Object.keys(english)[0] ?? ""];
  const published = words.includes("ia-pubblica")
    ? { status: "published", publishedAt: "2026-01-01T00:00:00Z" }
    : {};
  return {
    status: 200 as const,
    content: JSON.stringify({
      texts: english,
      ...(slug === undefined ? {} : { slug: fakeEnglishSlug(slug) }),
      ...published,
    }),
  };
}

/**
 * Words in the article that choose the answer: "ia-guasta" a 500, "ia-lenta" no answer at
 * all, "ia-confusa" an SEO answer or a translation that is not JSON, "ia-prolissa" an SEO
 * answer whose meta title is too long. Otherwise, after `delayMs`, a good answer: the text
 * with "perchè" corrected to "perché" (fenced as a whole, as models sometimes do), `modelSeo`,
 * or the translation (`translationReply`).
 */
function replyFor(user: string, json: boolean) {
  if (user.includes("ia-guasta")) return { status: 500 as const };
  if (user.includes("ia-lenta")) return { status: "hang" as const };
  if (!json)
    return {
      status: 200 as const,
      content: `\`\`\`markdown\n${user.replaceAll("perchè", "perché")}\n\`\`\``,
    };
  if (user.includes("ia-confusa"))
    return { status: 200 as const, content: "{ excerpt: senza virgolette" };
  const translation = translationQuestion(user);
  if (translation) return translationReply(translation);
  const seo = user.includes("ia-prolissa")
    ? { ...modelSeo, metaTitle: "Un meta title ".repeat(10) }
    : modelSeo;
  return { status: 200 as const, content: JSON.stringify(seo) };
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return null;
  }
}

type ChatBody = {
  model?: unknown;
  messages?: { role?: unknown; content?: unknown }[];
  response_format?: { type?: unknown };
};

/** Starts a stand-in for an OpenAI-compatible chat-completions endpoint on a free loopback port. */
export async function startFakeAiApi(options: { delayMs?: number } = {}): Promise<FakeAiApi> {
  const requests: AiRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  async function complete(req: http.IncomingMessage, res: http.ServerResponse) {
    const body = (await readJson(req)) as ChatBody | null;
    const user = body?.messages?.find((message) => message.role === "user")?.content;
    if (typeof user !== "string") {
      res
        .writeHead(400, { "content-type": "application/json" })
        .end(JSON.stringify({ error: "messages mancanti" }));
      return;
    }
    const json = body?.response_format?.type === "json_object";
    requests.push({ authorization: req.headers.authorization, model: body?.model, json, user });
    const reply = replyFor(user, json);
    // "hang": the socket stays open until close() destroys it.
    if (reply.status === "hang") return;
    const answer = () => {
      if (reply.status === 500) {
        res
          .writeHead(500, { "content-type": "application/json" })
          .end(JSON.stringify({ error: "guasto simulato" }));
        return;
      }
      const completion = {
        id: "fake",
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", content: reply.content } }],
      };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(completion));
    };
    if (!options.delayMs) return answer();
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer();
    }, options.delayMs);
    timers.add(timer);
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (req.method === "POST" && path === "/v1/chat/completions") return void complete(req, res);
    res.writeHead(404).end();
  });
  const listening = await listenOnLoopback(server);
  return {
    url: `${listening.url}/v1/chat/completions`,
    requests: () => requests.map((request) => ({ ...request })),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await listening.close();
    },
  };
}
