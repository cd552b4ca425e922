/** Issue 28: the send log's first writes share statements — the sends of a busy moment go in a few
 *  multi-row inserts, each send told once its own row is stored — and a row the database refuses
 *  (its policy deleted meanwhile) costs the others of its batch nothing. */
import { describe, expect, it } from '@jest/globals';
import { SendLogBatch } from './SendLogBatch';

/** A store that keeps rows by id and refuses rows of a deleted policy, as the foreign key does. */
class RowStore {
  readonly rows = new Map<string, { id: string; policy: string }>();
  statements = 0;
  constructor(private readonly deleted = new Set<string>()) {}
  async insertMany(rows: ReadonlyArray<{ id: string; policy: string }>): Promise<void> {
    this.statements++;
    await Promise.resolve();
    if (rows.some((r) => this.deleted.has(r.policy))) throw new Error('FOREIGN KEY constraint failed');
    for (const r of rows) this.rows.set(r.id, r);
  }
  insert(row: { id: string; policy: string }): Promise<void> {
    return this.insertMany([row]);
  }
}

const rows = (count: number, policy = 'p') => Array.from({ length: count }, (_, i) => ({ id: `r${i}`, policy }));

describe('SendLogBatch', () => {
  it('writes the rows of a busy moment in a few statements, each send told once its row is stored', async () => {
    const store = new RowStore();
    const batch = new SendLogBatch(store, 80, 10);
    const written = rows(200).map((row) => batch.insert(row).then(() => store.rows.has(row.id)));
    expect(await Promise.all(written)).toEqual(Array(200).fill(true));
    expect(store.statements).toBe(3);
  });

  it('stores the rest of a batch when one row is refused, and tells that row why', async () => {
    const store = new RowStore(new Set(['gone']));
    const batch = new SendLogBatch(store, 80, 10);
    const outcomes = await Promise.allSettled([...rows(3), { id: 'x', policy: 'gone' }].map((r) => batch.insert(r)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect((outcomes[3] as PromiseRejectedResult).reason).toEqual(new Error('FOREIGN KEY constraint failed'));
    expect([...store.rows.keys()]).toEqual(['r0', 'r1', 'r2']);
  });

  it('writes what waits at once when told to flush (the platform stopping)', async () => {
    const store = new RowStore();
    const batch = new SendLogBatch(store, 80, 60_000);
    const written = batch.insert({ id: 'last', policy: 'p' });
    batch.flush();
    await written;
    expect(store.rows.has('last')).toBe(true);
  });
});
