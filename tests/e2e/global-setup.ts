import { insertArticles, showcaseArticle } from "../support/articles";
import { startFakeAiApi } from "../support/fake-ai-api";
import { startFakeImageApi } from "../support/fake-image-api";
import { startServer } from "../support/server";
import { createStaffAccount, staff } from "../support/users";

// One production server for the whole run; its address and log reach the tests
// through the environment, which the workers inherit.
export default async function globalSetup() {
  // One trusted proxy: each test sends its own X-Forwarded-For, so per-IP limits of one
  // test never touch another.
  // The editor's image generation talks to a local stand-in for the image service, which
  // answers by the words of the prompt (see fake-image-api.ts).
  const imageApi = await startFakeImageApi();
  // The Markdown import's text model: a stand-in that answers by the words of the article
  // (see fake-ai-api.ts), slowly enough for the import's progress page to show each step.
  const aiApi = await startFakeAiApi({ delayMs: 700 });
  const server = await startServer(
    {
      TRUST_PROXY: "1",
      NOTIFY_EMAIL: "agenzia@example.com",
      IMAGE_API_URL: `${imageApi.url}/genera`,
      AI_API_URL: aiApi.url,
      AI_API_KEY: "chiave-di-prova",
    },
    // Scheduled articles are looked for every half second: a test schedules one seconds ahead.
    { testSettings: { scheduleCheckMs: 500 } },
  );
  for (const account of Object.values(staff)) await createStaffAccount(server.dataDir, account);
  insertArticles(server.dataDir, [showcaseArticle]);
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_SERVER_LOG = server.logFile;
  return async () => {
    await server.stop();
    await Promise.all([imageApi.close(), aiApi.close()]);
  };
}
