import { eq } from "drizzle-orm";
import { pages } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { landingPageView } from "~/features/pages/landing-pages.server";
import { entryOf, shownSinglePage, singlePage } from "~/features/pages/page-content.server";
import type { EditablePageType } from "~/features/pages/page-types";
import { servicePageView } from "~/features/pages/service-pages.server";
import { simplePageView } from "~/features/pages/simple-pages.server";
import { caseStudyView } from "~/features/pages/work-pages.server";

/** The types whose entries have a page of their own a preview link can show before it is out. */
export const previewableTypes = [
  "case-study",
  "service",
  "landing-page",
  "simple-page",
] as const satisfies readonly EditablePageType[];

export const isPreviewable = (type: EditablePageType) =>
  (previewableTypes as readonly string[]).includes(type);

/**
 * Entry `id` as its page will show it, whatever its status (what a preview link opens); null
 * when it is gone or of a type without a page of its own.
 */
export function pagePreview(id: string) {
  const row = db.select().from(pages).where(eq(pages.id, id)).get();
  switch (row?.type) {
    case "case-study":
      return {
        kind: "case-study",
        view: caseStudyView(
          entryOf<"case-study">(row),
          // A translation previewed before its list's page is: the Italian closing meanwhile.
          shownSinglePage("case-studies-page", row.language) ?? singlePage("case-studies-page"),
        ),
      } as const;
    case "service":
      return { kind: "service", view: servicePageView(entryOf<"service">(row)) } as const;
    case "landing-page":
      return { kind: "landing", view: landingPageView(entryOf<"landing-page">(row)) } as const;
    case "simple-page":
      return {
        kind: "simple",
        slug: row.slug,
        view: simplePageView(entryOf<"simple-page">(row)),
      } as const;
    default:
      return null;
  }
}

export type PagePreview = NonNullable<ReturnType<typeof pagePreview>>;
