import { describe, expect, test } from "vitest";
import { canonicalUrl, pageHead } from "~/utils/seo";

const matches = [{ id: "root", data: { siteUrl: "https://www.example.it", siteName: "Agenzia" } }];
const args = (pathname: string) =>
  ({
    location: { pathname, search: "", hash: "", state: null, key: "k" },
    matches,
  }) as unknown as Parameters<typeof pageHead>[0];

function find(head: ReturnType<typeof pageHead>, key: string, value: string) {
  return head.find((entry) => (entry as Record<string, unknown>)[key] === value) as
    Record<string, unknown> | undefined;
}

describe("page head", () => {
  test("canonical is the site origin plus the path, without a trailing slash", () => {
    expect(canonicalUrl("https://www.example.it", "/")).toBe("https://www.example.it");
    expect(canonicalUrl("https://www.example.it", "/servizi/")).toBe(
      "https://www.example.it/servizi",
    );
    expect(canonicalUrl("https://www.example.it", "/blog?pagina=2")).toBe(
      "https://www.example.it/blog",
    );
  });

  test("every tag a page needs is there", () => {
    const head = pageHead(args("/chi-siamo/"), {
      title: "Chi siamo",
      description: "La nostra storia",
      keywords: ["agenzia", "marketing"],
    });
    expect(head).toContainEqual({ title: "Chi siamo | Agenzia" });
    expect(find(head, "name", "description")?.content).toBe("La nostra storia");
    expect(find(head, "name", "keywords")?.content).toBe("agenzia, marketing");
    expect(find(head, "name", "robots")?.content).toBe("index, follow");
    expect(find(head, "rel", "canonical")?.href).toBe("https://www.example.it/chi-siamo");
    expect(find(head, "property", "og:locale")?.content).toBe("it_IT");
    expect(find(head, "property", "og:url")?.content).toBe("https://www.example.it/chi-siamo");
    expect(find(head, "name", "twitter:card")?.content).toBe("summary_large_image");
    const jsonLd = head.filter((entry) => "script:ld+json" in entry);
    expect(jsonLd).toHaveLength(1);
    expect(jsonLd[0]).toMatchObject({
      "script:ld+json": { "@type": "Organization", name: "Agenzia" },
    });
  });

  test("an error page rendered without the root loader states no address rather than a wrong one", () => {
    const withoutRoot = {
      ...args("/contatti"),
      matches: [{ id: "root", data: undefined }],
    } as unknown as Parameters<typeof pageHead>[0];
    const head = pageHead(withoutRoot, {
      title: "Si è verificato un errore",
      description: "Errore",
      noindex: true,
    });
    expect(find(head, "name", "robots")?.content).toBe("noindex, nofollow");
    expect(find(head, "rel", "canonical")).toBeUndefined();
    expect(find(head, "property", "og:url")).toBeUndefined();
    expect(JSON.stringify(head)).not.toContain("localhost");
  });

  test("pages can be kept out of search results and add their own structured data", () => {
    const head = pageHead(args("/grazie"), {
      title: "Grazie",
      description: "Grazie",
      noindex: true,
      jsonLd: [{ "@context": "https://schema.org", "@type": "Service", name: "Social" }],
    });
    expect(find(head, "name", "robots")?.content).toBe("noindex, nofollow");
    expect(head.filter((entry) => "script:ld+json" in entry)).toHaveLength(2);
  });

  test("the home page title is not suffixed", () => {
    expect(pageHead(args("/"), { title: "Agenzia di marketing", description: "x" })).toContainEqual(
      {
        title: "Agenzia di marketing",
      },
    );
  });

  test("an indexed page shows the card of its title, with its size, type and text", () => {
    const head = pageHead(args("/chi-siamo"), { title: "Chi siamo", description: "x" });
    const card = "https://www.example.it/social/pagina.jpg?titolo=Chi+siamo&v=2";
    expect(find(head, "property", "og:image")?.content).toBe(card);
    expect(find(head, "property", "og:image:width")?.content).toBe("1200");
    expect(find(head, "property", "og:image:height")?.content).toBe("630");
    expect(find(head, "property", "og:image:type")?.content).toBe("image/jpeg");
    expect(find(head, "property", "og:image:alt")?.content).toBe("Chi siamo");
    expect(find(head, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(head, "name", "twitter:image")?.content).toBe(card);
    expect(find(head, "name", "twitter:image:alt")?.content).toBe("Chi siamo");
  });

  test("an article shows the card it names; a page kept out of search, the site's image", () => {
    const article = pageHead(args("/blog/nuovo"), {
      title: "Nuovo sito",
      description: "x",
      socialCard: "/social/blog/nuovo.jpg?v=abc",
    });
    expect(find(article, "property", "og:image")?.content).toBe(
      "https://www.example.it/social/blog/nuovo.jpg?v=abc",
    );
    expect(find(article, "property", "og:image:alt")?.content).toBe("Nuovo sito");
    const thanks = pageHead(args("/grazie"), {
      title: "Grazie",
      description: "x",
      noindex: true,
      socialCard: "/social/blog/nuovo.jpg?v=abc",
    });
    expect(find(thanks, "property", "og:image")?.content).toBe(
      "https://www.example.it/og-image.png",
    );
    expect(find(thanks, "property", "og:image:type")?.content).toBe("image/png");
    expect(find(thanks, "property", "og:image:alt")?.content).toBe("Agenzia");
  });
});
