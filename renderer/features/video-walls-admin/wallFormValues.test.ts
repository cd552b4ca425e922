import { WALL_ERROR } from '../../../shared/walls/videoWalls';
import { displayCount, NEW_WALL, wallInput, wallProblems, wallValues } from './wallFormValues';
import type { WallAdminRecord } from './videoWallDocuments';

const say = (message: string) => message;

const wall = {
  id: 'w1',
  name: 'Control room',
  rows: 1,
  columns: 2,
  updatedAt: 0,
  presets: [],
  displays: [
    { index: 0, row: 0, column: 0, name: 'Display 1', paired: false, pairedAt: null, online: false },
    { index: 1, row: 0, column: 1, name: 'Left TV', paired: true, pairedAt: 1, online: true },
  ],
} as unknown as WallAdminRecord;

describe('wall form values', () => {
  it('reads a saved wall, leaving default display names blank', () => {
    expect(wallValues(wall)).toEqual({ name: 'Control room', rows: 1, columns: 2, displayNames: ['', 'Left TV'] });
  });

  it('sends one trimmed name per display of the size chosen, names typed for a bigger wall left out', () => {
    const values = { name: ' Wall A ', rows: 1, columns: 2, displayNames: [' North ', '', 'gone'] };
    expect(wallInput(values, 'w1')).toEqual({
      id: 'w1',
      name: 'Wall A',
      rows: 1,
      columns: 2,
      displayNames: ['North', ''],
    });
    expect(wallInput(NEW_WALL)).not.toHaveProperty('id');
  });

  it('refuses an empty name and a size outside 1..8 on the field that is wrong', () => {
    expect(wallProblems({ ...NEW_WALL, name: '  ' }, say)).toEqual({ name: WALL_ERROR.NAME_EMPTY });
    expect(wallProblems({ name: 'A', rows: 9, columns: 2, displayNames: [] }, say)).toEqual({ rows: WALL_ERROR.SIZE });
    expect(wallProblems({ name: 'A', rows: 2, columns: null, displayNames: [] }, say)).toEqual({
      columns: WALL_ERROR.SIZE,
    });
    expect(wallProblems({ name: 'A', rows: 1.5, columns: 0, displayNames: [] }, say)).toEqual({
      rows: WALL_ERROR.SIZE,
      columns: WALL_ERROR.SIZE,
    });
    expect(wallProblems({ name: 'A', rows: 8, columns: 8, displayNames: [] }, say)).toEqual({});
  });

  it('refuses a display name longer than the platform keeps', () => {
    const long = 'x'.repeat(256);
    expect(wallProblems({ name: 'A', rows: 1, columns: 2, displayNames: ['', long] }, say)).toEqual({
      'displayNames.1': WALL_ERROR.NAME_TOO_LONG,
    });
  });

  it('counts displays only for a valid size', () => {
    expect(displayCount({ rows: 3, columns: 4 })).toBe(12);
    expect(displayCount({ rows: 0, columns: 4 })).toBe(0);
    expect(displayCount({ rows: null, columns: 4 })).toBe(0);
  });
});
