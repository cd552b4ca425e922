/** SQLite statements that are not queries of an aggregate: the database's own integrity check and
 *  the size its write-ahead log may reach (tests of a full disk run on a tiny volume). */
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** PRAGMA integrity_check: ['ok'] for an intact database, else the problems it found. */
export async function integrityCheck(db: Kysely<Database>): Promise<string[]> {
  const result = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
  return result.rows.map((row) => row.integrity_check);
}

/** Checkpoints the write-ahead log every `pages` pages (SQLite's default: 1000) and truncates it now. */
export async function limitWriteAheadLog(db: Kysely<Database>, pages: number): Promise<void> {
  await sql`PRAGMA wal_autocheckpoint = ${sql.lit(pages)}`.execute(db);
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}
