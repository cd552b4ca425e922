/** Every CSV file the product writes goes through here (issue 27 #13): papaparse quotes separators,
 *  quotes and line breaks, and a text cell a spreadsheet would run as a formula is written as text
 *  (OWASP, CSV injection: a cell starting with = + - @, tab or carriage return is prefixed with a
 *  single quote and quoted). A camera named `=HYPERLINK(…)` went into event exports verbatim. */
import Papa from 'papaparse';

/** What a spreadsheet reads as the start of a formula: OWASP's characters and their full-width
 *  forms, which some spreadsheet programs also accept. Unlike papaparse's own pattern, it does
 *  not need the rest of the cell on one line (`=1+1\nnote` is a formula too). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A cell: text is escaped where it could be a formula; numbers and booleans are written as they are. */
export type CsvCell = string | number | boolean | null | undefined;

/** The file's text: a header row of `fields`, then one row per entry of `rows`. */
export function writeCsv(fields: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((row) => row.map((cell) => cell ?? '')) },
    { escapeFormulae: FORMULA_START },
  );
}
