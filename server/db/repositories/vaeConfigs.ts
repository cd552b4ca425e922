/** Cameras' VAE configs (spec 3 §3.1 VAE aspect, §7 vaeConfigs, create / rename / delete VAE
 *  config; issue 32). */
import type { Kysely, Selectable } from 'kysely';
import type { AnalyticsEngineKind } from '../../../shared/analytics/plateRead';
import type { VaeConfigTable } from '../videoAnalyticsSchema';
import type { Database } from '../schema';
import { parseJson } from '../json';

export interface VaeConfigRecord {
  id: string;
  realmId: string;
  deviceId: string;
  template: string;
  engine: AnalyticsEngineKind;
  name: string;
  description: string;
  fps: number;
  configuration: Record<string, unknown>;
  enabled: boolean;
  createdAt: number;
  updatedAt: number;
}

const toRecord = (row: Selectable<VaeConfigTable>): VaeConfigRecord => ({
  id: row.id,
  realmId: row.realm_id,
  deviceId: row.device_id,
  template: row.template,
  engine: row.engine as AnalyticsEngineKind,
  name: row.name,
  description: row.description,
  fps: Number(row.fps),
  configuration: parseJson<Record<string, unknown>>(row.configuration, {}),
  enabled: Number(row.enabled) === 1,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

export class VaeConfigRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A camera's configs, or the realm's when no camera is named. */
  async list(realmId: string, deviceId?: string | null): Promise<VaeConfigRecord[]> {
    let query = this.db.selectFrom('vae_configs').selectAll().where('realm_id', '=', realmId);
    if (deviceId) query = query.where('device_id', '=', deviceId);
    const rows = await query.orderBy('name').orderBy('id').execute();
    return rows.map(toRecord);
  }

  /** Every enabled config of every realm: what the engines run at start. */
  async allEnabled(): Promise<VaeConfigRecord[]> {
    const rows = await this.db.selectFrom('vae_configs').selectAll().where('enabled', '=', 1).execute();
    return rows.map(toRecord);
  }

  async byId(realmId: string, id: string): Promise<VaeConfigRecord | undefined> {
    const row = await this.db
      .selectFrom('vae_configs')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async insert(config: VaeConfigRecord): Promise<void> {
    await this.db
      .insertInto('vae_configs')
      .values({
        id: config.id,
        realm_id: config.realmId,
        device_id: config.deviceId,
        template: config.template,
        engine: config.engine,
        name: config.name,
        description: config.description,
        fps: config.fps,
        configuration: JSON.stringify(config.configuration),
        enabled: config.enabled ? 1 : 0,
        created_at: config.createdAt,
        updated_at: config.updatedAt,
      })
      .execute();
  }

  async rename(realmId: string, id: string, name: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('vae_configs')
      .set({ name, updated_at: now })
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(realmId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('vae_configs')
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** A deleted camera's configs go with it. */
  async deleteOfDevice(deviceId: string): Promise<VaeConfigRecord[]> {
    const rows = await this.db.selectFrom('vae_configs').selectAll().where('device_id', '=', deviceId).execute();
    await this.db.deleteFrom('vae_configs').where('device_id', '=', deviceId).execute();
    return rows.map(toRecord);
  }
}
