import { expect, gotoReady, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 740 } });

test("on a small screen the menu is collapsed behind a toggle and opens", async ({
  page,
  javaScriptOn,
}) => {
  await gotoReady(page, "/", javaScriptOn);
  const contatti = page.getByRole("banner").getByRole("link", { name: "Contatti", exact: true });
  await expect(contatti).toBeHidden();
  const toggle = javaScriptOn
    ? page.getByRole("button", { name: "Menu" })
    : page.getByRole("banner").locator("summary", { hasText: "Menu" });
  await toggle.click();
  await expect(contatti).toBeVisible();
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Home", exact: true }),
  ).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByRole("banner").getByRole("link", { name: /Consulenza Gratuita/ }),
  ).toBeVisible();
});

test("with JavaScript the toggle reports its state and closes when a link is chosen", async ({
  page,
  javaScriptOn,
}) => {
  test.skip(!javaScriptOn, "aria-expanded and closing on navigation are JavaScript enhancements");
  await gotoReady(page, "/", javaScriptOn);
  const toggle = page.getByRole("button", { name: "Menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const close = page.getByRole("button", { name: "Menu" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Contatti", exact: true }),
  ).toBeHidden();
});

test("without JavaScript choosing a link loads the page with the menu closed", async ({
  page,
  javaScriptOn,
}) => {
  test.skip(javaScriptOn, "the plain <details> menu");
  await page.goto("/");
  await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
  await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("banner").locator("details")).not.toHaveAttribute("open", /.*/);
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Contatti", exact: true }),
  ).toBeHidden();
});
