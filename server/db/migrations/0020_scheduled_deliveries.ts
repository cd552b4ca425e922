/** Scheduled deliveries (spec 3 §3.6 Realm maxScheduledDeliveryDelay; issue 28): a video request
 *  (export or archive-on-demand) may name when it is to be delivered; until then it waits in the
 *  queue. Null: at once, as every request written before. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('video_requests').addColumn('deliver_at', 'bigint').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('video_requests').dropColumn('deliver_at').execute();
}
