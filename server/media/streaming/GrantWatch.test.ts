/** GrantWatch: the first answer, a later refusal, changes coalesced while a check runs, failures as refusals. */
import { GrantWatch, type GrantChecks } from './GrantWatch';
import type { TicketGrant } from './MediaTickets';

const GRANT: TicketGrant = { userId: 'u', realmId: 'r', sessionId: 's', cameraId: 'c', isLocal: false };

/** Checks whose answers the test gives one at a time, and the realm's change signal. */
function rig(initially: boolean) {
  let changed: (() => void) | undefined;
  const pending: Array<(answer: boolean) => void> = [];
  let asked = 0;
  const checks: GrantChecks = {
    mayWatch: () => {
      asked += 1;
      if (asked === 1) return Promise.resolve(initially);
      return new Promise((resolve) => pending.push(resolve));
    },
    watchAccess: (_grant, listener) => {
      changed = listener;
      return () => (changed = undefined);
    },
  };
  return {
    checks,
    change: () => changed?.(),
    answer: async (value: boolean) => {
      pending.shift()?.(value);
      await new Promise((resolve) => setImmediate(resolve));
    },
    get asked() {
      return asked;
    },
    get watching() {
      return changed !== undefined;
    },
  };
}

describe('GrantWatch', () => {
  it('answers the first check and ends the grant when a later change refuses it', async () => {
    const r = rig(true);
    const refused = jest.fn();
    const watch = new GrantWatch(r.checks, GRANT, refused);
    expect(await watch.start()).toBe(true);
    r.change();
    await r.answer(true);
    expect(refused).not.toHaveBeenCalled();
    r.change();
    await r.answer(false);
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('asks once more for changes that came while a check was running, not once per change', async () => {
    const r = rig(true);
    const watch = new GrantWatch(r.checks, GRANT, jest.fn());
    await watch.start();
    r.change();
    r.change();
    r.change();
    await r.answer(true);
    await r.answer(true);
    expect(r.asked).toBe(3);
  });

  it('refuses when the first check does, or fails, and stops listening when stopped', async () => {
    expect(await new GrantWatch(rig(false).checks, GRANT, jest.fn()).start()).toBe(false);
    const failing: GrantChecks = { mayWatch: () => Promise.reject(new Error('database gone')) };
    expect(await new GrantWatch(failing, GRANT, jest.fn()).start()).toBe(false);
    const r = rig(true);
    const refused = jest.fn();
    const watch = new GrantWatch(r.checks, GRANT, refused);
    await watch.start();
    watch.stop();
    expect(r.watching).toBe(false);
  });
});
