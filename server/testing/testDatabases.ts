/** The databases the server suite runs against: SQLite always, PostgreSQL when
 *  TEST_DATABASE_URL names a server where the suite may create throwaway databases. */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

export interface TestDatabase {
  kind: 'sqlite' | 'postgres';
  /** Creates a database with the schema and no data and returns its URL (PostgreSQL), or undefined
   *  (SQLite in the platform's data directory, migrated at its start). */
  create(): Promise<string | undefined>;
  drop(url: string | undefined): Promise<void>;
}

const sqlite: TestDatabase = {
  kind: 'sqlite',
  create: async () => undefined,
  drop: async () => undefined,
};

/** The migrations' source, so a template made from other migrations is never copied. */
function migrationsHash(): string {
  const db = path.join(__dirname, '..', 'db');
  const files = [
    path.join(db, 'migrate.ts'),
    ...fs
      .readdirSync(path.join(db, 'migrations'))
      .sort()
      .map((f) => path.join(db, 'migrations', f)),
  ];
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.slice(db.length)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

/** Any number: the session lock under which one process of the run makes the template. */
const TEMPLATE_LOCK = 0x7661_6e74;

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
  /** Each suite's database is a copy of one migrated at the run's first need (by whichever jest
   *  process asks first; the others wait on its lock, held until its connection ends): migrating
   *  an empty database cost PostgreSQL and the suite about 1 core-s, a copy 0.1. Its name carries
   *  a hash of the migrations, so a changed migration makes a new one (old ones are left for
   *  whoever still runs them). Platforms still run their migrations at start, finding none to
   *  apply; every migration runs on an empty PostgreSQL when the template is made. */
  const makeTemplate = () =>
    admin(async (c) => {
      const name = `vantage_template_${migrationsHash()}`;
      // PostgreSQL 15 copies a template through its write-ahead log unless told to copy the files:
      // 0.5 core-s a copy of the migrated template against 0.07.
      const version = await c.query<{ server_version_num: string }>('SHOW server_version_num');
      const strategy = Number(version.rows[0]?.server_version_num) >= 150000 ? ' STRATEGY FILE_COPY' : '';
      await c.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const found = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return { name, strategy };
      // Made under another name and renamed when whole: a run stopped midway leaves no template.
      const building = `${name}_building`;
      await c.query(`DROP DATABASE IF EXISTS ${building}`);
      await c.query(`CREATE DATABASE ${building}`);
      const handle = openDatabase({ dataDir: os.tmpdir(), databaseUrl: withDatabase(building) });
      try {
        await migrateToLatest(handle.db);
      } finally {
        await handle.close();
      }
      await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return { name, strategy };
    });
  let template: ReturnType<typeof makeTemplate> | undefined;
  return {
    kind: 'postgres',
    create: async () => {
      const { name: from, strategy } = await (template ??= makeTemplate());
      const name = `vantage_test_${randomBytes(6).toString('hex')}`;
      await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${from}${strategy}`));
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
