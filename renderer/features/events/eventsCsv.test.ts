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
});
