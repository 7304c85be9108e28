import { SearchForm } from "~/features/search/search-form";
import { NotFound } from "~/features/site/not-found";

/** The not-found page of an address the site answers 404 to, with the blog's search field. */
export function NotFoundPage() {
  return <NotFound search={<SearchForm id="cerca-non-trovata" />} />;
}
