/** The camera tour table (spec 3 §3.6, migration 0018) as Kysely sees it. */
import type { ColumnType } from 'kysely';

type Millis = ColumnType<number, number, number>;

/** A realm's camera tour. */
export interface CameraTourTable {
  id: string;
  realm_id: string;
  name: string;
  enabled: number;
  /** 1 while the tour patrols; read at start-up to resume it. */
  running: ColumnType<number, number | undefined, number>;
  /** JSON: the steps in order, CameraTourStepRecord[]. */
  steps: string;
  created_at: Millis;
  updated_at: Millis;
}
