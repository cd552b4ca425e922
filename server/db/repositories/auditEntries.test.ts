/** The audit entry repository on each database: pages newest first with ties by id, by witnesses
 *  (merged per witness, an entry seen by two of them once), categories and the pending ones; the
 *  guarded one-way acknowledgement; deletion of a realm's old entries in batches. */
import { openMigratedDatabase, type MigratedDatabase } from '../../testing/migratedDatabase';
import { testDatabases } from '../../testing/testDatabases';
import { AuditEntryRepository, type NewAuditEntry } from './auditEntries';
import { RealmRepository } from './realms';

const T0 = Date.UTC(2026, 0, 1);

function entry(n: number, over: Partial<NewAuditEntry> = {}): NewAuditEntry {
  return {
    id: `e-${String(n).padStart(3, '0')}`,
    realmId: 'r1',
    category: n % 3 === 0 ? '61' : '47',
    message: `event ${n}`,
    note: null,
    // Pairs share a time, so ties are ordered by id.
    triggeredAt: T0 + Math.floor(n / 2) * 1000,
    modifiedAt: T0,
    witnesses: [{ id: `cam-${n % 4}` }, ...(n % 5 === 0 ? [{ id: 'cam-9' }] : [])],
    metadata: [],
    snapshots: [],
    requiresAck: n % 7 === 0,
    isAlert: false,
    createdBy: null,
    ...over,
  };
}

describe.each(testDatabases())('AuditEntryRepository on $kind', (database) => {
  let m: MigratedDatabase;
  let repo: AuditEntryRepository;
  const all = Array.from({ length: 40 }, (_, n) => entry(n));
  /** The expected order: newest first, ties by id descending. */
  const ordered = (entries: NewAuditEntry[]) =>
    [...entries].sort((a, b) => b.triggeredAt - a.triggeredAt || (a.id < b.id ? 1 : -1)).map((e) => e.id);

  beforeAll(async () => {
    m = await openMigratedDatabase(database);
    const realms = new RealmRepository(m.db);
    for (const id of ['r1', 'r2'])
      await realms.insert({ id, name: id, type: 'CUSTOMER', settings: '{}', created_at: T0 });
    repo = new AuditEntryRepository(m.db);
    await repo.insertMany(all);
    await repo.insert(entry(100, { realmId: 'r2', witnesses: [{ id: 'cam-1' }] }));
  });
  afterAll(async () => {
    await m.close();
  });

  const ids = async (q: Parameters<AuditEntryRepository['page']>[1]) => (await repo.page('r1', q)).map((e) => e.id);

  it('pages the realm newest first, ties by id, every entry once', async () => {
    const pages = [];
    for (let offset = 0; offset < 45; offset += 7) pages.push(...(await ids({ offset, limit: 7 })));
    expect(pages).toEqual(ordered(all));
  });

  it('pages by witnesses, merging them without repeats, and by categories', async () => {
    const seen = all.filter((e) => e.witnesses.some((w) => w.id === 'cam-1' || w.id === 'cam-9'));
    const pages = [];
    for (let offset = 0; offset < 30; offset += 4) {
      pages.push(...(await ids({ witnesses: ['cam-1', 'cam-9'], offset, limit: 4 })));
    }
    expect(pages).toEqual(ordered(seen));
    const cat61 = all.filter((e) => e.category === '61' && e.witnesses.some((w) => w.id === 'cam-1'));
    expect(await ids({ witnesses: ['cam-1'], categories: ['61'], offset: 0, limit: 100 })).toEqual(ordered(cat61));
    const window = all.filter((e) => e.triggeredAt >= T0 + 5000 && e.triggeredAt <= T0 + 9000);
    expect(await ids({ from: T0 + 5000, to: T0 + 9000, offset: 0, limit: 100 })).toEqual(ordered(window));
  });

  it('lists the pending ones and acknowledges once, guarded by modifiedAt', async () => {
    const pending = all.filter((e) => e.requiresAck);
    expect(await ids({ pendingOnly: true, offset: 0, limit: 100 })).toEqual(ordered(pending));
    const target = pending[0]?.id ?? '';
    const ack = { note: 'ok', at: T0 + 1, userId: 'u1' };
    expect(await repo.acknowledge('r1', target, { ...ack, expectedModifiedAt: T0 - 5 })).toBe(false);
    expect(await repo.acknowledge('r2', target, ack)).toBe(false);
    expect(await repo.acknowledge('r1', target, { ...ack, expectedModifiedAt: T0 })).toBe(true);
    expect(await repo.acknowledge('r1', target, ack)).toBe(false);
    expect(await repo.byId('r1', target)).toMatchObject({ acknowledged: true, note: 'ok', acknowledgedBy: 'u1' });
    expect(await ids({ pendingOnly: true, offset: 0, limit: 100 })).not.toContain(target);
    expect(
      await ids({ pendingOnly: true, witnesses: ['cam-0', 'cam-1', 'cam-2', 'cam-3'], offset: 0, limit: 100 }),
    ).toEqual(ordered(pending.filter((e) => e.id !== target)));
  });

  it("deletes a realm's entries older than a time, batch by batch, with their witnesses", async () => {
    const before = T0 + 10_000;
    let deleted = 0;
    for (;;) {
      const n = await repo.deleteOlderThan('r1', before, 3);
      deleted += n;
      if (n < 3) break;
    }
    expect(deleted).toBe(all.filter((e) => e.triggeredAt < before).length);
    expect(await repo.oldest('r1')).toBe(before);
    expect(await ids({ witnesses: ['cam-9'], offset: 0, limit: 100 })).toEqual(
      ordered(all.filter((e) => e.triggeredAt >= before && e.witnesses.some((w) => w.id === 'cam-9'))),
    );
    expect((await repo.page('r2', { offset: 0, limit: 10 })).map((e) => e.id)).toEqual(['e-100']);
  });
});
