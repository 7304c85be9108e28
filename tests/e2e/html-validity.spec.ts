import { HtmlValidate } from "html-validate";
import { expect, serverAnswer, test } from "./fixtures";
import { publicPages } from "./public-pages";

// The markup is the same with JavaScript on or off; validating it once is enough.

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

// Controls other than tab, line feed and carriage return are parse errors in HTML; a NUL
// byte also cuts the page short for some crawlers and mail clients.
const controlCharacter = /[^\P{Cc}\t\n\r]/gu;

for (const path of publicPages) {
  test(`the HTML of ${path} is valid`, serverAnswer, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const controls = [...html.matchAll(controlCharacter)].map((match) =>
      JSON.stringify(html.slice(Math.max(0, match.index - 30), match.index + 30)),
    );
    expect(controls).toEqual([]);
    const report = await validator.validateString(html);
    const errors = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
    );
    expect(errors).toEqual([]);
  });
}
