/** PTZ locks in PostgreSQL (issue 33): one row per controlled camera, honoured by every node. A
 *  change runs alone per camera across the cluster (a transaction-scoped advisory lock), reading
 *  the lock, deciding and writing in one transaction on the database's clock. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { PtzLockTable } from '../clusterSchema';
import type { Database } from '../schema';
import { DB_NOW } from './clusterNodes';

export type PtzLockRow = Selectable<PtzLockTable>;

/** What a change keeps: a row to hold, null to remove the lock, undefined to leave it. */
export interface PtzLockChange<T> {
  write?: PtzLockRow | null;
  result: T;
}

export class PtzLockRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `decide` on the camera's lock as it stands and `now` (the database's clock), alone among
   *  every change of that camera on every node, and keeps what it answers. */
  async change<T>(
    cameraId: string,
    decide: (current: PtzLockRow | undefined, now: number) => PtzLockChange<T>,
  ): Promise<{ result: T; now: number }> {
    return this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`ptz_lock:${cameraId}`}))`.execute(trx);
      const { rows } = await sql<{ now: string }>`SELECT ${DB_NOW} AS now`.execute(trx);
      const now = Number(rows[0]?.now);
      const found = await trx.selectFrom('ptz_locks').selectAll().where('camera_id', '=', cameraId).executeTakeFirst();
      const current = found && { ...found, priority: Number(found.priority), expires_at: Number(found.expires_at) };
      const { write, result } = decide(current, now);
      if (write === null) await trx.deleteFrom('ptz_locks').where('camera_id', '=', cameraId).execute();
      else if (write) {
        const { camera_id: _id, ...values } = write;
        await trx
          .insertInto('ptz_locks')
          .values({ ...values, camera_id: cameraId })
          .onConflict((oc) => oc.column('camera_id').doUpdateSet(values))
          .execute();
      }
      return { result, now };
    });
  }

  /** The camera's lock as it stands, with the database's now to judge its expiry by. */
  async current(cameraId: string): Promise<{ lock: PtzLockRow | undefined; now: number }> {
    return this.change(cameraId, (current) => ({ result: current })).then(({ result, now }) => ({
      lock: result,
      now,
    }));
  }
}
