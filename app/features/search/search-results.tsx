import { Fragment, type KeyboardEvent } from "react";
import { Link } from "@remix-run/react";
import { searchCopy } from "~/features/search/content/search";
import { articlePath, blogPaths } from "~/features/blog/blog";
import { type Language } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";
import type { SearchAnswer } from "~/features/search/search-page.server";
import type { Segment } from "~/features/search/search-snippet";
import { button } from "~/styles/ui.css";
import * as styles from "~/features/search/search.css";

/** Text with the query's words in `<mark>`; React escapes every piece, markup included. */
function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) =>
    segment.hit ? (
      <mark key={index}>{segment.text}</mark>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}

/** What the live region says: read out by screen readers each time the results change. */
export function statusOf(answer: SearchAnswer, language: Language) {
  const searchText = searchCopy[language];
  switch (answer.state) {
    case "found":
      return searchText.count(
        answer.total + answer.events.length + answer.sitePages.length,
        answer.query,
      );
    case "none":
      return searchText.noResults(answer.query);
    case "limited":
      return searchText.limited;
    case "unavailable":
      return searchText.unavailable;
    case "empty":
      return "";
  }
}

const pageAddress = (query: string, page: number, language: Language) =>
  `${blogPaths(language).search}?${new URLSearchParams({ q: query, ...(page > 1 ? { pagina: String(page) } : {}) })}`;

export function SearchResults({
  answer,
  onResultKeyDown,
}: {
  answer: SearchAnswer;
  onResultKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}) {
  const language = useLanguage();
  const searchText = searchCopy[language];
  if (answer.state === "none") {
    return (
      <>
        <p>{searchText.noResultsHint}</p>
        <div className={styles.suggestions}>
          {answer.suggestions.categories.length ? (
            <section aria-labelledby="cerca-categorie">
              <h2 id="cerca-categorie">{searchText.categoriesTitle}</h2>
              <ul className={styles.chips}>
                {answer.suggestions.categories.map((category) => (
                  <li key={category.path}>
                    <Link to={category.path} className={styles.chip}>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {answer.suggestions.newest.length ? (
            <section aria-labelledby="cerca-recenti">
              <h2 id="cerca-recenti">{searchText.newestTitle}</h2>
              <ul>
                {answer.suggestions.newest.map((article) => (
                  <li key={article.slug}>
                    <Link to={articlePath(article.slug, language)}>{article.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </>
    );
  }
  if (answer.state === "empty") return <p>{searchText.emptyQuery}</p>;
  if (answer.state !== "found") return null;
  return (
    <>
      {answer.events.length > 0 ? (
        <section aria-labelledby="cerca-eventi" className={styles.group}>
          <h2 id="cerca-eventi">{searchText.eventsTitle}</h2>
          <ul className={styles.results}>
            {answer.events.map((event) => (
              <li key={event.path} className={styles.result}>
                <h3 className={styles.resultTitle}>
                  <Link to={event.path} data-risultato="" onKeyDown={onResultKeyDown}>
                    <Marked segments={event.title} />
                  </Link>
                </h3>
                <p className={styles.resultMeta}>{event.when}</p>
                <p className={styles.snippet}>
                  <Marked segments={event.snippet} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {answer.sitePages.length > 0 ? (
        <section aria-labelledby="cerca-pagine" className={styles.group}>
          <h2 id="cerca-pagine">{searchText.sitePagesTitle}</h2>
          <ul className={styles.results}>
            {answer.sitePages.map((page) => (
              <li key={page.path} className={styles.result}>
                <h3 className={styles.resultTitle}>
                  <Link to={page.path} data-risultato="" onKeyDown={onResultKeyDown}>
                    <Marked segments={page.title} />
                  </Link>
                </h3>
                <p className={styles.resultMeta}>{page.type}</p>
                <p className={styles.snippet}>
                  <Marked segments={page.snippet} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ol className={styles.results}>
        {answer.results.map((result) => (
          <li key={result.slug} className={styles.result}>
            <h2 className={styles.resultTitle}>
              <Link
                to={articlePath(result.slug, language)}
                data-risultato=""
                onKeyDown={onResultKeyDown}
              >
                <Marked segments={result.title} />
              </Link>
            </h2>
            <p className={styles.resultMeta}>
              {result.categoryPath ? (
                <Link to={result.categoryPath}>{result.category}</Link>
              ) : (
                <span>{result.category}</span>
              )}
              <time dateTime={result.dateTime}>{result.date}</time>
            </p>
            <p className={styles.snippet}>
              <Marked segments={result.snippet} />
            </p>
          </li>
        ))}
      </ol>
      {answer.pageCount > 1 ? (
        <nav className={styles.pagination} aria-label={searchText.paginationLabel}>
          {answer.page > 1 ? (
            <Link
              to={pageAddress(answer.query, answer.page - 1, language)}
              rel="prev"
              className={button.secondary}
            >
              {searchText.previous}
            </Link>
          ) : (
            <span />
          )}
          <span>{searchText.pageOf(answer.page, answer.pageCount)}</span>
          {answer.page < answer.pageCount ? (
            <Link
              to={pageAddress(answer.query, answer.page + 1, language)}
              rel="next"
              className={button.secondary}
            >
              {searchText.next}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
