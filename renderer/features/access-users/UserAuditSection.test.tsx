import { screen } from '@testing-library/react';
import { renderSignedIn } from '../../testing';
import { UserAuditSection } from './UserAuditSection';

const ENTRY = {
  id: 'a1',
  time: Date.UTC(2026, 10, 29, 3, 0),
  kind: 'STATEMENT_CREATED',
  actorId: 'u-admin',
  actorName: 'admin',
  targetType: 'statement',
  targetId: 's1',
  targetName: 'Night watch',
  detail: { policy: 'Night watch', effect: 'ALLOW', resources: [{ id: 'b2639c63-zone', type: 'zone' }] },
  address: '127.0.0.1',
};

describe('Access → Audit (issue 36)', () => {
  it('shows what an entry names by id by its name', async () => {
    await renderSignedIn(<UserAuditSection />, {
      UserAudit: { userAudit: [ENTRY] },
      UserAuditNames: {
        users: [{ id: 'u-admin', name: 'admin' }],
        groups: [],
        policies: [],
        zones: [{ id: 'b2639c63-zone', name: 'Entrance' }],
        sets: [],
        devicesByAspectTypes: [],
      },
    });
    expect(await screen.findByText('policy: Night watch; effect: ALLOW; resources: [Entrance]')).toBeTruthy();
  });
});
