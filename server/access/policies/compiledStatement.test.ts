import type { CompiledStatement } from './compiledStatement';
import { compiledStatementOf } from './testing/compiledStatementOf';
import { deciding, deviceScope, evaluate, inScope } from './compiledStatement';

const statement = compiledStatementOf;

describe('compiled statements', () => {
  const zoneRead = statement({ devices: new Set(['cam-1', 'cam-2']), others: new Set(['zone:north']) });
  const denyCam2 = statement({ effect: 'DENY', actions: ['device:*'], devices: new Set(['cam-2']) });
  const everything = statement({ actions: ['*'], allResources: true });

  // [statements, action, resource, effect]
  const table: Array<[CompiledStatement[], string, { type: 'device' | 'zone'; id?: string }, string | null]> = [
    [[zoneRead], 'device:Read', { type: 'device', id: 'cam-1' }, 'ALLOW'],
    [[zoneRead], 'device:Read', { type: 'device', id: 'cam-3' }, null],
    [[zoneRead], 'device:Control', { type: 'device', id: 'cam-1' }, null],
    [[zoneRead], 'device:Read', { type: 'zone', id: 'north' }, 'ALLOW'],
    // A list: a scoped ALLOW opens it, to be narrowed per item.
    [[zoneRead], 'device:Read', { type: 'device' }, 'ALLOW'],
    // DENY wins, whatever the order.
    [[zoneRead, denyCam2], 'device:Read', { type: 'device', id: 'cam-2' }, 'DENY'],
    [[denyCam2, everything], 'device:Control', { type: 'device', id: 'cam-2' }, 'DENY'],
    // A scoped DENY does not close the list; one over all resources does.
    [[everything, denyCam2], 'device:Read', { type: 'device' }, 'ALLOW'],
    [[everything, statement({ effect: 'DENY', allResources: true })], 'device:Read', { type: 'device' }, 'DENY'],
    // Administering the whole collection needs all resources.
    [
      [statement({ actions: ['device:Configure'], devices: new Set(['cam-1']) })],
      'device:Configure',
      { type: 'device' },
      null,
    ],
    [[everything], 'group:Update', { type: 'zone' }, 'ALLOW'],
    [[], 'device:Read', { type: 'device', id: 'cam-1' }, null],
  ];

  it.each(table)('row %#', (...[statements, action, resource, effect]) => {
    expect(evaluate(statements, action, resource)).toBe(effect);
  });

  it('names the statements that decided', () => {
    const decision = deciding([zoneRead, denyCam2], 'device:Read', { type: 'device', id: 'cam-2' });
    expect(decision.by).toEqual([denyCam2]);
  });

  it('scopes device lists: only the allowed ones, or all but the denied ones', () => {
    const some = deviceScope([zoneRead, denyCam2], 'device:Read');
    expect(['cam-1', 'cam-2', 'cam-3'].filter((id) => inScope(some, id))).toEqual(['cam-1']);
    const all = deviceScope([everything, denyCam2], 'device:Read');
    expect(['cam-1', 'cam-2', 'cam-3'].filter((id) => inScope(all, id))).toEqual(['cam-1', 'cam-3']);
    expect(deviceScope([everything, statement({ effect: 'DENY', allResources: true })], 'device:Read')).toEqual({
      all: false,
      only: new Set(),
    });
  });

  describe("a camera's pixels (issue 27)", () => {
    const exportAnywhere = statement({ actions: ['videoRequest:Create', 'auditEntry:Create'], allResources: true });
    const readCam1 = statement({ devices: new Set(['cam-1']) });
    const readAll = statement({ allResources: true });
    const denyCam2Read = statement({ effect: 'DENY', devices: new Set(['cam-2']) });
    const cam = (id: string) => ({ type: 'device' as const, id });

    it('an export or archive-on-demand needs reading the camera too', () => {
      expect(evaluate([exportAnywhere, readCam1], 'videoRequest:Create', cam('cam-1'))).toBe('ALLOW');
      expect(evaluate([exportAnywhere, readCam1], 'videoRequest:Create', cam('cam-2'))).toBeNull();
      expect(evaluate([exportAnywhere, readAll, denyCam2Read], 'videoRequest:Create', cam('cam-2'))).toBe('DENY');
      expect(deciding([exportAnywhere, readAll, denyCam2Read], 'videoRequest:Create', cam('cam-2')).by).toEqual([
        denyCam2Read,
      ]);
    });

    it('a DENY of every device action closes the device to every action of any namespace', () => {
      for (const action of ['videoRequest:Create', 'auditEntry:Create', 'device:Control']) {
        expect(evaluate([exportAnywhere, everything, denyCam2], action, cam('cam-2'))).toBe('DENY');
        expect(evaluate([exportAnywhere, everything, denyCam2], action, cam('cam-1'))).toBe('ALLOW');
      }
      // Not a device: the DENY names devices only.
      expect(evaluate([everything, denyCam2], 'videoRequest:Read', { type: 'zone', id: 'cam-2' })).toBe('ALLOW');
    });

    it('scopes pixel-yielding actions to the cameras the caller reads', () => {
      const one = deviceScope([exportAnywhere, readCam1], 'videoRequest:Create');
      expect(['cam-1', 'cam-2'].filter((id) => inScope(one, id))).toEqual(['cam-1']);
      const allBut = deviceScope([exportAnywhere, readAll, denyCam2Read], 'videoRequest:Create');
      expect(['cam-1', 'cam-2', 'cam-3'].filter((id) => inScope(allBut, id))).toEqual(['cam-1', 'cam-3']);
      const closed = deviceScope([exportAnywhere, everything, denyCam2], 'videoRequest:Create');
      expect(['cam-1', 'cam-2'].filter((id) => inScope(closed, id))).toEqual(['cam-1']);
      // An action asked of no device reaches all of them, as before.
      expect(deviceScope([everything, denyCam2], 'user:Read')).toEqual({ all: true, except: new Set() });
    });
  });
});
