import { auditDetailText } from './auditDetailText';

describe('auditDetailText', () => {
  it('lists fields, with changes as from → to', () => {
    expect(
      auditDetailText({ name: { from: 'dave', to: 'David' }, isAdmin: true, email: { from: null, to: 'a@b.c' } }),
    ).toBe('name: dave → David; isAdmin: true; email: — → a@b.c');
    expect(auditDetailText({})).toBe('');
    expect(auditDetailText(null)).toBe('');
  });

  it('reads lists and nested records as names, not JSON', () => {
    expect(auditDetailText({ groups: { from: ['Night desk'], to: ['Administrators', 'Night desk'] } })).toBe(
      'groups: [Night desk] → [Administrators, Night desk]',
    );
    expect(
      auditDetailText({
        name: 'Watch',
        statements: [{ effect: 'DENY', actions: ['device:Read'], resources: [{ id: 'cam-2', type: 'device' }] }],
      }),
    ).toBe('name: Watch; statements: [{effect: DENY, actions: [device:Read], resources: [{id: cam-2, type: device}]}]');
    expect(auditDetailText({ users: [] })).toBe('users: []');
  });
});

describe('auditDetailText with the realm’s names (issue 36)', () => {
  const names = new Map([
    ['b2639c63-zone', 'Entrance'],
    ['cam-2', 'Lobby Camera'],
  ]);
  const nameOf = (id: string) => names.get(id);

  it('names a statement’s resources and a zone’s devices instead of showing their ids', () => {
    expect(
      auditDetailText(
        {
          statements: [
            {
              effect: 'ALLOW',
              resources: [
                { id: 'b2639c63-zone', type: 'zone' },
                { id: 'cam-2', type: 'device' },
              ],
            },
          ],
          devices: { from: [], to: ['cam-2'] },
        },
        nameOf,
      ),
    ).toBe('statements: [{effect: ALLOW, resources: [Entrance, Lobby Camera]}]; devices: [] → [Lobby Camera]');
  });

  it('keeps the id of what the realm no longer has', () => {
    expect(auditDetailText({ resources: [{ id: 'gone', type: 'zone' }] }, nameOf)).toBe(
      'resources: [{id: gone, type: zone}]',
    );
  });
});
