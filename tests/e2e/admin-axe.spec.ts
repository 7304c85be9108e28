import { applyTheme, axeViolations, runAxeWithSiteScriptsOnlyInScriptedProject } from "./axe-support";
import { expect, label, test } from "./fixtures";
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
