import type { SerializeFrom } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { ConfirmedForm } from "~/components/confirmed-form";
import { AdminTable } from "~/components/staff/admin-table";
import * as admin from "~/components/staff/admin.css";
import { experimentPageText as t } from "~/features/experiments/content/admin-experiments";
import type { ExperimentResults } from "~/features/experiments/experiment-results.server";
import { variantLetter, type Variant } from "~/features/experiments/variants";
import { button } from "~/styles/ui.css";

type Results = SerializeFrom<() => ExperimentResults>;
type Row = Results["variants"][number] & { index: number };

const whole = (value: number) => value.toLocaleString("it-IT");
const percent = (value: number) =>
  value.toLocaleString("it-IT", { style: "percent", maximumFractionDigits: 2 });
const points = (value: number) =>
  (value * 100).toLocaleString("it-IT", { maximumFractionDigits: 2, signDisplay: "always" });
const euro = (cents: number) =>
  (cents / 100).toLocaleString("it-IT", { style: "currency", currency: "EUR" });

/** The variant against the control: its relative change and its always-valid interval. */
function liftCell(row: Row) {
  const comparison = row.comparison;
  if (!comparison) return t.control;
  if (!comparison.enoughData || comparison.lift === null) return t.notYet;
  const [low, high] = comparison.interval ?? [0, 0];
  return `${points(comparison.lift)} % (${t.interval(points(low), points(high))})`;
}

/** Per variant: visitors, leads, qualified, clients, value, the goal's rate and the comparison. */
export function ResultsTable({ results }: { results: Results }) {
  const rows = results.variants.map((variant, index) => ({ ...variant, index }));
  return (
    <>
      <p className={admin.intro}>{t.resultsIntro}</p>
      <AdminTable
        caption={t.caption}
        rows={rows}
        rowKey={(row) => row.index}
        columns={[
          {
            label: t.columns.variant,
            cell: (row) => `${variantLetter(row.index)} · ${row.name}`,
          },
          { label: t.columns.share, numeric: true, cell: (row) => `${row.share} %` },
          { label: t.columns.visitors, numeric: true, cell: (row) => whole(row.visitors) },
          { label: t.columns.leads, numeric: true, cell: (row) => whole(row.leads) },
          { label: t.columns.qualified, numeric: true, cell: (row) => whole(row.qualified) },
          { label: t.columns.won, numeric: true, cell: (row) => whole(row.won) },
          { label: t.columns.value, numeric: true, cell: (row) => euro(row.valueCents) },
          {
            label: t.columns.rate,
            numeric: true,
            cell: (row) => (row.visitors ? percent(row.conversions / row.visitors) : "–"),
          },
          { label: t.columns.lift, cell: liftCell },
        ]}
      />
      <p className={admin.intro}>
        {t.sampleSize(
          whole(results.sampleSize),
          percent(results.baseline),
          results.baselineMeasured,
        )}
      </p>
      <p className={admin.intro}>{t.method}</p>
    </>
  );
}

/** The verdict in words, naming the winning variant. */
export function verdictText(results: Results, variants: Variant[]) {
  const { verdict } = results;
  if (verdict.kind === "winner") {
    const name = variants[verdict.variant]?.name ?? variantLetter(verdict.variant);
    return t.verdicts.winner(`${variantLetter(verdict.variant)} (${name})`);
  }
  return t.verdicts[verdict.kind];
}

/** 'Promuovi' for each variant of a concluded test, the winner first. */
export function PromoteForms({
  variants,
  winner,
  version,
}: {
  variants: Variant[];
  winner: number | null;
  version: number;
}) {
  const order = variants
    .map((variant, index) => ({ variant, index }))
    .filter(({ index }) => index > 0)
    .sort((a, b) => Number(b.index === winner) - Number(a.index === winner));
  return (
    <div className={admin.pageActions}>
      {order.map(({ variant, index }) => {
        const name = `${variantLetter(index)} (${variant.name})`;
        return (
          <ConfirmedForm key={index} question={t.confirmPromote(name)}>
            <input type="hidden" name="versione" value={version} />
            <input type="hidden" name="variante" value={index} />
            <button
              type="submit"
              name="intent"
              value="promuovi"
              className={index === winner ? button.primary : button.secondary}
            >
              {t.promote(name)}
            </button>
          </ConfirmedForm>
        );
      })}
    </div>
  );
}

/** Start, pause, resume or stop, as the test's state allows. */
export function StateActions({ status, version }: { status: string; version: number }) {
  const post = (intent: string, label: string, primary = false) => (
    <Form method="post">
      <input type="hidden" name="versione" value={version} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={primary ? button.primary : button.secondary}
      >
        {label}
      </button>
    </Form>
  );
  const stop = (
    <ConfirmedForm question={t.confirmStop}>
      <input type="hidden" name="versione" value={version} />
      <button type="submit" name="intent" value="concludi" className={button.secondary}>
        {t.stop}
      </button>
    </ConfirmedForm>
  );
  return (
    <div className={admin.pageActions}>
      {status === "draft" ? post("avvia", t.start, true) : null}
      {status === "running" ? post("pausa", t.pause) : null}
      {status === "paused" ? post("riprendi", t.resume, true) : null}
      {status === "running" || status === "paused" ? stop : null}
    </div>
  );
}
