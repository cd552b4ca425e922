import { addedViewIds } from './addedViewIds';

const config = (...ids: unknown[]) => ({ version: 'v2', views: ids.map((id) => ({ id, name: `View ${String(id)}` })) });

describe('addedViewIds (spec 1 §6: adding views is for admins only)', () => {
  it('names the views the new configuration holds and the stored one does not', () => {
    expect(addedViewIds(config('a', 'b'), config('a', 'b', 'c'))).toEqual(['c']);
    expect(addedViewIds(null, config('a'))).toEqual(['a']);
    expect(addedViewIds({ version: 'v2', views: 'junk' }, config('a'))).toEqual(['a']);
  });

  it('adds nothing when views are written back, changed, reordered or dropped', () => {
    const stored = config('a', 'b', 'c');
    expect(addedViewIds(stored, stored)).toEqual([]);
    expect(addedViewIds(stored, { ...config('c', 'a', 'b'), layout: { a: { x: 0.5 } } })).toEqual([]);
    expect(addedViewIds(stored, { version: 'v2', views: [{ id: 'a', name: 'Renamed' }] })).toEqual([]);
    expect(addedViewIds(stored, { version: 'v2', views: [] })).toEqual([]);
    expect(addedViewIds(stored, { version: 'v2', settings: { openViewListOnStart: false } })).toEqual([]);
  });

  it('does not count entries the console would not read as views', () => {
    expect(addedViewIds(null, config(7, null))).toEqual([]);
    expect(addedViewIds(null, { version: 'v2', views: [null, 'x', ['y']] })).toEqual([]);
  });
});
