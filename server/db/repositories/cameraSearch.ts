/** The camera search of the Device List (spec 3 §2.9): a realm's cameras by name substring
 *  (case-insensitive) and by labels (any of them), in name order, one page at a time. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { toDeviceRecord, type DeviceRecord } from './devices';

export interface CameraSearchFilter {
  /** Case-insensitive substring of the name. */
  name?: string;
  /** Cameras carrying at least one of these labels. */
  labelIds?: readonly string[];
  /** Only these cameras (the caller's policies reach no others). */
  only?: readonly string[];
  /** None of these cameras (denied to the caller). */
  except?: readonly string[];
}

export interface CameraPage {
  total: number;
  devices: DeviceRecord[];
}

/** `%` and `_` in a search term match themselves. */
function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class CameraSearchRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async page(realmId: string, filter: CameraSearchFilter, offset: number, limit: number): Promise<CameraPage> {
    let query = this.db.selectFrom('devices').where('realm_id', '=', realmId).where('device_type', '=', 'camera');
    if (filter.name) {
      query = query.where(sql<boolean>`lower(name) like ${likePattern(filter.name)} escape '\\'`);
    }
    if (filter.only) {
      if (filter.only.length === 0) return { total: 0, devices: [] };
      query = query.where('id', 'in', [...filter.only]);
    }
    if (filter.except?.length) query = query.where('id', 'not in', [...filter.except]);
    if (filter.labelIds) {
      const labelIds = [...filter.labelIds];
      if (labelIds.length === 0) return { total: 0, devices: [] };
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('label_objects')
            .select('label_objects.object_id')
            .whereRef('label_objects.object_id', '=', 'devices.id')
            .where('label_objects.label_id', 'in', labelIds),
        ),
      );
    }
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      query.selectAll().orderBy('name').orderBy('id').offset(offset).limit(limit).execute(),
    ]);
    return { total: Number(count.n), devices: rows.map(toDeviceRecord) };
  }
}
