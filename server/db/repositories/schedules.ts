/** A realm's schedules (spec 3 §3.6): rows with their lists and tasks as JSON. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import type { ScheduleTable } from '../scheduleSchema';

export type ScheduleRow = Selectable<ScheduleTable>;

export class ScheduleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  inRealm(realmId: string): Promise<ScheduleRow[]> {
    return this.db.selectFrom('schedules').selectAll().where('realm_id', '=', realmId).orderBy('name_key').execute();
  }

  /** Every enabled schedule of every realm: what the scheduler runs. */
  enabled(): Promise<ScheduleRow[]> {
    return this.db.selectFrom('schedules').selectAll().where('enabled', '=', 1).execute();
  }

  byId(realmId: string, id: string): Promise<ScheduleRow | undefined> {
    return this.db
      .selectFrom('schedules')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Whether another schedule of the realm has this name key. */
  async nameTaken(realmId: string, nameKey: string, exceptId?: string): Promise<boolean> {
    let query = this.db
      .selectFrom('schedules')
      .select('id')
      .where('realm_id', '=', realmId)
      .where('name_key', '=', nameKey);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(row: ScheduleRow): Promise<void> {
    await this.db.insertInto('schedules').values(row).execute();
  }

  async update(row: ScheduleRow): Promise<void> {
    await this.db
      .updateTable('schedules')
      .set(row)
      .where('id', '=', row.id)
      .where('realm_id', '=', row.realm_id)
      .execute();
  }

  async delete(realmId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('schedules')
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
