/** A fresh, migrated database of one test kind for repository tests, without a platform around it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { TestDatabase } from './testDatabases';

export interface MigratedDatabase {
  db: DatabaseHandle['db'];
  close(): Promise<void>;
}

export async function openMigratedDatabase(database: TestDatabase): Promise<MigratedDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-repo-'));
  const url = await database.create();
  const handle = openDatabase({ dataDir, databaseUrl: url });
  await migrateToLatest(handle.db);
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      await database.drop(url);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
