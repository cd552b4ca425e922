import { createStore } from '../../state';
import { cameraCellAtom, cameraCellsAtom, readCameraCell } from './cameraCellAtoms';

const at = { viewId: 'v1', widgetId: 'w1', index: 2 };
const gate = { deviceId: 'cam-1', name: 'Gate', time: 1_700_000_000_000 };

describe('camera cell atoms', () => {
  beforeEach(() => window.localStorage.clear());

  it('loads a cell saved before (same key and format), per user and realm', () => {
    window.localStorage.setItem('vantage.cameraCells.u1@r1', JSON.stringify({ 'v1/w1/2': gate }));
    const store = createStore();
    expect(store.get(cameraCellAtom('u1@r1', at))).toEqual(gate);
    expect(store.get(cameraCellAtom('u2@r1', at))).toBeNull();
    expect(store.get(cameraCellAtom('u1@r1', { ...at, index: 1 }))).toBeNull();
  });

  it('keeps a cell across a reload; a new store (logout, realm change) reads it again', () => {
    const before = createStore();
    before.set(cameraCellAtom('u1@r1', at), gate);
    expect(JSON.parse(window.localStorage.getItem('vantage.cameraCells.u1@r1') ?? '')).toEqual({ 'v1/w1/2': gate });
    const after = createStore();
    expect(readCameraCell(after, 'u1@r1', at)).toEqual(gate);
  });

  it('clears one cell, keeps the others, and tells subscribers of the cell that changed', () => {
    const store = createStore();
    const other = { ...at, index: 0 };
    const listener = jest.fn();
    store.set(cameraCellAtom('u1@r1', other), { deviceId: 'cam-2', name: 'Yard', time: null });
    store.sub(cameraCellAtom('u1@r1', at), listener);
    store.set(cameraCellAtom('u1@r1', at), { ...gate, time: null });
    store.set(cameraCellAtom('u1@r1', at), null);
    expect(readCameraCell(store, 'u1@r1', at)).toBeNull();
    expect(readCameraCell(store, 'u1@r1', other)?.deviceId).toBe('cam-2');
    expect(listener).toHaveBeenCalledTimes(2);
    // A write elsewhere leaves this cell's value as it was.
    store.set(cameraCellAtom('u1@r1', other), null);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('drops damaged entries instead of failing', () => {
    window.localStorage.setItem(
      'vantage.cameraCells.u1@r1',
      JSON.stringify({ 'v1/w1/2': { deviceId: '', name: 'x', time: null }, 'v1/w1/0': 'junk' }),
    );
    expect(readCameraCell(createStore(), 'u1@r1', at)).toBeNull();
    window.localStorage.setItem('vantage.cameraCells.u1@r1', '{not json');
    expect(createStore().get(cameraCellsAtom('u1@r1'))).toEqual({});
  });
});
