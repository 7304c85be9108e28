// The staff's exports (visitors' data, the activity log, statistics, redirects): a CSV that
// Excel in Italy opens as it is, and the answer that makes the browser save it.
import { stringify } from "csv-stringify/sync";
import { wholeAnswer } from "~/utils/resource-answer.server";

// Excel opens a CSV in the regional list separator, a semicolon in Italy, and needs the BOM
// to read UTF-8. A cell starting with = + - @ (or a tab or CR) gets a leading apostrophe, so
// a spreadsheet shows what a visitor typed instead of running it as a formula.
const csvOptions = {
  bom: true,
  delimiter: ";",
  escape_formulas: true,
  record_delimiter: "windows",
  header: true,
} as const;

// For a machine (Google Ads' upload): commas, no BOM, every value exactly as it is.
const plainOptions = { ...csvOptions, bom: false, delimiter: ",", escape_formulas: false } as const;

/**
 * A CSV file Excel in Italy opens as it is, a formula-looking cell neutralised; `plain`, one a
 * platform's import reads.
 */
export function csv<Key extends string>(
  columns: Record<Key, string>,
  rows: Record<Key, string>[],
  dialect: "excel" | "plain" = "excel",
) {
  const keys = Object.keys(columns) as Key[];
  return stringify(rows, {
    ...(dialect === "plain" ? plainOptions : csvOptions),
    columns: keys.map((key) => ({ key, header: columns[key] })),
  });
}

// Year first, in the agency's time zone: spreadsheets read it as a date and sort it right.
export const csvMoment = new Intl.DateTimeFormat("sv-SE", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Rome",
});
const fileDay = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "Europe/Rome",
});

/** The day of an export in file names, `2026-11-23`, as the agency's calendar has it. */
export const fileDate = (now: Date) => fileDay.format(now);

/** A downloadable file: what the export routes answer with. */
export type ExportFile = { fileName: string; contentType: string; body: string };

/** The answer that makes the browser save `file`; a copy of visitors' data must not be cached anywhere. */
export function downloadResponse(file: ExportFile) {
  return wholeAnswer(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
