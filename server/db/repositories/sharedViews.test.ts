/** A realm's shared views: inserted on the first update, rewritten from the stored row after, and
 *  left as they were when the change refuses. */
import { openMigratedDatabase, type MigratedDatabase } from '../../testing/migratedDatabase';
import { testDatabases } from '../../testing/testDatabases';
import { RealmRepository } from './realms';
import { SharedViewsRepository } from './sharedViews';

describe.each(testDatabases())('SharedViewsRepository on $kind', (database) => {
  let t: MigratedDatabase;
  let views: SharedViewsRepository;

  beforeAll(async () => {
    t = await openMigratedDatabase(database);
    views = new SharedViewsRepository(t.db);
    await new RealmRepository(t.db).insert({ id: 'r', name: 'R', type: 'CUSTOMER', settings: '{}', created_at: 1 });
  });
  afterAll(() => t.close());

  it('has no row for a realm that shares nothing', async () => {
    expect(await views.byRealm('r')).toBeUndefined();
  });

  it('inserts the first update and rewrites from the stored row after', async () => {
    const seen: unknown[] = [];
    await views.update('r', (row) => {
      seen.push(row);
      return { shared_views: '[{"id":"a"}]', layout: '{}', updated_at: 1 };
    });
    await views.update('r', (row) => {
      seen.push(row);
      return { shared_views: '[{"id":"a"},{"id":"b"}]', layout: '{"a":1}', updated_at: 2 };
    });
    expect(seen).toEqual([undefined, { realm_id: 'r', shared_views: '[{"id":"a"}]', layout: '{}', updated_at: 1 }]);
    expect(await views.byRealm('r')).toEqual({
      realm_id: 'r',
      shared_views: '[{"id":"a"},{"id":"b"}]',
      layout: '{"a":1}',
      updated_at: 2,
    });
  });

  it('writes nothing when the change throws', async () => {
    await expect(
      views.update('r', () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await views.byRealm('r'))?.updated_at).toBe(2);
  });
});
