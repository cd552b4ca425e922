import type { CompiledStatement } from './compiledStatement';
import { deciding, deviceScope, evaluate, inScope } from './compiledStatement';

const statement = (over: Partial<CompiledStatement>): CompiledStatement => ({
  effect: 'ALLOW',
  actions: ['device:Read'],
  allResources: false,
  devices: new Set(),
  others: new Set(),
  source: { policyId: 'p', statementId: 's' },
  ...over,
});

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
});
