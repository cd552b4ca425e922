/** Hierarchies of a realm (spec 3 §3.3): the tree as JSON and a row per label at a leaf. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, HierarchyTable } from '../schema';

export type HierarchyRow = Selectable<HierarchyTable>;

/** A label at a leaf: where it sits (level names below the root). */
export interface HierarchyLabelUse {
  hierarchyId: string;
  hierarchyName: string;
  path: string[];
}

export interface LeafLabelRow {
  levelId: string;
  path: string[];
  labelIds: string[];
}

export class HierarchyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  inRealm(realmId: string): Promise<HierarchyRow[]> {
    return this.db.selectFrom('hierarchies').selectAll().where('realm_id', '=', realmId).orderBy('name_key').execute();
  }

  byId(realmId: string, id: string): Promise<HierarchyRow | undefined> {
    return this.db
      .selectFrom('hierarchies')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Whether the id is taken in any realm (ids are made by the client). */
  async idTaken(id: string): Promise<boolean> {
    return (await this.db.selectFrom('hierarchies').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /** The realm's hierarchy with this name key other than `exceptId`, when there is one. */
  async nameTaken(realmId: string, nameKey: string, exceptId?: string): Promise<boolean> {
    let query = this.db
      .selectFrom('hierarchies')
      .select('id')
      .where('realm_id', '=', realmId)
      .where('name_key', '=', nameKey);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Writes a hierarchy and replaces its leaf-label rows, in one transaction. */
  async save(row: HierarchyRow, leaves: readonly LeafLabelRow[], exists: boolean): Promise<void> {
    await this.db.transaction().execute((trx) => new HierarchyRepository(trx).write(row, leaves, exists));
  }

  /** save() without a transaction of its own, for use inside one (the demo seed). */
  async write(row: HierarchyRow, leaves: readonly LeafLabelRow[], exists: boolean): Promise<void> {
    if (exists) {
      await this.db.updateTable('hierarchies').set(row).where('id', '=', row.id).execute();
      await this.db.deleteFrom('hierarchy_labels').where('hierarchy_id', '=', row.id).execute();
    } else {
      await this.db.insertInto('hierarchies').values(row).execute();
    }
    const rows = leaves.flatMap((leaf) =>
      leaf.labelIds.map((labelId) => ({
        hierarchy_id: row.id,
        level_id: leaf.levelId,
        label_id: labelId,
        realm_id: row.realm_id,
        path: JSON.stringify(leaf.path),
      })),
    );
    if (rows.length) await this.db.insertInto('hierarchy_labels').values(rows).execute();
  }

  async rename(realmId: string, id: string, name: string, nameKey: string, updatedAt: number): Promise<void> {
    await this.db
      .updateTable('hierarchies')
      .set({ name, name_key: nameKey, updated_at: updatedAt })
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .execute();
  }

  async delete(realmId: string, id: string): Promise<void> {
    await this.db.deleteFrom('hierarchy_labels').where('hierarchy_id', '=', id).execute();
    await this.db.deleteFrom('hierarchies').where('realm_id', '=', realmId).where('id', '=', id).execute();
  }

  /** Where a label sits in the realm's hierarchies, ordered by hierarchy name and path. */
  async usesOfLabel(realmId: string, labelId: string): Promise<HierarchyLabelUse[]> {
    const rows = await this.db
      .selectFrom('hierarchy_labels')
      .innerJoin('hierarchies', 'hierarchies.id', 'hierarchy_labels.hierarchy_id')
      .select(['hierarchies.id as hierarchy_id', 'hierarchies.name as hierarchy_name', 'hierarchy_labels.path'])
      .where('hierarchy_labels.realm_id', '=', realmId)
      .where('hierarchy_labels.label_id', '=', labelId)
      .orderBy('hierarchies.name_key')
      .orderBy('hierarchy_labels.path')
      .execute();
    return rows.map((r) => ({
      hierarchyId: r.hierarchy_id,
      hierarchyName: r.hierarchy_name,
      path: JSON.parse(r.path) as string[],
    }));
  }
}
