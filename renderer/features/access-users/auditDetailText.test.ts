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
