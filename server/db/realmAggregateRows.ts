/** A realm's named aggregates kept one row each, their parts in JSON columns (camera tours, video
 *  walls): the realm's in name order, one by id, one deleted, each row read into its record by the
 *  repository's codec. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from './schema';

/** The tables kept so: an id, the realm, a name the list is ordered by. */
export type AggregateTable = 'camera_tours' | 'video_walls';

/** What the reads below rely on in every such table. */
interface AggregateRow {
  id: string;
  realm_id: string;
  name: string;
}

/** The base of such a table's repository, which adds what its aggregate needs beside. */
export class RealmAggregateRows<T extends AggregateTable, R> {
  /** The table as these reads see it: Kysely cannot follow a generic table name to its columns. */
  private readonly rows: Kysely<Record<AggregateTable, AggregateRow>>;

  constructor(
    protected readonly db: Kysely<Database>,
    private readonly table: T,
    private readonly toRecord: (row: Selectable<Database[T]>) => R,
  ) {
    this.rows = db as unknown as Kysely<Record<AggregateTable, AggregateRow>>;
  }

  async list(realmId: string): Promise<R[]> {
    const rows = await this.rows
      .selectFrom(this.table as AggregateTable)
      .selectAll()
      .where('realm_id', '=', realmId)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map((row) => this.toRecord(row as unknown as Selectable<Database[T]>));
  }

  async byId(realmId: string, id: string): Promise<R | undefined> {
    const row = await this.rows
      .selectFrom(this.table as AggregateTable)
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && this.toRecord(row as unknown as Selectable<Database[T]>);
  }

  async delete(realmId: string, id: string): Promise<boolean> {
    const result = await this.rows
      .deleteFrom(this.table as AggregateTable)
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
