import fs from 'node:fs';
import path from 'node:path';
import { AUTH_PATHS } from '../../shared/auth/loginApi';
import { ApiClient } from '../testing/apiClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform } from '../testing/testPlatform';

describe('health', () => {
  it('answers 503 while the console is not built and 200 once it is', async () => {
    const [sqlite] = testDatabases();
    const t = await startTestPlatform(sqlite!);
    try {
      const client = new ApiClient(t.url, false);
      const index = path.join(t.platform.services.config.consoleDir, 'index.html');
      const html = fs.readFileSync(index);
      fs.rmSync(index);
      const before = await client.request('GET', AUTH_PATHS.health);
      expect(before).toMatchObject({ status: 503, body: { status: 'starting', console: false } });
      fs.writeFileSync(index, html);
      const after = await client.request('GET', AUTH_PATHS.health);
      expect(after).toMatchObject({
        status: 200,
        body: { status: 'ok', console: true, database: { kind: 'sqlite', migrated: true } },
      });
    } finally {
      await t.close();
    }
  });
});
