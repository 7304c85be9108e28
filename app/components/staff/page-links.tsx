import { Link, useLocation } from "@remix-run/react";
import * as styles from "~/components/staff/admin.css";

export type PageLinkLabels = {
  /** What the pages are of, for the navigation's name. */
  pages: string;
  newer: string;
  older: string;
  pageOf: (page: number, count: number) => string;
};

/** 'Più recenti' and 'Meno recenti' through a long list, the page's other parameters kept. */
export function PageLinks({
  page,
  pageCount,
  labels,
}: {
  page: number;
  pageCount: number;
  labels: PageLinkLabels;
}) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefOf = (n: number) => {
    const params = new URLSearchParams(location.search);
    params.set("pagina", String(n));
    return `?${params}`;
  };
  return (
    <nav aria-label={labels.pages} className={styles.pageLinks}>
      {page > 1 ? <Link to={hrefOf(page - 1)}>{labels.newer}</Link> : null}
      <span>{labels.pageOf(page, pageCount)}</span>
      {page < pageCount ? <Link to={hrefOf(page + 1)}>{labels.older}</Link> : null}
    </nav>
  );
}
