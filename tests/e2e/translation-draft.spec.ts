import { shareEditorSession } from "./admin-support";
import { dataDir, expect, label, serverAnswer, test, uniqueTitle } from "./fixtures";
import { articlesTitled, insertArticles } from "../support/articles";
import { fakeEnglish } from "../support/fake-ai-api";
import { slugify } from "../../app/features/articles/slug";

test(
  "'Bozza automatica con l'AI' opens the English draft's editor with the model's words",
  serverAnswer,
  async ({ page, baseURL }) => {
    await shareEditorSession(page);
    const title = uniqueTitle("Stand che si notano");
    insertArticles(dataDir(), [{ title, slug: slugify(title), content: "## Lo stand\n\nTesto." }]);
    const [italian] = articlesTitled(dataDir(), title);
    const answer = await page.request.post(`${baseURL}/admin/traduzioni/bozza`, {
      form: { kind: "article", id: italian?.id ?? "" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    const [english] = articlesTitled(dataDir(), fakeEnglish(title));
    expect(english).toMatchObject({ language: "en", status: "draft" });
    expect(answer.headers().location).toBe(`/admin/articoli/${english?.id}`);
    await page.goto(answer.headers().location ?? "");
    await expect(page.getByText("Bozza inglese pronta")).toBeVisible();
    await expect(page.getByLabel(label("Titolo"))).toHaveValue(fakeEnglish(title));
  },
);
