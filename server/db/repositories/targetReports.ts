/** Target position reports of a realm (spec 3 §3.5 Target): written as targets move, read newest
 *  first by time window, witnesses and target, and pruned after the retention. */
import type { Kysely, Selectable } from 'kysely';
import type { TargetReportTable } from '../geoMapSchema';
import type { Database } from '../schema';
import { parseJson } from '../json';

export interface TargetReportRecord {
  id: string;
  realmId: string;
  targetId: string;
  type: string | null;
  risk: string | null;
  classification: string | null;
  description: Array<{ key: string; value: string | null }>;
  witnesses: Array<{ id: string; name: string | null; type: string | null }>;
  position: { lat: number; lng: number };
  createdAt: number;
  modifiedAt: number;
}

export interface TargetReportFilter {
  from?: number | null;
  to?: number | null;
  witnesses?: readonly string[] | null;
  targetIds?: readonly string[] | null;
  limit: number;
}

const toRecord = (row: Selectable<TargetReportTable>): TargetReportRecord => ({
  id: row.id,
  realmId: row.realm_id,
  targetId: row.target_id,
  type: row.type,
  risk: row.risk,
  classification: row.classification,
  description: parseJson(row.description, []),
  witnesses: parseJson(row.witnesses, []),
  position: { lat: Number(row.lat), lng: Number(row.lng) },
  createdAt: Number(row.created_at),
  modifiedAt: Number(row.modified_at),
});

export class TargetReportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(report: TargetReportRecord): Promise<void> {
    await this.db
      .insertInto('target_reports')
      .values({
        id: report.id,
        realm_id: report.realmId,
        target_id: report.targetId,
        type: report.type,
        risk: report.risk,
        classification: report.classification,
        description: JSON.stringify(report.description),
        witnesses: JSON.stringify(report.witnesses),
        lat: report.position.lat,
        lng: report.position.lng,
        created_at: report.createdAt,
        modified_at: report.modifiedAt,
      })
      .execute();
  }

  /** Reports of the realm, newest first. Witnesses are matched in the stored JSON (the ids are
   *  the platform's own, quoted), so no join table is needed for a filter the map rarely uses. */
  async find(realmId: string, filter: TargetReportFilter): Promise<TargetReportRecord[]> {
    let query = this.db.selectFrom('target_reports').selectAll().where('realm_id', '=', realmId);
    if (filter.from != null) query = query.where('modified_at', '>=', filter.from);
    if (filter.to != null) query = query.where('modified_at', '<=', filter.to);
    if (filter.targetIds?.length) query = query.where('target_id', 'in', [...filter.targetIds]);
    const witnesses = filter.witnesses ?? [];
    if (witnesses.length) {
      query = query.where((eb) =>
        eb.or(witnesses.map((id) => eb('witnesses', 'like', `%"id":${JSON.stringify(id)}%`))),
      );
    }
    const rows = await query.orderBy('modified_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
    return rows.map(toRecord);
  }

  /** Deletes reports older than `before`; returns how many. */
  async prune(before: number): Promise<number> {
    const result = await this.db.deleteFrom('target_reports').where('modified_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
