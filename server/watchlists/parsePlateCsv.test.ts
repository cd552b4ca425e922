import { WATCHLIST_ERROR } from '../../shared/watchlists/watchlists';
import { parseCsvDate, parsePlateCsv } from './parsePlateCsv';

describe('parsePlateCsv: a License Plate watchlist from CSV (issue 32)', () => {
  it('reads the columns a header names, in any order and case', () => {
    const rows = parsePlateCsv('Name,PLATE,validTo\r\nVan,ab-123 cd,2026-12-31\r\n');
    expect(rows).toEqual([
      {
        line: 2,
        cells: { plate: 'ab-123 cd', name: 'Van', notes: '', validFrom: '', validTo: '2026-12-31' },
        entry: {
          plate: 'ab-123 cd',
          name: 'Van',
          notes: '',
          validFrom: null,
          validTo: Date.UTC(2026, 11, 31, 23, 59, 59, 999),
        },
      },
    ]);
  });

  it('takes plain rows as plate, name, notes, validFrom, validTo and names an entry by its plate', () => {
    const rows = parsePlateCsv('SAB 102\nXYZ 9,Courier,"Gate, north",2026-01-01T08:30\n');
    expect(rows.map((r) => r.entry)).toEqual([
      { plate: 'SAB 102', name: 'SAB 102', notes: '', validFrom: null, validTo: null },
      { plate: 'XYZ 9', name: 'Courier', notes: 'Gate, north', validFrom: Date.UTC(2026, 0, 1, 8, 30), validTo: null },
    ]);
  });

  it('refuses a bad row with its reason and keeps its cells, the other rows unharmed', () => {
    const rows = parsePlateCsv(
      'plate,name,validFrom,validTo\n---,Nobody,,\nOK1,Fine,,\nOK2,Late,2026-02-30,\nOK3,Back,2026-05-02,2026-05-01\n',
    );
    expect(rows.map((r) => [r.line, r.error ?? null, r.cells.name])).toEqual([
      [2, WATCHLIST_ERROR.PLATE_EMPTY, 'Nobody'],
      [3, null, 'Fine'],
      [4, WATCHLIST_ERROR.DATE, 'Late'],
      [5, WATCHLIST_ERROR.VALIDITY, 'Back'],
    ]);
  });

  it('refuses a file without rows', () => {
    expect(() => parsePlateCsv('plate,name\n')).toThrow(WATCHLIST_ERROR.CSV_EMPTY);
    expect(() => parsePlateCsv('\uFEFF\n\n')).toThrow(WATCHLIST_ERROR.CSV_EMPTY);
  });

  it('reads dates as UTC days or minutes', () => {
    expect(parseCsvDate('', 'start')).toBeNull();
    expect(parseCsvDate('2026-03-04', 'start')).toBe(Date.UTC(2026, 2, 4));
    expect(parseCsvDate('2026-03-04 10:15', 'end')).toBe(Date.UTC(2026, 2, 4, 10, 15));
    expect(parseCsvDate('04/03/2026', 'start')).toBeUndefined();
  });
});
