/** Labels of a realm and the objects they are attached to (spec 3 §3.3, §7.2). */
import type { Kysely, Selectable } from 'kysely';
import type { Database, LabelTable } from '../schema';

export type LabelRow = Selectable<LabelTable>;

export class LabelRepository {
  constructor(private readonly db: Kysely<Database>) {}

  inRealm(realmId: string): Promise<LabelRow[]> {
    return this.db
      .selectFrom('labels')
      .selectAll()
      .where('realm_id', '=', realmId)
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  /** The realm's labels among `ids` (unknown ids and other realms' labels are left out). */
  async byIds(realmId: string, ids: readonly string[]): Promise<LabelRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('labels')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Labels with exactly one of these names (names are unique by exact match). */
  async byNames(realmId: string, names: readonly string[]): Promise<LabelRow[]> {
    if (names.length === 0) return [];
    return this.db
      .selectFrom('labels')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('name', 'in', [...names])
      .execute();
  }

  /** Whether an id is taken in any realm (ids are made by the client). */
  async idsTaken(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('labels')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    return rows.map((r) => r.id);
  }

  async insert(rows: readonly LabelRow[]): Promise<void> {
    if (rows.length)
      await this.db
        .insertInto('labels')
        .values([...rows])
        .execute();
  }

  async rename(realmId: string, id: string, name: string): Promise<void> {
    await this.db.updateTable('labels').set({ name }).where('realm_id', '=', realmId).where('id', '=', id).execute();
  }

  async delete(realmId: string, id: string): Promise<void> {
    await this.db.deleteFrom('label_objects').where('label_id', '=', id).execute();
    await this.db.deleteFrom('labels').where('realm_id', '=', realmId).where('id', '=', id).execute();
  }

  /** Attaches labels to objects; pairs already attached stay as they are. */
  async attach(realmId: string, pairs: ReadonlyArray<{ labelId: string; objectId: string }>): Promise<void> {
    if (pairs.length === 0) return;
    await this.db
      .insertInto('label_objects')
      .values(pairs.map((p) => ({ label_id: p.labelId, object_id: p.objectId, realm_id: realmId })))
      .onConflict((oc) => oc.columns(['label_id', 'object_id']).doNothing())
      .execute();
  }

  async detach(realmId: string, objectId: string, labelIds: readonly string[]): Promise<void> {
    if (labelIds.length === 0) return;
    await this.db
      .deleteFrom('label_objects')
      .where('realm_id', '=', realmId)
      .where('object_id', '=', objectId)
      .where('label_id', 'in', [...labelIds])
      .execute();
  }

  /** The objects each of these labels is attached to. */
  async objectsOf(realmId: string, labelIds: readonly string[]): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>(labelIds.map((id) => [id, []]));
    if (labelIds.length === 0) return result;
    const rows = await this.db
      .selectFrom('label_objects')
      .select(['label_id', 'object_id'])
      .where('realm_id', '=', realmId)
      .where('label_id', 'in', [...labelIds])
      .orderBy('object_id')
      .execute();
    for (const row of rows) result.get(row.label_id)?.push(row.object_id);
    return result;
  }

  /** The number of objects per label of the realm. */
  async objectCounts(realmId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('label_objects')
      .select(['label_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('realm_id', '=', realmId)
      .groupBy('label_id')
      .execute();
    return new Map(rows.map((r) => [r.label_id, Number(r.n)]));
  }

  /** The labels attached to each of these objects. */
  async labelIdsOf(realmId: string, objectIds: readonly string[]): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>(objectIds.map((id) => [id, []]));
    if (objectIds.length === 0) return result;
    const rows = await this.db
      .selectFrom('label_objects')
      .select(['label_id', 'object_id'])
      .where('realm_id', '=', realmId)
      .where('object_id', 'in', [...objectIds])
      .execute();
    for (const row of rows) result.get(row.object_id)?.push(row.label_id);
    return result;
  }
}
