import { ApiClient } from '../testing/apiClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform } from '../testing/testPlatform';

const postgres = testDatabases().filter((d) => d.kind === 'postgres');

// Two server processes sharing one PostgreSQL database: an update made through one reaches
// subscribers connected to the other (LISTEN/NOTIFY).
(postgres.length > 0 ? describe : describe.skip)('several platforms on one PostgreSQL database', () => {
  it('delivers a subscription event published by another platform', async () => {
    const first = await startTestPlatform(postgres[0]!);
    const databaseUrl = first.platform.services.config.databaseUrl!;
    const second = await startTestPlatform(postgres[0]!, { databaseUrl });
    const writer = new ApiClient(first.url);
    const reader = new ApiClient(second.url);
    try {
      await writer.login('admin', 'admin');
      await reader.login('admin', 'admin');
      const updates = reader.subscribe('subscription { solidConfigUpdate { solidConfig } }');
      await updates.started;
      await writer.graphql(
        'mutation { updateSolidConfig(userId: "user-admin", solidConfig: { version: "v2", views: [] }) { updatedAt } }',
      );
      expect((await updates.next()).data).toEqual({ solidConfigUpdate: { solidConfig: { version: 'v2', views: [] } } });
    } finally {
      await Promise.all([writer.dispose(), reader.dispose()]);
      await second.close();
      await first.close();
    }
  });
});
