import { AUTH_PATHS } from '../../../shared/auth/loginApi';
import { ApiClient } from '../../testing/apiClient';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform } from '../../testing/testPlatform';

describe.each(testDatabases())('sessionClose on $kind', (database) => {
  it('tells a session it was terminated when the password changes elsewhere, and expired when it times out', async () => {
    const t = await startTestPlatform(database);
    const first = new ApiClient(t.url);
    const second = new ApiClient(t.url);
    const third = new ApiClient(t.url);
    try {
      await first.login('operator', 'operator');
      await second.login('operator', 'operator');
      await third.login('admin', 'admin');
      const closes = second.subscribe('subscription { sessionClose { reason } }');
      const expiries = third.subscribe('subscription { sessionClose { reason } }');
      await Promise.all([closes.started, expiries.started]);

      await first.post(AUTH_PATHS.changePassword, { currentPassword: 'operator', newPassword: 'operator-2026' });
      expect((await closes.next()).data).toEqual({ sessionClose: { reason: 'TERMINATED' } });
      expect((await second.graphql('{ userInfo { user { id } } }')).status).toBe(401);

      const { sessions, auth } = t.platform.services;
      await auth.endSessions(await sessions.sweepExpired(Date.now() + 24 * 60 * 60 * 1000), 'SESSION_EXPIRED');
      expect((await expiries.next()).data).toEqual({ sessionClose: { reason: 'SESSION_EXPIRED' } });
    } finally {
      await Promise.all([first.dispose(), second.dispose(), third.dispose()]);
      await t.close();
    }
  });
});
