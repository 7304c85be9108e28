import { expect, test } from "vitest";
import { redirectImportMessages } from "~/features/redirects/content/redirects";
import {
  readRedirectCsv,
  redirectImportLimits,
  redirectsCsv,
} from "~/features/redirects/redirect-csv.server";

test("rows are read under their header, in any column order and case, numbered as in a spreadsheet", () => {
  const read = readRedirectCsv(
    "Type,To,From\r\n301,/nuovo,/vecchio\r\n\r\n302, https://altro.example/x ,/temporaneo\r\n",
  );
  expect(read).toEqual({
    ok: true,
    rows: [
      { row: 2, from: "/vecchio", to: "/nuovo", type: "301", regex: false },
      { row: 4, from: "/temporaneo", to: "https://altro.example/x", type: "302", regex: false },
    ],
  });
});

test("Yoast's column names, semicolons, a byte-order mark and quoted cells are read; its patterns are marked", () => {
  const read = readRedirectCsv(
    '\uFEFF"Origin";"Target";"Type";"Format"\n"vecchia-pagina/";"/pagina;nuova";"301";"plain"\n"^/tag/(.*)$";"/blog";"301";"regex"\n',
  );
  expect(read).toEqual({
    ok: true,
    rows: [
      { row: 2, from: "vecchia-pagina/", to: "/pagina;nuova", type: "301", regex: false },
      { row: 3, from: "^/tag/(.*)$", to: "/blog", type: "301", regex: true },
    ],
  });
});

test("a file without a type column leaves every type empty, for the default", () => {
  expect(readRedirectCsv("from,to\n/a,/b\n")).toMatchObject({
    ok: true,
    rows: [{ from: "/a", to: "/b", type: "" }],
  });
});

test("a file that names no from and to columns, has no rows, or is not CSV is refused whole", () => {
  expect(readRedirectCsv("/a,/b\n/c,/d\n")).toEqual({
    ok: false,
    message: redirectImportMessages.missingColumns,
  });
  expect(readRedirectCsv("from,to\n\n")).toEqual({
    ok: false,
    message: redirectImportMessages.empty,
  });
  expect(readRedirectCsv("")).toEqual({ ok: false, message: redirectImportMessages.empty });
  expect(readRedirectCsv('from,to\n"/a,/b\n')).toEqual({
    ok: false,
    message: redirectImportMessages.notCsv,
  });
});

test("more rows than the limit are refused", () => {
  const rows = Array.from({ length: redirectImportLimits.maxRows + 1 }, (_, i) => `/a${i},/b`);
  expect(readRedirectCsv(`from,to\n${rows.join("\n")}\n`)).toEqual({
    ok: false,
    message: redirectImportMessages.tooManyRows(redirectImportLimits.maxRows),
  });
});

test("the export is read back by the import as it was", () => {
  const text = redirectsCsv([
    { fromPath: "/vecchio", target: "/contatti?servizio=eventi,fiere", status: 301 },
    { fromPath: "/città", target: "https://altro.example/", status: 302 },
  ]);
  expect(text.split("\n")[0]).toBe("from,to,type");
  expect(readRedirectCsv(text)).toEqual({
    ok: true,
    rows: [
      {
        row: 2,
        from: "/vecchio",
        to: "/contatti?servizio=eventi,fiere",
        type: "301",
        regex: false,
      },
      { row: 3, from: "/città", to: "https://altro.example/", type: "302", regex: false },
    ],
  });
});
