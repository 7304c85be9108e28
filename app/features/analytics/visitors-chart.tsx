import { dashboardPage as t } from "~/features/analytics/content/dashboard";
import { CHART_HEIGHT, CHART_WIDTH } from "~/features/analytics/dashboard-format";
import * as styles from "~/features/analytics/dashboard.css";
import { AdminTable } from "~/components/staff/admin-table";

export type VisitorsChartData = {
  unit: "day" | "week";
  title: string;
  description: string;
  max: string;
  rects: { day: string; x: number; y: number; width: number; height: number }[];
  rows: { day: string; label: string; visitors: string }[];
};

/**
 * Visitors per day (or week) as bars drawn on the server: an image named by its title and a
 * summary, with the same figures in a table that opens without scripts.
 */
export function VisitorsChart({ chart }: { chart: VisitorsChartData }) {
  const first = chart.rows[0];
  const last = chart.rows.at(-1);
  return (
    <div className={styles.chartCard}>
      <p className={styles.chartMax} aria-hidden="true">
        {t.chart.max(chart.max)}
      </p>
      <svg
        role="img"
        aria-labelledby="grafico-titolo grafico-descrizione"
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        className={styles.chart}
        focusable="false"
      >
        <title id="grafico-titolo">{chart.title}</title>
        <desc id="grafico-descrizione">{chart.description}</desc>
        <line
          x1={0}
          y1={0}
          x2={CHART_WIDTH}
          y2={0}
          className={styles.axis}
          vectorEffect="non-scaling-stroke"
          strokeDasharray="4 4"
        />
        {chart.rects
          .filter((rect) => rect.height > 0)
          .map((rect) => (
            <rect
              key={rect.day}
              x={rect.x}
              y={rect.y}
              width={rect.width}
              height={rect.height}
              className={styles.bar}
            />
          ))}
        <line
          x1={0}
          y1={CHART_HEIGHT}
          x2={CHART_WIDTH}
          y2={CHART_HEIGHT}
          className={styles.axis}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      {first && last ? (
        <p className={styles.chartEnds} aria-hidden="true">
          <span>{first.label}</span>
          {last !== first ? <span>{last.label}</span> : null}
        </p>
      ) : null}
      <details className={styles.chartData}>
        <summary>{t.chart.data}</summary>
        <AdminTable
          caption={chart.title}
          rows={chart.rows}
          rowKey={(row) => row.day}
          columns={[
            {
              label: chart.unit === "day" ? t.chart.columns.day : t.chart.columns.week,
              cell: (row) => <time dateTime={row.day}>{row.label}</time>,
            },
            { label: t.chart.columns.visitors, numeric: true, cell: (row) => row.visitors },
          ]}
        />
      </details>
    </div>
  );
}
