import { SearchForm } from "~/features/blog/search-form";
import { NotFound } from "~/components/not-found";

/** The not-found page of an address the site answers 404 to, with the blog's search field. */
export function NotFoundPage() {
  return <NotFound search={<SearchForm id="cerca-non-trovata" />} />;
}
