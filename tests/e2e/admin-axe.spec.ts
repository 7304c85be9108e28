import fs from "node:fs";
import { applyTheme, axeViolations, runAxeWithSiteScriptsOnlyInScriptedProject } from "./axe-support";
import { expect, label, mailDir, test } from "./fixtures";
import { waitForMail } from "../support/mail";
import { startServer } from "../support/server";
import { staff } from "../support/users";

runAxeWithSiteScriptsOnlyInScriptedProject();

// Staff views in the two themes whose colours differ; high contrast uses the public pages'
// tokens, which the public axe run covers.
for (const [theme, intents] of [["chiaro", []], ["scuro", ["toggle-dark"]]] as const) {
  test(`axe finds nothing on the sign-in screen and the article list (${theme})`, async ({ page }) => {
    await applyTheme(page, intents);
    await page.goto("/login");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(label("Email")).fill(staff.admin.email);
    await page.getByLabel(label("Password")).fill(staff.admin.password);
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Gestione Articoli" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

let invited = 0;

for (const [theme, intents] of [["chiaro", []], ["scuro", ["toggle-dark"]]] as const) {
  test(`axe finds nothing on the users views, the account page and the password pages (${theme})`, async ({ page }) => {
    await applyTheme(page, intents);
    await page.goto("/login");
    await page.getByLabel(label("Email")).fill(staff.admin.email);
    await page.getByLabel(label("Password")).fill(staff.admin.password);
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto("/admin/account");
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/admin/utenti/nuovo");
    expect(await axeViolations(page)).toEqual([]);

    invited += 1;
    const email = `axe-${test.info().project.name}-${theme}-${process.pid}-${Date.now().toString(36)}-${invited}@example.com`;
    await page.getByLabel(label("Nome")).fill("Persona Axe");
    await page.getByLabel(label("Email")).fill(email);
    await page.getByLabel(label("Ruolo")).selectOption({ label: "Editor" });
    await page.getByRole("button", { name: "Invia invito" }).click();
    await expect(page).toHaveURL(/\/admin\/utenti$/);
    // The list with its one-time message.
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Esci" }).click();

    const [mail] = await waitForMail(mailDir(), email);
    const link = /https?:\/\/[^\s"<>]+\/reimposta-password\?token=[\w-]+/.exec(mail?.text ?? "")?.[0] ?? "";
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Scegli la password" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/reimposta-password?token=nessuno");
    await expect(page.getByRole("heading", { level: 1, name: "Link non valido" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/password-dimenticata");
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`axe finds nothing on the first administrator's setup page (${theme})`, async ({ page }) => {
    const server = await startServer();
    try {
      for (const intent of intents) await page.request.post(`${server.url}/preferenze`, { form: { intent }, maxRedirects: 0 });
      const link = /https?:\/\/\S+\/admin\/setup\?token=[\w-]+/.exec(fs.readFileSync(server.logFile, "utf8"))?.[0] ?? "";
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: "Primo amministratore" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${server.url}/admin/setup`);
      await expect(page.getByRole("heading", { level: 1, name: "Link non valido" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await server.stop();
    }
  });
}
