import { describe, expect, test } from "vitest";
import { breadcrumbJsonLd, servicePageJsonLd } from "~/features/blocks/structured-data";

const meta = { siteUrl: "https://agenzia.example", siteName: "Agenzia" };
const trail = [
  { name: "Servizi", path: "/servizi" },
  { name: "Stand Fieristici", path: "/servizi/stand-fieristici" },
];

describe("structured data of the service pages", () => {
  test("the breadcrumb lists the trail in order with absolute URLs", () => {
    expect(breadcrumbJsonLd(meta, trail).itemListElement).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        name: "Servizi",
        item: "https://agenzia.example/servizi",
      },
      {
        "@type": "ListItem",
        position: 2,
        name: "Stand Fieristici",
        item: "https://agenzia.example/servizi/stand-fieristici",
      },
    ]);
  });

  test("a service page is an Article, a Service and a BreadcrumbList about the same URL", () => {
    const blocks = servicePageJsonLd(meta, {
      title: "Stand Fieristici",
      headline: "Stand fieristici su misura",
      description: "Progettiamo stand.",
      path: "/servizi/stand-fieristici",
      trail,
    });
    expect(blocks.map((block) => block["@type"])).toEqual(["Article", "Service", "BreadcrumbList"]);
    const [article, service] = blocks;
    expect(article).toMatchObject({
      headline: "Stand fieristici su misura",
      url: "https://agenzia.example/servizi/stand-fieristici",
      inLanguage: "it",
      publisher: { name: "Agenzia", logo: "https://agenzia.example/logo.svg" },
    });
    expect(service).toMatchObject({
      name: "Stand Fieristici",
      url: "https://agenzia.example/servizi/stand-fieristici",
    });
  });
});
