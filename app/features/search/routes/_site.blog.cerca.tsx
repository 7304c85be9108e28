import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { searchCopy } from "~/features/search/content/search";
import { searchAnswer, type SearchAnswer } from "~/features/search/search-page.server";
import { SearchForm } from "~/features/blog/search-form";
import { SearchResults, statusOf } from "~/features/search/search-results";
import { useLiveSearch } from "~/features/search/use-live-search";
import { answerHeaders } from "~/utils/headers";
import { headFromLoader } from "~/utils/seo";
import { useLanguage } from "~/utils/use-language";
import { container, section } from "~/styles/ui.css";
import * as styles from "~/features/search/search.css";

export function loader({ request, context }: LoaderFunctionArgs) {
  return searchAnswer(request, context.clientIp);
}

export const headers = answerHeaders;

export const meta: MetaFunction<typeof loader> = (args) => headFromLoader(args);

export default function BlogSearch() {
  const loaded = useLoaderData<typeof loader>() as SearchAnswer;
  const language = useLanguage();
  const t = searchCopy[language];
  const live = useLiveSearch(loaded, language);
  const { answer } = live;
  return (
    <>
      <section className={styles.hero} aria-labelledby="cerca-titolo">
        <div className={container}>
          <h1 id="cerca-titolo">{t.title}</h1>
          <p className={styles.lead}>{t.intro}</p>
        </div>
      </section>
      <div className={`${container} ${section}`}>
        <SearchForm
          id="cerca-blog"
          defaultValue={loaded.query}
          inputRef={live.input}
          onChange={live.onChange}
          onKeyDown={live.onFieldKeyDown}
          onSubmit={live.onSubmit}
        />
        <div ref={live.list} aria-label={t.resultsLabel} aria-busy={live.busy} role="region">
          <p role="status" className={styles.status}>
            {statusOf(answer, language)}
          </p>
          <SearchResults answer={answer} onResultKeyDown={live.onResultKeyDown} />
        </div>
      </div>
    </>
  );
}
