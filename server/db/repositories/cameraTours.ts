/** A realm's camera tours (spec 3 §3.6) with their steps, and which of them are running. */
import type { Kysely, Selectable } from 'kysely';
import type { CameraTourTable } from '../cameraTourSchema';
import type { Database } from '../schema';
import { parseJson } from '../json';
import { RealmAggregateRows } from '../realmAggregateRows';

/** One stop of a tour: the camera, the preset it is driven to (PTZ cameras), seconds there. */
export interface CameraTourStepRecord {
  cameraId: string;
  cameraPreset: string | null;
  delay: number;
  name: string | null;
}

export interface CameraTourRecord {
  id: string;
  realmId: string;
  name: string;
  enabled: boolean;
  running: boolean;
  steps: CameraTourStepRecord[];
  updatedAt: number;
}

const toRecord = (row: Selectable<CameraTourTable>): CameraTourRecord => ({
  id: row.id,
  realmId: row.realm_id,
  name: row.name,
  enabled: row.enabled === 1,
  running: row.running === 1,
  steps: parseJson<CameraTourStepRecord[]>(row.steps, []),
  updatedAt: Number(row.updated_at),
});

export class CameraTourRepository extends RealmAggregateRows<'camera_tours', CameraTourRecord> {
  constructor(db: Kysely<Database>) {
    super(db, 'camera_tours', toRecord);
  }

  /** Every enabled tour left running, in every realm: what a start-up resumes. */
  async running(): Promise<CameraTourRecord[]> {
    const rows = await this.db
      .selectFrom('camera_tours')
      .selectAll()
      .where('running', '=', 1)
      .where('enabled', '=', 1)
      .execute();
    return rows.map(toRecord);
  }

  async insert(
    realmId: string,
    tour: { id: string; name: string; enabled: boolean; steps: CameraTourStepRecord[] },
    now: number,
  ): Promise<void> {
    await this.db
      .insertInto('camera_tours')
      .values({
        id: tour.id,
        realm_id: realmId,
        name: tour.name,
        enabled: tour.enabled ? 1 : 0,
        running: 0,
        steps: JSON.stringify(tour.steps),
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  async update(
    realmId: string,
    tour: { id: string; name: string; enabled: boolean; steps: CameraTourStepRecord[] },
    now: number,
  ): Promise<void> {
    await this.db
      .updateTable('camera_tours')
      .set({
        name: tour.name,
        enabled: tour.enabled ? 1 : 0,
        // A disabled tour does not run.
        ...(!tour.enabled && { running: 0 }),
        steps: JSON.stringify(tour.steps),
        updated_at: now,
      })
      .where('realm_id', '=', realmId)
      .where('id', '=', tour.id)
      .execute();
  }

  async setRunning(realmId: string, id: string, running: boolean): Promise<void> {
    await this.db
      .updateTable('camera_tours')
      .set({ running: running ? 1 : 0 })
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .execute();
  }
}
