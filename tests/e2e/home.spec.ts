import { expect, gotoReady, serverAnswer, test } from "./fixtures";

test(
  "the services teaser has six cards leading to their pages and the calendar call to action",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/", javaScriptOn);
    const section = page.getByRole("region", { name: "I nostri servizi" });
    const expected = [
      ["Gestione Social Media", "/servizi"],
      ["Content Marketing", "/servizi"],
      ["Social & Google Ads", "/servizi"],
      ["Consulenza Strategica", "/servizi"],
      ["Formazione", "/formazione"],
      ["Eventi", "/eventi"],
    ] as const;
    await expect(section.getByRole("listitem")).toHaveCount(6);
    for (const [title, href] of expected) {
      await expect(section.getByRole("link", { name: title, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    const cta = section.getByRole("link", { name: /Richiedi consulenza gratuita/ });
    await expect(cta).toHaveAttribute("target", "_blank");
    await expect(cta).toHaveAttribute("href", /^https:/);
  },
);

test(
  "every service card shows its icon as decorative inline SVG",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/", javaScriptOn);
    const cards = page.getByRole("region", { name: "I nostri servizi" }).getByRole("listitem");
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      const icon = card.locator("svg");
      await expect(icon).toHaveCount(1);
      await expect(icon).toHaveAttribute("aria-hidden", "true");
      await expect(icon).toBeVisible();
      await expect(
        icon.locator("path, circle, rect, line, polyline, polygon").first(),
      ).toBeAttached();
    }
    const names = await cards
      .locator("svg")
      .evaluateAll((icons) => icons.map((icon) => icon.getAttribute("class")));
    expect(new Set(names).size).toBe(6);
  },
);

test(
  "the approach section shows the three values and leads to /chi-siamo",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/", javaScriptOn);
    const section = page.getByRole("region", { name: "Il nostro approccio" });
    for (const value of ["Trasparenza", "Collaborazione", "Innovazione"]) {
      await expect(section.getByRole("heading", { name: value })).toBeVisible();
    }
    await expect(section.getByRole("link", { name: "Scopri chi siamo" })).toHaveAttribute(
      "href",
      "/chi-siamo",
    );
  },
);

test(
  "four five-star Google reviews with initials and the link to all reviews",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/", javaScriptOn);
    const section = page.getByRole("region", { name: "Cosa dicono di noi" });
    await expect(section.locator("figure")).toHaveCount(4);
    await expect(section.getByText("Valutazione: 5 su 5")).toHaveCount(4);
    await expect(section.getByText("Recensione Google")).toHaveCount(4);
    await expect(section.getByText("FL", { exact: true })).toBeAttached();
    const all = section.getByRole("link", { name: /Vedi tutte le recensioni su Google/ });
    await expect(all).toHaveAttribute("target", "_blank");
    await expect(all).toHaveAttribute("rel", "noopener noreferrer");
  },
);

test(
  "the page closes with a call to write to us or book the free consultation",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/", javaScriptOn);
    const section = page.getByRole("region", { name: /Pronto a dare sapore/ });
    await expect(section.getByRole("link", { name: "Scrivici" })).toHaveAttribute(
      "href",
      "/contatti",
    );
    await expect(
      section.getByRole("link", { name: /Prenota la consulenza gratuita/ }),
    ).toHaveAttribute("target", "_blank");
  },
);
