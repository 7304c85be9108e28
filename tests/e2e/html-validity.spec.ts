import { HtmlValidate } from "html-validate";
import { expect, test } from "./fixtures";
import { publicPages } from "./public-pages";

// The markup is the same with JavaScript on or off; validating it once is enough.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "server-rendered HTML is checked once");

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

for (const path of publicPages) {
  test(`the HTML of ${path} is valid`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html);
    const errors = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
    );
    expect(errors).toEqual([]);
  });
}
