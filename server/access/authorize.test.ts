import type { Caller } from './Caller';
import type { Action, Resource } from './actions';
import { authorize, can } from './authorize';

function caller(role: 'admin' | 'operator', id = `user-${role}`): Caller {
  return {
    session: { id: 's', userId: id, realmId: 'hq' } as Caller['session'],
    user: { id, name: id, name_key: id } as Caller['user'],
    membership: { realmId: 'hq', realmName: 'HQ', realmType: 'REALM', role },
  };
}

const admin = caller('admin');
const operator = caller('operator');

// [who, action, resource, allowed, refusal]
const table: Array<[Caller, Action, Resource, boolean, string?]> = [
  [operator, 'device:Read', { type: 'device', id: 'cam-1' }, true],
  [operator, 'device:Control', { type: 'device', id: 'cam-1' }, true],
  [operator, 'device:Configure', { type: 'device', id: 'cam-1' }, false, 'Administrator rights required'],
  [admin, 'device:Configure', { type: 'device', id: 'cam-1' }, true],
  [operator, 'user:Unblock', { type: 'user', id: 'x' }, false, 'Administrator rights required'],
  [admin, 'user:Unblock', { type: 'user', id: 'x' }, true],
  [operator, 'user:ReadContact', { type: 'user', ownerId: 'user-operator' }, true],
  [operator, 'user:ReadContact', { type: 'user', ownerId: 'someone' }, false, 'Access denied'],
  [admin, 'user:ReadContact', { type: 'user', ownerId: 'someone' }, true],
  [admin, 'config:Read', { type: 'config', ownerId: 'someone' }, false, 'A user can use only their own configuration'],
  [operator, 'config:Update', { type: 'config', ownerId: 'user-operator' }, true],
  // Owner first, then realm: the wording clients read names the owner rule first.
  [
    operator,
    'config:Update',
    { type: 'config', ownerId: 'x', realmId: 'other' },
    false,
    'A user can use only their own configuration',
  ],
  [
    operator,
    'config:Update',
    { type: 'config', ownerId: 'user-operator', realmId: 'other' },
    false,
    'The session is in another realm',
  ],
  [operator, 'view:Read', { type: 'view', realmId: 'hq' }, true],
  [admin, 'view:Read', { type: 'view', realmId: 'other' }, false, 'The session is in another realm'],
  [operator, 'view:Share', { type: 'view', realmId: 'hq' }, false, 'Only administrators can share views'],
  [admin, 'view:Share', { type: 'view', realmId: 'hq' }, true],
  [operator, 'realm:Switch', { type: 'realm', id: 'r2', ownerId: 'user-operator' }, true],
  [
    operator,
    'realm:Switch',
    { type: 'realm', id: 'r2', ownerId: 'admin' },
    false,
    'A user can switch only their own realm',
  ],
  [operator, 'videoRequest:ManageAll', { type: 'videoRequest', realmId: 'hq' }, false, 'Administrator rights required'],
  [admin, 'videoRequest:ManageAll', { type: 'videoRequest', realmId: 'hq' }, true],
  [operator, 'videoRequest:Create', { type: 'videoRequest' }, true],
  [operator, 'auditEntry:Read', { type: 'auditEntry' }, true],
  [operator, 'realm:Read', { type: 'realm', realmId: 'other' }, false, 'The session is in another realm'],
];

describe('authorize', () => {
  // Rest parameters: rows without a refusal must not look like a `done` callback to jest.
  it.each(table)('row %#: %s', (...[who, action, resource, allowed, refusal]) => {
    expect(can(who, action, resource)).toBe(allowed);
    if (allowed) expect(() => authorize(who, action, resource)).not.toThrow();
    else
      expect(() => authorize(who, action, resource)).toThrow(
        expect.objectContaining({ kind: 'forbidden', message: refusal }),
      );
  });
});
