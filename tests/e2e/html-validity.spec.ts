import { HtmlValidate } from "html-validate";
import { expect, test } from "./fixtures";

// The markup is the same with JavaScript on or off; validating it once is enough.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "server-rendered HTML is checked once");

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

for (const path of ["/", "/pagina-inesistente", "/contatti", "/iscrizioni", "/grazie", "/newsletter", "/chi-siamo", "/servizi", "/formazione", "/privacy", "/cookie", "/termini", "/casi-studio", "/portfolio", "/eventi", "/spicy-presentazione-slides"]) {
  test(`the HTML of ${path} is valid`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html);
    const errors = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
    );
    expect(errors).toEqual([]);
  });
}
