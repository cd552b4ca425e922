import { createStore } from '../../state';
import { addToTour, tourAtom, tourDelayMs } from './tourList';

const KEY = 'vantage.cameraTour.u1@r1.v1/w1';
const gate = { id: 'cam-1', name: 'Gate' };
const yard = { id: 'cam-2', name: 'Yard' };

describe('camera tour list', () => {
  beforeEach(() => window.localStorage.clear());

  it('appends a dropped camera once', () => {
    expect(addToTour([gate], yard)).toEqual([gate, yard]);
    const list = [gate];
    expect(addToTour(list, { ...gate, name: 'Other name' })).toBe(list);
  });

  it('loads a tour saved before (same key and format) and drops unreadable entries', () => {
    window.localStorage.setItem(KEY, JSON.stringify([gate, { id: 3 }, 'junk', yard]));
    expect(createStore().get(tourAtom('u1@r1', 'v1', 'w1'))).toEqual([gate, yard]);
    expect(createStore().get(tourAtom('u2@r1', 'v1', 'w1'))).toEqual([]);
    window.localStorage.setItem(KEY, '{not json');
    expect(createStore().get(tourAtom('u1@r1', 'v1', 'w1'))).toEqual([]);
  });

  it('keeps a tour for the next store (after logout), and a new store starts from what was saved', () => {
    const before = createStore();
    before.set(tourAtom('u1@r1', 'v1', 'w1'), [yard]);
    expect(window.localStorage.getItem(KEY)).toBe(JSON.stringify([yard]));
    expect(createStore().get(tourAtom('u1@r1', 'v1', 'w1'))).toEqual([yard]);
  });

  it('reads the delay option in seconds, else the default', () => {
    expect(tourDelayMs('10', [5, 10], 5)).toBe(10_000);
    expect(tourDelayMs('7', [5, 10], 5)).toBe(5_000);
  });
});
