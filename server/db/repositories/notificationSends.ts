/** The log of notification sends (issue 28): one row per policy, event and channel with its
 *  result, written alone or many at once, read newest first on the policy; a webhook's row is
 *  updated as its retries go. */
import type { Kysely, Selectable } from 'kysely';
import type { NotificationSendTable } from '../notificationSchema';
import type { Database } from '../schema';

export interface NotificationSendRecord {
  id: string;
  realmId: string;
  policyId: string;
  eventId: string | null;
  channel: string;
  target: string;
  result: string;
  attempts: number;
  error: string | null;
  test: boolean;
  at: number;
}

const toRecord = (row: Selectable<NotificationSendTable>): NotificationSendRecord => ({
  id: row.id,
  realmId: row.realm_id,
  policyId: row.policy_id,
  eventId: row.event_id,
  channel: row.channel,
  target: row.target,
  result: row.result,
  attempts: row.attempts,
  error: row.error,
  test: row.test === 1,
  at: Number(row.at),
});

export class NotificationSendRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(send: NotificationSendRecord): Promise<void> {
    await this.insertMany([send]);
  }

  /** Rows in one statement (the sender batches the sends of a busy moment). */
  async insertMany(sends: readonly NotificationSendRecord[]): Promise<void> {
    if (sends.length === 0) return;
    await this.db
      .insertInto('notification_sends')
      .values(
        sends.map((send) => ({
          id: send.id,
          realm_id: send.realmId,
          policy_id: send.policyId,
          event_id: send.eventId,
          channel: send.channel,
          target: send.target,
          result: send.result,
          attempts: send.attempts,
          error: send.error,
          test: send.test ? 1 : 0,
          at: send.at,
        })),
      )
      .execute();
  }

  async update(id: string, patch: Pick<NotificationSendRecord, 'result' | 'attempts' | 'error' | 'at'>): Promise<void> {
    await this.db
      .updateTable('notification_sends')
      .set({ result: patch.result, attempts: patch.attempts, error: patch.error, at: patch.at })
      .where('id', '=', id)
      .execute();
  }

  /** A policy's sends, newest first. */
  async ofPolicy(realmId: string, policyId: string, limit: number): Promise<NotificationSendRecord[]> {
    const rows = await this.db
      .selectFrom('notification_sends')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('policy_id', '=', policyId)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toRecord);
  }

  /** Keeps a policy's newest `keep` sends: the log shows recent history, not all of it. */
  async trim(realmId: string, policyId: string, keep: number): Promise<void> {
    const cutoff = await this.db
      .selectFrom('notification_sends')
      .select('at')
      .where('realm_id', '=', realmId)
      .where('policy_id', '=', policyId)
      .orderBy('at', 'desc')
      .offset(keep)
      .limit(1)
      .executeTakeFirst();
    if (!cutoff) return;
    await this.db
      .deleteFrom('notification_sends')
      .where('realm_id', '=', realmId)
      .where('policy_id', '=', policyId)
      .where('at', '<=', Number(cutoff.at))
      .execute();
  }
}
