/** The Cameras list's timings for live object updates (spec 3 §4, §9). */
import { INITIAL_LIST_UPDATES, nextDue, onObjectUpdate, onTick } from './cameraListUpdates';

describe('camera list updates', () => {
  it('reads a created camera at once and an updated one after 5 s', () => {
    const created = onObjectUpdate(INITIAL_LIST_UPDATES, { id: 'c1', action: 'CREATE' }, 1_000);
    expect(onTick(created, 1_000).refresh).toBe(true);
    const updated = onObjectUpdate(INITIAL_LIST_UPDATES, { id: 'c1', action: 'UPDATE' }, 1_000);
    expect(onTick(updated, 5_999).refresh).toBe(false);
    expect(nextDue(updated)).toBe(6_000);
    expect(onTick(updated, 6_000).refresh).toBe(true);
  });

  it('drops a deleted camera at once and reads the list again after 5 s', () => {
    const deleted = onObjectUpdate(INITIAL_LIST_UPDATES, { id: 'c1', action: 'DELETE' }, 0);
    expect([...deleted.removed]).toEqual(['c1']);
    expect(onTick(deleted, 4_999).refresh).toBe(false);
    const due = onTick(deleted, 5_000);
    expect(due.refresh).toBe(true);
    expect([...due.state.removed]).toEqual([]);
  });

  it('applies health changes in 2 s batches, the latest per camera', () => {
    let state = onObjectUpdate(INITIAL_LIST_UPDATES, { id: 'c1', action: 'STATUS', healthStatus: 'BROKEN' }, 0);
    state = onObjectUpdate(state, { id: 'c1', action: 'STATUS', healthStatus: 'NORMAL' }, 500);
    state = onObjectUpdate(state, { id: 'c2', action: 'STATUS', healthStatus: 'BROKEN' }, 1_500);
    expect(onTick(state, 1_999).state.health.size).toBe(0);
    const applied = onTick(state, 2_000);
    expect(applied.refresh).toBe(false);
    expect(Object.fromEntries(applied.state.health)).toEqual({ c1: 'NORMAL', c2: 'BROKEN' });
  });

  it('ignores what the list does not show', () => {
    expect(onObjectUpdate(INITIAL_LIST_UPDATES, { id: 'c1', action: 'PTZ' }, 0)).toBe(INITIAL_LIST_UPDATES);
  });
});
