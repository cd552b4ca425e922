import { normalisePlate } from '../../shared/analytics/plateRead';
import { matchPlate, type MatchableEntry, type MatchableList } from './matchPlate';

const list = (id: string, extra: Partial<MatchableList> = {}): MatchableList => ({
  id,
  name: `List ${id}`,
  kind: 'licensePlate',
  action: 'information',
  enabled: true,
  cameras: null,
  ...extra,
});
const entry = (watchlistId: string, plate: string, extra: Partial<MatchableEntry> = {}): MatchableEntry => ({
  id: `${watchlistId}-${plate}`,
  watchlistId,
  plate,
  name: plate,
  validFrom: null,
  validTo: null,
  ...extra,
});
const read = { cameraId: 'gate', text: 'SAB102', time: 1_000_000 };
const listIds = (hits: ReturnType<typeof matchPlate>) => hits.map((h) => h.list.id);

describe('matchPlate: which License Plate watchlists a read is on (issue 32)', () => {
  it('finds the list whose entry has the same plate', () => {
    expect(listIds(matchPlate(read, [list('a'), list('b')], [entry('a', 'SAB102'), entry('b', 'XYZ999')]))).toEqual([
      'a',
    ]);
  });

  it('matches a plate typed without its spaces against the same plate read with them', () => {
    // Without its blocks the normaliser reads the typed plate's 1 as a letter: SABI02.
    expect(normalisePlate('SAB102')).not.toBe(normalisePlate('SAB 102'));
    const typed = entry('a', normalisePlate('SAB102'));
    expect(listIds(matchPlate({ ...read, text: normalisePlate('5AB 1O2') }, [list('a')], [typed]))).toEqual(['a']);
    expect(matchPlate({ ...read, text: normalisePlate('SAB 103') }, [list('a')], [typed])).toEqual([]);
  });

  it('leaves out a disabled list, a facial list and a list that does not watch the camera', () => {
    const lists = [
      list('off', { enabled: false }),
      list('faces', { kind: 'facial' }),
      list('yard', { cameras: new Set(['yard']) }),
      list('gate', { cameras: new Set(['gate', 'yard']) }),
    ];
    const entries = lists.map((l) => entry(l.id, 'SAB102'));
    expect(listIds(matchPlate(read, lists, entries))).toEqual(['gate']);
  });

  it('counts an entry only inside its validity window, either end open', () => {
    const lists = [list('before'), list('after'), list('inside'), list('from'), list('until')];
    const entries = [
      entry('before', 'SAB102', { validTo: read.time - 1 }),
      entry('after', 'SAB102', { validFrom: read.time + 1 }),
      entry('inside', 'SAB102', { validFrom: read.time - 10, validTo: read.time + 10 }),
      entry('from', 'SAB102', { validFrom: read.time }),
      entry('until', 'SAB102', { validTo: read.time }),
    ];
    expect(listIds(matchPlate(read, lists, entries))).toEqual(['from', 'inside', 'until']);
  });

  it('answers one hit per list, alarms first', () => {
    const lists = [list('info', { name: 'A info' }), list('alarm', { name: 'Z alarm', action: 'alarm' })];
    const entries = [entry('info', 'SAB102'), entry('info', 'SAB102', { id: 'twice' }), entry('alarm', 'SAB102')];
    expect(listIds(matchPlate(read, lists, entries))).toEqual(['alarm', 'info']);
  });

  it('matches nothing for an empty read', () => {
    expect(matchPlate({ ...read, text: '' }, [list('a')], [entry('a', '')])).toEqual([]);
  });
});
