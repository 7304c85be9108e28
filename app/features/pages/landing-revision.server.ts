import { saveContent } from "~/features/articles/content-save.server";
import { byUser } from "~/features/articles/revisions.server";
import { entryOf } from "~/features/pages/page-content.server";
import { requirePage } from "~/features/pages/page-editor.server";
import { addressIn } from "~/features/pages/page-addresses.server";
import { wordsOf } from "~/features/pages/page-fields";
import { pageTypeDefs, type PageFieldsOf } from "~/features/pages/page-types";
import { staffWrite, type DbOrTx } from "~/utils/db.server";

export type LandingContent = { title: string; fields: PageFieldsOf<"landing-page"> };

/**
 * Saves a landing page as `change` makes it from the page as it is now (a test's variant made
 * the page), through the one save path: a revision like any other, by the member of staff who
 * asked for it, undone from the page's revisions. `alongside` writes in the same transaction, once the page is saved (the caller's
 * own record of it). `writeRefused` when the database refused it for a passing reason.
 */
export function reviseLandingPage(
  userId: string,
  pageId: string,
  change: (page: LandingContent) => LandingContent,
  alongside: (tx: DbOrTx) => void,
) {
  return staffWrite(() => {
    const row = requirePage("landing-page", pageId);
    const page = entryOf<"landing-page">(row);
    const next = change({ title: page.title, fields: page.fields });
    return saveContent((save, tx) => {
      const saved = save({
        kind: "page",
        update: {
          title: next.title,
          fields: JSON.stringify(next.fields),
          searchText: wordsOf(pageTypeDefs["landing-page"].fields, next.fields).join(" "),
        },
        over: row,
        saving: byUser(userId, "editor"),
        now: new Date(),
        address: (slug, language) => addressIn("landing-page", slug, language),
      });
      if (saved.outcome === "saved") alongside(tx);
      return saved.outcome;
    });
  });
}
