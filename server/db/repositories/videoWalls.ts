/** A realm's video walls (spec 3 §2.12; issue 30): their displays and presets, the pairings wall
 *  display pages started, and the paired displays' tokens (as hashes). */
import type { Kysely, Selectable } from 'kysely';
import type { WallContentValue } from '../../../shared/walls/videoWalls';
import type { VideoWallTable } from '../videoWallSchema';
import type { Database } from '../schema';
import { parseJson } from '../json';
import { RealmAggregateRows } from '../realmAggregateRows';

export interface WallDisplayRecord {
  /** Null: 'Display n'. */
  name: string | null;
  content: WallContentValue;
}

export interface WallPresetRecord {
  id: string;
  name: string;
  /** By display index. */
  contents: WallContentValue[];
}

export interface VideoWallRecord {
  id: string;
  realmId: string;
  name: string;
  rows: number;
  columns: number;
  displays: WallDisplayRecord[];
  presets: WallPresetRecord[];
  updatedAt: number;
}

export interface WallPairingRecord {
  code: string;
  expiresAt: number;
  realmId: string | null;
  wallId: string | null;
  displayIndex: number | null;
}

export interface WallDisplayTokenRecord {
  realmId: string;
  wallId: string;
  displayIndex: number;
  pairedAt: number;
}

const toRecord = (row: Selectable<VideoWallTable>): VideoWallRecord => ({
  id: row.id,
  realmId: row.realm_id,
  name: row.name,
  rows: row.rows,
  columns: row.columns,
  displays: parseJson<WallDisplayRecord[]>(row.displays, []),
  presets: parseJson<WallPresetRecord[]>(row.presets, []),
  updatedAt: Number(row.updated_at),
});

export class VideoWallRepository extends RealmAggregateRows<'video_walls', VideoWallRecord> {
  constructor(db: Kysely<Database>) {
    super(db, 'video_walls', toRecord);
  }

  async byName(realmId: string, name: string): Promise<VideoWallRecord | undefined> {
    const row = await this.db
      .selectFrom('video_walls')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('name', '=', name)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** Inserts or replaces the whole wall (its displays and presets travel together). */
  async save(wall: Omit<VideoWallRecord, 'updatedAt'>, now: number): Promise<void> {
    const values = {
      name: wall.name,
      rows: wall.rows,
      columns: wall.columns,
      displays: JSON.stringify(wall.displays),
      presets: JSON.stringify(wall.presets),
      updated_at: now,
    };
    const updated = await this.db
      .updateTable('video_walls')
      .set(values)
      .where('realm_id', '=', wall.realmId)
      .where('id', '=', wall.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return;
    await this.db
      .insertInto('video_walls')
      .values({ id: wall.id, realm_id: wall.realmId, created_at: now, ...values })
      .execute();
  }

  /** The wall, its displays' tokens and the pairings accepted for it. */
  override async delete(realmId: string, id: string): Promise<boolean> {
    await this.db.deleteFrom('wall_display_tokens').where('wall_id', '=', id).where('realm_id', '=', realmId).execute();
    await this.db.deleteFrom('wall_pairings').where('wall_id', '=', id).where('realm_id', '=', realmId).execute();
    return super.delete(realmId, id);
  }

  async insertPairing(code: string, tokenHash: string, expiresAt: number, now: number): Promise<void> {
    await this.db.deleteFrom('wall_pairings').where('expires_at', '<=', now).execute();
    await this.db.insertInto('wall_pairings').values({ code, token_hash: tokenHash, expires_at: expiresAt }).execute();
  }

  /** Pairings not yet expired. */
  async pendingPairings(now: number): Promise<number> {
    const row = await this.db
      .selectFrom('wall_pairings')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  async pairingByCode(code: string, now: number): Promise<WallPairingRecord | undefined> {
    const row = await this.db
      .selectFrom('wall_pairings')
      .selectAll()
      .where('code', '=', code)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row && pairingOf(row);
  }

  async pairingByToken(tokenHash: string, now: number): Promise<WallPairingRecord | undefined> {
    const row = await this.db
      .selectFrom('wall_pairings')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row && pairingOf(row);
  }

  async acceptPairing(code: string, to: { realmId: string; wallId: string; displayIndex: number; by: string }) {
    await this.db
      .updateTable('wall_pairings')
      .set({ realm_id: to.realmId, wall_id: to.wallId, display_index: to.displayIndex, accepted_by: to.by })
      .where('code', '=', code)
      .execute();
  }

  /** Hands an accepted pairing's display its token: the pairing is used up, a token the display
   *  held before is replaced. False when the pairing was claimed meanwhile. */
  async claimPairing(code: string, tokenHash: string, display: WallDisplayTokenRecord): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const gone = await trx.deleteFrom('wall_pairings').where('code', '=', code).executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) return false;
      await trx
        .deleteFrom('wall_display_tokens')
        .where('wall_id', '=', display.wallId)
        .where('display_index', '=', display.displayIndex)
        .execute();
      await trx
        .insertInto('wall_display_tokens')
        .values({
          token_hash: tokenHash,
          realm_id: display.realmId,
          wall_id: display.wallId,
          display_index: display.displayIndex,
          paired_at: display.pairedAt,
        })
        .execute();
      return true;
    });
  }

  async displayToken(tokenHash: string): Promise<WallDisplayTokenRecord | undefined> {
    const row = await this.db
      .selectFrom('wall_display_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row && tokenOf(row);
  }

  /** The paired displays of a wall. */
  async displayTokens(realmId: string, wallId: string): Promise<WallDisplayTokenRecord[]> {
    const rows = await this.db
      .selectFrom('wall_display_tokens')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('wall_id', '=', wallId)
      .execute();
    return rows.map(tokenOf);
  }

  /** Unpairs displays of a wall from `fromIndex` on (one display: pass `toIndex` = fromIndex + 1). */
  async revokeDisplays(realmId: string, wallId: string, fromIndex: number, toIndex = Number.MAX_SAFE_INTEGER) {
    const result = await this.db
      .deleteFrom('wall_display_tokens')
      .where('realm_id', '=', realmId)
      .where('wall_id', '=', wallId)
      .where('display_index', '>=', fromIndex)
      .where('display_index', '<', toIndex)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function pairingOf(row: {
  code: string;
  expires_at: number;
  realm_id: string | null;
  wall_id: string | null;
  display_index: number | null;
}): WallPairingRecord {
  return {
    code: row.code,
    expiresAt: Number(row.expires_at),
    realmId: row.realm_id,
    wallId: row.wall_id,
    displayIndex: row.display_index,
  };
}

function tokenOf(row: {
  realm_id: string;
  wall_id: string;
  display_index: number;
  paired_at: number;
}): WallDisplayTokenRecord {
  return {
    realmId: row.realm_id,
    wallId: row.wall_id,
    displayIndex: row.display_index,
    pairedAt: Number(row.paired_at),
  };
}
