import { test as base, type Locator, type Page } from "@playwright/test";
import { startServer, type RunningServer } from "../support/server";
import { createStaffAccount, staff } from "../support/users";
import { label, waitForHydration } from "./fixtures";

/**
 * The events specs' test: a server of their own per worker, since the events made there are
 * ahead and the shared server shows none ahead, and visitors from addresses in `ipBlock`
 * (a spec of its own each, so no two specs' visitors share a rate limit).
 */
export function eventsTest(ipBlock: string, server: Parameters<typeof startServer>[1] = {}) {
  let visitors = 0;
  return base.extend<{ javaScriptOn: boolean; visitorIp: string }, { eventsServer: RunningServer }>(
    {
      eventsServer: [
        async ({}, use) => {
          const running = await startServer(
            { TRUST_PROXY: "1", NOTIFY_EMAIL: "agenzia@example.com" },
            server,
          );
          await createStaffAccount(running.dataDir, staff.admin);
          await use(running);
          await running.stop();
        },
        { scope: "worker" },
      ],
      baseURL: async ({ eventsServer }, use) => use(eventsServer.url),
      javaScriptOn: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
      visitorIp: async ({}, use, testInfo) => {
        visitors += 1;
        await use(
          `2001:db8:${ipBlock}:${visitors.toString(16)}::${testInfo.workerIndex.toString(16)}`,
        );
      },
      extraHTTPHeaders: async ({ visitorIp }, use) => use({ "X-Forwarded-For": visitorIp }),
    },
  );
}

export async function ready(page: Page, url: string, javaScriptOn: boolean) {
  const response = await page.goto(url);
  if (javaScriptOn) await waitForHydration(page);
  return response;
}

/**
 * The staff form's facts of a workshop on Sunday 28 March 2027, the day the clocks go forward,
 * from 09:30 to 13:30 Rome time in Corato, at €49.50 plus VAT.
 */
export async function fillWorkshopFacts(form: Locator) {
  await form.getByLabel(label("Giorno di inizio")).fill("2027-03-28");
  await form.getByLabel(label("Ora di inizio (facoltativa)")).fill("09:30");
  await form.getByLabel(label("Ora di fine")).fill("13:30");
  await form.getByLabel(label("Nome del luogo")).fill("Sala formazione");
  await form.getByLabel(label("Città")).fill("Corato");
  await form.getByLabel(label("Provincia (sigla)")).fill("BA");
  await form.getByLabel(label("Prezzo in euro (vuoto: gratuito)")).fill("49,50");
  await form.getByLabel(label("IVA")).selectOption("esclusa");
}
