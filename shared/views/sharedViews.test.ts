import { addSharedCopy, makeSharedCopy, parseSharedViews } from './sharedViews';
import type { View } from './viewModel';

const base: View = {
  id: 'v1',
  name: 'Lobby',
  hasLayout: true,
  layout: { type: 'cell', id: 'c', size: 1 },
  widgets: [],
};
const me = { id: 'me', isAdmin: true };

describe('shared views (spec 1 §4)', () => {
  it('parses shared views as shared, dropping invalid ones and invalid sizes', () => {
    const state = parseSharedViews([{ ...base, userId: 'me' }, { id: 1 }], { v1: { c: 1, bad: 'x' } });
    expect(state.views).toEqual([{ ...base, userId: 'me', isShared: true, isSystem: false, isLocal: false }]);
    expect(state.layout).toEqual({ v1: { c: 1 } });
    expect(parseSharedViews(null, null)).toEqual({ views: [], layout: {} });
  });

  it('makes a copy owned by the sharer that remembers its original', () => {
    const copy = makeSharedCopy({ ...base, editMode: true, hasUnsavedChanges: true }, ' Lobby 1 ', me, 's9');
    expect(copy).toMatchObject({ id: 's9', name: 'Lobby 1', userId: 'me', isShared: true, originalViewId: 'v1' });
    expect(copy.editMode).toBeUndefined();
    expect(copy.hasUnsavedChanges).toBeUndefined();
  });

  it('replaces the owner’s earlier copy with the same name', () => {
    const earlier = { ...base, id: 's1', userId: 'me', isShared: true, name: 'lobby' };
    const others = { ...base, id: 's2', userId: 'other', isShared: true };
    const copy = makeSharedCopy(base, 'Lobby', me, 's3');
    expect(addSharedCopy([earlier, others], copy)).toEqual({ views: [copy, others], replacedId: 's1' });
    expect(addSharedCopy([others], copy)).toEqual({ views: [others, copy], replacedId: null });
  });
});
