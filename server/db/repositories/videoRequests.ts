/** Video requests (exports and archive-on-demand) of a realm; the queue's rules live in media/requests. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, VideoRequestTable } from '../schema';

export type VideoRequestRow = Selectable<VideoRequestTable>;

export interface VideoRequestQuery {
  realmId: string;
  kind: string;
  /** Only this user's requests; every user's when undefined. */
  userId?: string;
  createdFrom?: number;
  updatedFrom?: number | null;
  statuses?: readonly string[] | null;
  type?: string | null;
  deviceIds?: readonly string[] | null;
}

export class VideoRequestRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<VideoRequestTable>): Promise<void> {
    await this.db.insertInto('video_requests').values(row).execute();
  }

  /** Puts requests of a kind that were being worked on back in the queue. */
  async requeue(kind: string, statuses: readonly string[], now: number): Promise<void> {
    await this.db
      .updateTable('video_requests')
      .set({ status: 'QUEUED', updated_at: now })
      .where('kind', '=', kind)
      .where('status', 'in', [...statuses])
      .execute();
  }

  /** Newest first; canceled requests never. */
  list(q: VideoRequestQuery): Promise<VideoRequestRow[]> {
    let query = this.db
      .selectFrom('video_requests')
      .selectAll()
      .where('realm_id', '=', q.realmId)
      .where('kind', '=', q.kind)
      .where('status', '!=', 'CANCELED');
    if (q.userId !== undefined) query = query.where('user_id', '=', q.userId);
    if (q.createdFrom !== undefined) query = query.where('created_at', '>=', q.createdFrom);
    if (q.updatedFrom != null) query = query.where('updated_at', '>=', q.updatedFrom);
    if (q.statuses?.length) query = query.where('status', 'in', [...q.statuses]);
    if (q.type) query = query.where('type', '=', q.type);
    if (q.deviceIds?.length) query = query.where('device_id', 'in', [...q.deviceIds]);
    return query.orderBy('created_at', 'desc').execute();
  }

  byId(id: string, realmId: string, kind: string): Promise<VideoRequestRow | undefined> {
    return this.db
      .selectFrom('video_requests')
      .selectAll()
      .where('id', '=', id)
      .where('realm_id', '=', realmId)
      .where('kind', '=', kind)
      .executeTakeFirst();
  }

  /** Writes `change` only while the request is still in `status`; false when it had moved on. */
  async updateIfStatus(id: string, status: string, change: Partial<VideoRequestRow>): Promise<boolean> {
    const result = await this.db
      .updateTable('video_requests')
      .set(change)
      .where('id', '=', id)
      .where('status', '=', status)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The oldest queued requests of a kind that are due (a scheduled delivery waits for its time),
   *  oldest first (a worker that ranks them picks from these). */
  queued(kind: string, limit: number, now = Date.now()): Promise<VideoRequestRow[]> {
    return this.db
      .selectFrom('video_requests')
      .selectAll()
      .where('kind', '=', kind)
      .where('status', '=', 'QUEUED')
      .where((eb) => eb.or([eb('deliver_at', 'is', null), eb('deliver_at', '<=', now)]))
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }

  /** The oldest queued request of a kind. */
  async nextQueued(kind: string): Promise<VideoRequestRow | undefined> {
    const [oldest] = await this.queued(kind, 1);
    return oldest;
  }

  /** Ids of completed requests of a kind whose files expired before `now`. */
  async expiredIds(kind: string, now: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('video_requests')
      .select('id')
      .where('kind', '=', kind)
      .where('status', '=', 'COMPLETED')
      .where('expired_at', '<', now)
      .execute();
    return rows.map((r) => r.id);
  }
}
