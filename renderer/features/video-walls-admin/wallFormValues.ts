/** The video wall form's values (issue 30: name, rows × columns, display names), read from a saved
 *  wall, checked by the shared rules the platform applies (shared/walls) and turned into the
 *  VideoWallInput the platform takes. */
import { defaultDisplayName, wallNameError, wallSizeError, WALL_NAME_MAX } from '../../../shared/walls/videoWalls';
import type { WallAdminRecord } from './videoWallDocuments';

export interface WallFormValues {
  name: string;
  /** Null while the field is empty, NaN for text that is no number. */
  rows: number | null;
  columns: number | null;
  /** By display index; '' for the platform's default ('Display n'). Longer than the wall while a
   *  size is being tried, so names typed for a bigger wall come back when it grows again. */
  displayNames: string[];
}

export const NEW_WALL: WallFormValues = { name: '', rows: 2, columns: 2, displayNames: [] };

/** A display's name as the form shows it: '' when the platform's default stands. */
const ownName = (name: string, index: number) => (name === defaultDisplayName(index) ? '' : name);

export function wallValues(wall: WallAdminRecord): WallFormValues {
  return {
    name: wall.name,
    rows: wall.rows,
    columns: wall.columns,
    displayNames: wall.displays.map((display) => ownName(display.name, display.index)),
  };
}

/** How many displays the values describe (0 while the size is not a valid one). */
export function displayCount(values: Pick<WallFormValues, 'rows' | 'columns'>): number {
  const { rows, columns } = values;
  if (rows === null || columns === null || wallSizeError(rows, columns)) return 0;
  return rows * columns;
}

export function wallInput(values: WallFormValues, id?: string) {
  const count = displayCount(values);
  return {
    ...(id && { id }),
    name: values.name.trim(),
    rows: values.rows ?? 0,
    columns: values.columns ?? 0,
    displayNames: Array.from({ length: count }, (_, index) => (values.displayNames[index] ?? '').trim()),
  };
}

/** The form's problems by field path, in the platform's (English) words; `say` puts them in the
 *  operator's. */
export function wallProblems(values: WallFormValues, say: (message: string) => string) {
  const problems: Record<string, string | undefined> = {};
  const name = wallNameError(values.name);
  if (name) problems.name = say(name);
  const size = wallSizeError(values.rows ?? Number.NaN, values.columns ?? Number.NaN);
  if (size) {
    const rowsWrong = wallSizeError(values.rows ?? Number.NaN, 1) !== undefined;
    const columnsWrong = wallSizeError(1, values.columns ?? Number.NaN) !== undefined;
    if (rowsWrong) problems.rows = say(size);
    if (columnsWrong) problems.columns = say(size);
  }
  for (let index = 0; index < displayCount(values); index++) {
    // A blank name is the default; only a name too long is refused.
    if ((values.displayNames[index] ?? '').trim().length > WALL_NAME_MAX)
      problems[`displayNames.${index}`] = say(wallNameError('x'.repeat(WALL_NAME_MAX + 1)) ?? '');
  }
  return problems;
}
