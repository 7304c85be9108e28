import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  test,
  vi,
  type MockInstance,
} from "vitest";
import {
  AI_MAX_TEXT_CHARS,
  englishTranslation,
  seoMetadata,
  tidyText,
} from "~/features/imports/ai-text.server";
import { setEnv } from "../../../tests/support/env";
import {
  fakeEnglish,
  fakeEnglishSlug,
  modelSeo,
  startFakeAiApi,
  type FakeAiApi,
} from "../../../tests/support/fake-ai-api";
import { freePort } from "../../../tests/support/server";
import { logger } from "~/utils/logger.server";

let api: FakeAiApi;
let errorLog: MockInstance<typeof logger.error>;

const withModel = (extra: Record<string, string | undefined> = {}) =>
  setEnv({ AI_API_URL: api.url, AI_API_KEY: "chiave-di-prova", AI_MODEL: undefined, ...extra });

beforeAll(async () => {
  api = await startFakeAiApi();
});

beforeEach(() => {
  errorLog = vi.spyOn(logger, "error").mockImplementation(() => undefined);
  withModel();
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  setEnv({ AI_API_URL: undefined, AI_API_KEY: undefined, AI_MODEL: undefined });
  await api.close();
});

/** The single line logged, checked to carry no stack. */
function loggedLine() {
  expect(errorLog).toHaveBeenCalledTimes(1);
  const args = errorLog.mock.calls[0] ?? [];
  expect(args).toHaveLength(1);
  return String(args[0]);
}

const article =
  "## Il punto\n\nScriviamo bene perchè i lettori se ne accorgono, e tornano a leggerci ogni settimana.";

describe("without a model configured", () => {
  test.each([
    ["no URL", { AI_API_URL: undefined }],
    ["no key", { AI_API_KEY: undefined }],
  ])(
    "with %s nothing is asked and nothing logged: the import uses its own derivations",
    async (_case, env) => {
      withModel(env);
      const fetchSpy = vi.spyOn(globalThis, "fetch");
      expect(await tidyText(article)).toBeNull();
      expect(await seoMetadata("Titolo", article)).toBeNull();
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(errorLog).not.toHaveBeenCalled();
    },
  );
});

describe("tidying the text", () => {
  test("returns the model's Markdown without the fence around it, asked with the key and the default model", async () => {
    const before = api.requests().length;
    expect(await tidyText(article)).toBe(article.replace("perchè", "perché"));
    const request = api.requests().at(before);
    expect(request).toMatchObject({
      authorization: "Bearer chiave-di-prova",
      model: "gpt-4o-mini",
      json: false,
      user: article,
    });
    expect(errorLog).not.toHaveBeenCalled();
  });

  test("AI_MODEL picks the model", async () => {
    withModel({ AI_MODEL: "modello-locale" });
    const before = api.requests().length;
    await tidyText(article);
    expect(api.requests().at(before)?.model).toBe("modello-locale");
  });

  test("a service error gives null with one line in the log", async () => {
    expect(await tidyText(`${article} ia-guasta`)).toBeNull();
    expect(loggedLine()).toBe("Testo non ottimizzato dal modello: il servizio ha risposto 500");
  });

  test("no answer within the deadline gives null, said as such", async () => {
    expect(await tidyText(`${article} ia-lenta`, { timeoutMs: 200 })).toBeNull();
    expect(loggedLine()).toBe(
      "Testo non ottimizzato dal modello: nessuna risposta completa entro 0.2 s",
    );
  });

  test("a stopping server rejects instead of falling back, so the import can resume later", async () => {
    const stop = new AbortController();
    const asked = tidyText(`${article} ia-lenta`, { stop: stop.signal });
    setTimeout(() => stop.abort(), 50);
    await expect(asked).rejects.toThrow();
    expect(errorLog).not.toHaveBeenCalled();
  });

  test("a text longer than the model takes is not sent", async () => {
    const before = api.requests().length;
    expect(await tidyText("a".repeat(AI_MAX_TEXT_CHARS + 1))).toBeNull();
    expect(api.requests()).toHaveLength(before);
  });

  test("an endpoint that is not there gives null with the network error named", async () => {
    withModel({ AI_API_URL: `http://127.0.0.1:${await freePort()}/v1/chat/completions` });
    expect(await tidyText(article)).toBeNull();
    expect(loggedLine()).toMatch(
      /^Testo non ottimizzato dal modello: errore di rete \(ECONNREFUSED\)$/,
    );
  });
});

describe("SEO metadata", () => {
  test("a valid JSON answer gives the four fields, keywords as one comma-separated line", async () => {
    const before = api.requests().length;
    expect(await seoMetadata("Scrivere bene", article)).toEqual({
      ...modelSeo,
      keywords: modelSeo.keywords.join(", "),
    });
    expect(api.requests().at(before)).toMatchObject({
      json: true,
      user: `Titolo: Scrivere bene\n\n${article}`,
    });
  });

  test("an answer that is not JSON gives null, so the derivations take over", async () => {
    expect(await seoMetadata("Titolo", `${article} ia-confusa`)).toBeNull();
    expect(loggedLine()).toBe("Metadati SEO non generati dal modello: la risposta non è JSON");
  });

  test("a meta title over 60 characters is not taken", async () => {
    expect(await seoMetadata("Titolo", `${article} ia-prolissa`)).toBeNull();
    expect(loggedLine()).toBe(
      "Metadati SEO non generati dal modello: la risposta non ha i campi attesi",
    );
  });

  test("a service error gives null", async () => {
    expect(await seoMetadata("Titolo", `${article} ia-guasta`)).toBeNull();
    expect(loggedLine()).toBe("Metadati SEO non generati dal modello: il servizio ha risposto 500");
  });
});

describe("an English translation", () => {
  const question = (title: string) => ({
    texts: {
      title: { text: title, max: 60, form: "line" as const },
      body: { text: "## Il punto\n\nTesto.", max: 1000, form: "markdown" as const },
    },
    slug: "fiera/offerta",
  });

  test("gives each text under its key and an address of as many parts", async () => {
    expect(await englishTranslation(question("Una fiera"))).toEqual({
      outcome: "translated",
      texts: { title: fakeEnglish("Una fiera"), body: fakeEnglish("## Il punto\n\nTesto.") },
      slug: fakeEnglishSlug("fiera/offerta"),
    });
  });

  test("a text longer than its field refuses the whole answer, in one line of the log", async () => {
    expect(await englishTranslation(question("Una fiera ia-prolissa"))).toEqual({
      outcome: "malformed",
    });
    expect(loggedLine()).toBe(
      "Traduzione non generata dal modello: il testo «title» è vuoto, troppo lungo o non ammesso",
    );
  });

  test("more words than the model takes are not sent", async () => {
    const before = api.requests().length;
    const long = {
      text: "a".repeat(AI_MAX_TEXT_CHARS + 1),
      max: 2_000_000,
      form: "markdown" as const,
    };
    expect(await englishTranslation({ texts: { body: long }, slug: null })).toEqual({
      outcome: "too-long",
    });
    expect(api.requests()).toHaveLength(before);
  });
});
