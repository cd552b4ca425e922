/** A License Plate watchlist's import from CSV (spec 3 §2.12; issue 32): a header row naming the
 *  columns (plate, name, notes, validFrom, validTo; any order, any case) or, without one, the
 *  columns in that order; one entry a row. Each row is checked on its own and keeps its cells, so
 *  a row that is refused comes back whole, with its reason, to be corrected and imported again.
 *  Dates are UTC: YYYY-MM-DD (validFrom from the day's start, validTo to its end) or
 *  YYYY-MM-DDTHH:MM. */
import Papa from 'papaparse';
import {
  WATCHLIST_CSV_COLUMNS,
  WATCHLIST_CSV_MAX_ROWS,
  WATCHLIST_ERROR,
  WATCHLIST_NOTES_MAX,
  plateError,
  validityError,
  watchlistNameError,
} from '../../shared/watchlists/watchlists';
import { DomainError } from '../kernel';

/** A row's cells as the file had them (trimmed). */
export type PlateCsvCells = Record<(typeof WATCHLIST_CSV_COLUMNS)[number], string>;

export interface PlateCsvEntry {
  plate: string;
  name: string;
  notes: string;
  validFrom: number | null;
  validTo: number | null;
}

export interface PlateCsvRow {
  /** 1-based line in the file. */
  line: number;
  cells: PlateCsvCells;
  /** Set when the row is fine. */
  entry?: PlateCsvEntry;
  /** Set when it is not. */
  error?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/;

/** A cell's time in ms (UTC), null when empty, undefined when it is no date. */
export function parseCsvDate(cell: string, end: 'start' | 'end'): number | null | undefined {
  if (!cell) return null;
  const m = DATE.exec(cell);
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number];
  if (h > 23 || mi > 59) return undefined;
  const at = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(at);
  // 31 February and the like roll over into another day: no such date.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return undefined;
  if (m[4] === undefined && end === 'end') return at + DAY_MS - 1;
  return at;
}

function checkRow(cells: PlateCsvCells): PlateCsvEntry | string {
  const problem = plateError(cells.plate);
  if (problem) return problem;
  // An entry without a name is named by its plate.
  const name = cells.name || cells.plate;
  const nameProblem = watchlistNameError(name);
  if (nameProblem) return nameProblem;
  if (cells.notes.length > WATCHLIST_NOTES_MAX) return WATCHLIST_ERROR.NOTES_TOO_LONG;
  const validFrom = parseCsvDate(cells.validFrom, 'start');
  const validTo = parseCsvDate(cells.validTo, 'end');
  if (validFrom === undefined || validTo === undefined) return WATCHLIST_ERROR.DATE;
  const window = validityError(validFrom, validTo);
  if (window) return window;
  return { plate: cells.plate, name, notes: cells.notes, validFrom, validTo };
}

export function parsePlateCsv(text: string): PlateCsvRow[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data;
  const first = (rows[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const hasHeader = first.includes('plate');
  const columns = hasHeader
    ? WATCHLIST_CSV_COLUMNS.map((column) => first.indexOf(column.toLowerCase()))
    : WATCHLIST_CSV_COLUMNS.map((_, i) => i);
  const body = hasHeader ? rows.slice(1) : rows;
  if (body.length === 0) throw DomainError.badInput(WATCHLIST_ERROR.CSV_EMPTY);
  if (body.length > WATCHLIST_CSV_MAX_ROWS) throw DomainError.badInput(WATCHLIST_ERROR.CSV_TOO_MANY);
  return body.map((row, index) => {
    const cell = (i: number) => {
      const column = columns[i]!;
      return column >= 0 ? (row[column] ?? '').trim() : '';
    };
    const cells = Object.fromEntries(WATCHLIST_CSV_COLUMNS.map((name, i) => [name, cell(i)])) as PlateCsvCells;
    const line = index + (hasHeader ? 2 : 1);
    const checked = checkRow(cells);
    return typeof checked === 'string' ? { line, cells, error: checked } : { line, cells, entry: checked };
  });
}
