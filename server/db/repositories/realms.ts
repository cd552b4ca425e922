/** Realms and their settings (spec 3 §3.6). */
import type { Kysely, Selectable } from 'kysely';
import type { Database, RealmTable } from '../schema';
import { parseJson } from '../json';

/** A realm's outgoing e-mail (spec 3 §3.6); `validated` once a test message went through. */
export interface RealmEmailSettings {
  enabled?: boolean;
  host?: string;
  port?: number;
  tls?: boolean;
  from?: string;
  auth?: boolean;
  user?: string;
  password?: string;
  validated?: boolean;
}

/** A realm's settings; stored as JSON so new settings need no migration. */
export interface RealmSettings {
  /** Longest export in minutes; 0 forbids downloads. */
  maxDownloadLength: number;
  maxDownloadTime?: number;
  adminEmail?: string;
  maxScheduledDeliveryDelay?: number;
  auditTtl?: number;
  mfAuth?: boolean;
  /** Minutes of no activity after which players stop. */
  playerIdleTimeout?: number;
  jitterBufferLength?: number;
  emailSettings?: RealmEmailSettings;
  geoIconSet?: string;
  defaultMapLayer?: string;
  esriMapTileUrl?: string;
  esriAccessToken?: string;
  googleMapsApiKey?: string;
  /** Streaming overage shown with media URLs (spec 2 §6): warning/alert toast, block refuses. */
  streamingOverage?: { type: 'warning' | 'alert' | 'block'; message?: string };
}

/** Export length a realm allows when it sets none: one hour, in minutes (spec 2 §3). */
export const DEFAULT_MAX_DOWNLOAD_LENGTH_MIN = 60;

export interface RealmRecord {
  id: string;
  name: string;
  type: string;
  settings: RealmSettings;
}

export type RealmRow = Selectable<RealmTable>;

export class RealmRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: RealmRow): Promise<void> {
    await this.db.insertInto('realms').values(row).execute();
  }

  async byId(id: string): Promise<RealmRecord | undefined> {
    const row = await this.db.selectFrom('realms').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  /** Replaces the realm's name and settings (the caller merged what changed). */
  async update(id: string, name: string, settings: RealmSettings): Promise<void> {
    await this.db
      .updateTable('realms')
      .set({ name, settings: JSON.stringify(settings) })
      .where('id', '=', id)
      .execute();
  }

  /** Every realm (platform-wide jobs such as audit retention walk them). */
  async all(): Promise<RealmRecord[]> {
    return (await this.db.selectFrom('realms').selectAll().orderBy('id').execute()).map(toRecord);
  }
}

function toRecord(row: { id: string; name: string; type: string; settings: string }): RealmRecord {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    settings: withDefaults(parseJson<Partial<RealmSettings>>(row.settings, {})),
  };
}

/** maxDownloadTime is the admin screens' name for the same limit (spec 3 §3.6). */
function withDefaults(stored: Partial<RealmSettings>): RealmSettings {
  const maxDownloadLength = stored.maxDownloadLength ?? stored.maxDownloadTime ?? DEFAULT_MAX_DOWNLOAD_LENGTH_MIN;
  return { ...stored, maxDownloadLength, maxDownloadTime: maxDownloadLength };
}
