/** The PostgreSQL pool outlives its connections: a server that ends an idle connection (a restart,
 *  a failover, an administrator's pg_terminate_backend) costs that connection, never the platform,
 *  and the next query opens a new one. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { sql } from 'kysely';
import { testDatabases } from '../testing/testDatabases';
import { openDatabase } from './database';

const postgres = testDatabases().find((database) => database.kind === 'postgres');
const adminUrl = process.env.TEST_DATABASE_URL;

(postgres && adminUrl ? describe : describe.skip)('the PostgreSQL pool', () => {
  it('survives the server ending its idle connections', async () => {
    const url = await postgres!.create();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-pool-'));
    const handle = openDatabase({ dataDir, databaseUrl: url });
    try {
      await sql`SELECT 1`.execute(handle.db); // leaves one idle connection in the pool
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const name = new URL(url!).pathname.slice(1);
      const terminated = await admin.query(
        'SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      await admin.end();
      expect(terminated.rows).toEqual([{ done: true }]);
      // The pool lets the ended connection go; had nobody listened to its error, the error would
      // have been thrown out of the connection's handler and failed this test as it ends a process.
      for (let waited = 0; handle.pool!.totalCount > 0 && waited < 5000; waited += 20) await sleep(20);
      expect(handle.pool!.totalCount).toBe(0);

      const answer = await sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db);
      expect(answer.rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
      await postgres!.drop(url);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
