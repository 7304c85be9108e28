import type { ReactNode } from "react";
import * as styles from "./admin-table.css";
import { visuallyHidden } from "~/styles/ui.css";

export type AdminColumn<Row> = {
  label: string;
  /** Read by screen readers only: a column of buttons that name what they act on. */
  labelHidden?: boolean;
  /** Figures, aligned to compare them. */
  numeric?: boolean;
  /** A class of this column's cells (how their text wraps). */
  className?: string;
  cell: (row: Row) => ReactNode;
};

type Props<Row> = {
  caption: string;
  columns: AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The first column names its row (a person, an event); a row of examples has no name. */
  rowHeaders?: boolean;
};

const isEmpty = (node: ReactNode) =>
  node === null || node === undefined || node === false || node === "";

/**
 * A data table of the staff area, the same on every page: a table from 40rem of content
 * width, a card per row below that (`admin-table.css.ts`). Each cell carries its column's
 * name for the card. The roles repeat what the elements mean because a table whose parts
 * are laid out as blocks loses them in some browsers' accessibility trees.
 */
export function AdminTable<Row>({ caption, columns, rows, rowKey, rowHeaders = true }: Props<Row>) {
  const cellClass = (column: AdminColumn<Row>) =>
    [column.numeric ? styles.number : null, column.className].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className={styles.tableWrap}>
      {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the roles must outlive the cards' block layout */}
      <table role="table" className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.label} scope="col" role="columnheader" className={cellClass(column)}>
                {column.labelHidden ? (
                  <span className={visuallyHidden}>{column.label}</span>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column, index) => {
                const value = column.cell(row);
                if (rowHeaders && index === 0)
                  return (
                    <th
                      key={column.label}
                      scope="row"
                      role="rowheader"
                      className={cellClass(column)}
                    >
                      {value}
                    </th>
                  );
                return (
                  <td
                    key={column.label}
                    role="cell"
                    data-label={column.labelHidden ? undefined : column.label}
                    className={cellClass(column)}
                  >
                    {isEmpty(value) ? null : <div className={styles.value}>{value}</div>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
    </div>
  );
}
