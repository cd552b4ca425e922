/** Opens the platform's database: embedded SQLite (WAL) in the data directory, or PostgreSQL
 *  when a connection string is given. Both sit behind one Kysely instance and one code path. */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DialectKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DialectKind;
  /** The PostgreSQL pool, for LISTEN/NOTIFY; undefined on SQLite. */
  pool: pg.Pool | undefined;
  close(): Promise<void>;
}

// PostgreSQL returns bigint columns as strings; every bigint we keep is an epoch millisecond
// well inside Number's exact range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** How long PostgreSQL keeps a session that sits idle inside a transaction (see openDatabase). */
const IDLE_IN_TRANSACTION_MS = 6_000;

export function openDatabase(options: { dataDir: string; databaseUrl?: string | undefined }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A process paused or cut off in the middle of a transaction (SIGSTOP, a frozen VM) would
      // hold its row locks for as long as its connection stays open: a cluster node's lease row
      // read FOR SHARE by its index writer, which every other node's takeover of the camera then
      // waits for, for ever (issue 33). PostgreSQL ends such a session after a lease's length
      // (LEASE_MS), by when that node has lost its leases anyway. Transactions hold no other waits.
      options: `-c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_MS}`,
    });
    // An idle connection the server ends (a restart, a failover, pg_terminate_backend, a database
    // dropped while the pool closes) is emitted here; without a listener it would stop the whole
    // platform. The pool has already let that connection go and opens a new one for the next query.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', pool, close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(path.join(options.dataDir, 'vantage.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Reads through a memory map instead of a read() per page: over 1 M audit entries a camera's
  // page took p50 1.6 ms instead of 3.9 ms and all pages p99 21 ms instead of 39 ms (bench/eventsStore.ts).
  // Address space, not heap: the pages are the file's, shared with the page cache.
  sqlite.pragma('mmap_size = 536870912');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: 'sqlite', pool: undefined, close: () => db.destroy() };
}
