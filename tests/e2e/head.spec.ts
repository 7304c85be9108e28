import { expect, serverAnswer, test } from "./fixtures";
import { publicPages } from "./public-pages";

test(
  "the home page head has title, description, robots, canonical, social tags and organisation data",
  serverAnswer,
  async ({ page, baseURL }) => {
    await page.goto("/?utm_source=prova");
    await expect(page).toHaveTitle("Agenzia di marketing digitale per PMI");
    const head = page.locator("head");
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /PMI/);
    await expect(head.locator('meta[name="keywords"]')).toHaveAttribute(
      "content",
      /social media marketing/,
    );
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", baseURL ?? "");
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", "it_IT");
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", baseURL ?? "");
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", /PMI/);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${baseURL}/social/pagina.jpg?titolo=Agenzia+di+marketing+digitale+per+PMI&v=2`,
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    const jsonLd = await head.locator('script[type="application/ld+json"]').allTextContents();
    const organisation = jsonLd
      .map((text) => JSON.parse(text))
      .find((block) => block["@type"] === "Organization");
    expect(organisation).toMatchObject({
      "@context": "https://schema.org",
      name: "Spezia Digitale",
      url: baseURL,
    });
  },
);

test(
  "every public page, the not-found page included, names its keywords",
  serverAnswer,
  async ({ request }) => {
    const missing: string[] = [];
    for (const path of publicPages) {
      const html = await (await request.get(path)).text();
      const tag = html.match(/<meta\s[^>]*name="keywords"[^>]*>/)?.[0] ?? "";
      const content = tag.match(/\scontent="([^"]*)"/)?.[1] ?? "";
      if (!content.trim()) missing.push(path);
    }
    expect(missing).toEqual([]);
  },
);

test("the canonical link drops the trailing slash", serverAnswer, async ({ page, baseURL }) => {
  await page.goto("/una-pagina/");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/una-pagina`,
  );
});

test("the social preview image and icons are served", serverAnswer, async ({ request }) => {
  for (const path of ["/og-image.png", "/logo.svg", "/favicon.svg"]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test(
  "robots.txt allows the site, hides private areas and points to the sitemap",
  serverAnswer,
  async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.headers()["content-type"]).toMatch(/text\/plain/);
    const body = await response.text();
    expect(body).toContain("User-agent: *");
    expect(body).toContain("Disallow: /admin");
    expect(body).toContain("Disallow: /blog/aggiornamenti");
    expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  },
);

test(
  "sitemap.xml lists the public pages with absolute URLs",
  serverAnswer,
  async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toMatch(/application\/xml/);
    const body = await response.text();
    expect(body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(body).toContain(`<loc>${baseURL}</loc>`);
  },
);

test("every page in the sitemap answers 200", serverAnswer, async ({ request }) => {
  const body = await (await request.get("/sitemap.xml")).text();
  const paths = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  expect(paths.length).toBeGreaterThan(5);
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
});
