import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import {
  redirectCsvColumns,
  redirectCsvHeaders,
  redirectImportMessages as m,
} from "~/features/redirects/content/redirects";

/** The most one import takes: far more than a site's history of moved pages. */
export const redirectImportLimits = { maxBytes: 1024 * 1024, maxRows: 5000 } as const;

/**
 * One row of an imported file: its number as a spreadsheet shows it (the header is row 1), and
 * whether it is a pattern (Yoast's `regex` format) rather than an address.
 */
export type CsvRedirectRow = {
  row: number;
  from: string;
  to: string;
  type: string;
  regex: boolean;
};

export type CsvRead = { ok: true; rows: CsvRedirectRow[] } | { ok: false; message: string };

/** The separator of the first line: a semicolon (Excel in Italy), a tab, or a comma. */
function delimiterOf(text: string) {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (character: string) => firstLine.split(character).length - 1;
  const [best] = [",", ";", "\t"].sort((a, b) => count(b) - count(a));
  return best ?? ",";
}

const columnIndex = (header: string[], names: readonly string[]) =>
  header.findIndex((cell) => names.includes(cell.trim().toLowerCase()));

/**
 * The rows of a redirects CSV: a first row naming the columns (`from`, `to`, optionally
 * `type` and `format`; Yoast's `origin` and `target` too, in any case), then one redirect a row. Blank
 * rows are skipped but counted, so the numbers are the spreadsheet's.
 */
export function readRedirectCsv(text: string): CsvRead {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, "")),
      relax_column_count: true,
      skip_empty_lines: false,
    });
  } catch {
    return { ok: false, message: m.notCsv };
  }
  const [header, ...body] = records;
  if (!header) return { ok: false, message: m.empty };
  const from = columnIndex(header, redirectCsvHeaders.from);
  const to = columnIndex(header, redirectCsvHeaders.to);
  const type = columnIndex(header, redirectCsvHeaders.type);
  const format = columnIndex(header, redirectCsvHeaders.format);
  if (from === -1 || to === -1) return { ok: false, message: m.missingColumns };
  const cell = (record: string[], index: number) => (index === -1 ? "" : (record[index] ?? ""));
  const rows = body.flatMap((record, index) =>
    record.every((value) => value.trim() === "")
      ? []
      : [
          {
            row: index + 2,
            from: cell(record, from).trim(),
            to: cell(record, to).trim(),
            type: cell(record, type).trim(),
            regex: cell(record, format).trim().toLowerCase() === "regex",
          },
        ],
  );
  if (rows.length === 0) return { ok: false, message: m.empty };
  if (rows.length > redirectImportLimits.maxRows)
    return { ok: false, message: m.tooManyRows(redirectImportLimits.maxRows) };
  return { ok: true, rows };
}

/**
 * The redirects as a CSV that the import (and Yoast's and Ghost's tools, where their formats
 * meet) reads back: comma-separated, `from,to,type`, no byte-order mark.
 */
export function redirectsCsv(
  rows: readonly { fromPath: string; target: string; status: number }[],
) {
  return stringify(
    rows.map((row) => ({ from: row.fromPath, to: row.target, type: String(row.status) })),
    {
      header: true,
      columns: Object.entries(redirectCsvColumns).map(([key, header]) => ({ key, header })),
    },
  );
}
