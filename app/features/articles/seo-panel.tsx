import { useMemo } from "react";
import { seoPanelText as t } from "~/features/articles/content/seo-panel";
import {
  gulpease,
  gulpeaseBand,
  readingMinutes,
  seoScore,
  type SeoReport,
} from "~/features/articles/seo-score";
import type { EditorSnapshot } from "./article-writer";
import * as styles from "./article-form.css";

/**
 * The SEO score of the article as it stands, its band in words and colour, what to
 * improve; then, apart from the score, readability (Gulpease) and reading time. The same
 * pure functions score imported articles.
 */
export function SeoPanel({ snapshot }: { snapshot: EditorSnapshot }) {
  const { title, meta_title, meta_description, content, keywords } = snapshot;
  const report = useMemo(
    () =>
      seoScore({
        title,
        metaTitle: meta_title,
        metaDescription: meta_description,
        content,
        keywords,
      }),
    [title, meta_title, meta_description, content, keywords],
  );
  const readability = useMemo(() => gulpease(content), [content]);
  const minutes = useMemo(() => readingMinutes(content), [content]);
  return <SeoReportPanel report={report} readability={readability} minutes={minutes} />;
}

/** A score already computed (a page's content, scored as saved), shown as the editor's panel. */
export function SeoReportPanel({
  report,
  readability,
  minutes,
  heading = t.heading,
}: {
  report: SeoReport;
  readability: number | null;
  minutes: number;
  heading?: string;
}) {
  return (
    <section aria-labelledby="seo-titolo" className={styles.panel}>
      <h2 id="seo-titolo" className={styles.panelTitle}>
        {heading}
      </h2>
      <p className={styles.score}>
        <span>{t.scoreLabel}</span>{" "}
        <strong className={styles.scoreValue}>{t.scoreValue(report.score)}</strong>{" "}
        <span className={styles.band[report.band]}>{t.bands[report.band]}</span>
      </p>
      <ul className={styles.checks}>
        {report.checks.map((check) => (
          <li key={check.id} className={styles.check}>
            <span>{t.checks[check.id]}</span>
            <span>{t.checkPoints(check.points, check.max)}</span>
          </li>
        ))}
      </ul>
      {report.keywords.length > 0 ? (
        <ul className={styles.checks}>
          {report.keywords.map((keyword) => (
            <li key={keyword.keyword}>
              {t.keywordDensity(keyword.keyword, keyword.occurrences, keyword.density)}
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className={styles.panelTitle}>{t.suggestionsLabel}</h3>
      {report.suggestions.length > 0 ? (
        <ul className={styles.suggestions}>
          {report.suggestions.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
      ) : (
        <p>{t.noSuggestions}</p>
      )}
      <dl className={styles.checks}>
        <div className={styles.check}>
          <dt>{t.readabilityLabel}</dt>
          <dd>
            {readability === null
              ? t.readabilityEmpty
              : `${t.readabilityValue(readability)} · ${t.readabilityBands[gulpeaseBand(readability)]}`}
          </dd>
        </div>
        <div className={styles.check}>
          <dt>{t.readingTimeLabel}</dt>
          <dd>{t.readingTime(minutes)}</dd>
        </div>
      </dl>
    </section>
  );
}
