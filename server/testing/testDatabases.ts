/** The databases the server suite runs against: SQLite always, PostgreSQL when
 *  TEST_DATABASE_URL names a server where the suite may create throwaway databases. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  kind: 'sqlite' | 'postgres';
  /** Creates an empty database and returns its URL (PostgreSQL) or undefined (SQLite in a temp dir). */
  create(): Promise<string | undefined>;
  drop(url: string | undefined): Promise<void>;
}

const sqlite: TestDatabase = {
  kind: 'sqlite',
  create: async () => undefined,
  drop: async () => undefined,
};

function postgres(adminUrl: string): TestDatabase {
  const withDatabase = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    kind: 'postgres',
    create: async () => {
      const name = `vantage_test_${randomBytes(6).toString('hex')}`;
      await admin((c) => c.query(`CREATE DATABASE ${name}`));
      return withDatabase(name);
    },
    drop: async (url) => {
      if (!url) return;
      const name = new URL(url).pathname.slice(1);
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export function testDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabase[] {
  const url = env.TEST_DATABASE_URL;
  return url ? [sqlite, postgres(url)] : [sqlite];
}
