/** A user's solid config row: created with empty values on the first write, each write touching
 *  only its columns, and a current-view write of an older version left out. */
import { openMigratedDatabase, type MigratedDatabase } from '../../testing/migratedDatabase';
import { testDatabases } from '../../testing/testDatabases';
import { RealmRepository } from './realms';
import { SolidConfigRepository } from './solidConfigs';
import { UserRepository } from './users';

describe.each(testDatabases())('SolidConfigRepository on $kind', (database) => {
  let t: MigratedDatabase;
  let configs: SolidConfigRepository;

  beforeAll(async () => {
    t = await openMigratedDatabase(database);
    configs = new SolidConfigRepository(t.db);
    await new RealmRepository(t.db).insert({ id: 'r', name: 'R', type: 'CUSTOMER', settings: '{}', created_at: 1 });
    const users = new UserRepository(t.db);
    for (const id of ['u1', 'u2']) {
      await users.insert({
        id,
        name: id,
        name_key: id,
        email: null,
        email_confirmed: 0,
        password_hash: '',
        password_changed_at: 1,
        password_expired: 0,
        verify_login: 0,
        blocked_at: null,
        guis: '[]',
        visual_config: '{}',
        created_at: 1,
      });
    }
  });
  afterAll(() => t.close());

  it('has no row for a user who saved nothing', async () => {
    expect(await configs.byUser('u2', 'r')).toBeUndefined();
  });

  it('creates the row with empty values, then changes only the columns written', async () => {
    expect(await configs.upsert('u1', 'r', { config: '{"a":1}', updated_at: 10 })).toBe(true);
    expect(await configs.byUser('u1', 'r')).toEqual({
      user_id: 'u1',
      realm_id: 'r',
      config: '{"a":1}',
      version: 0,
      current_view_id: null,
      recent_view_ids: '[]',
      window_props: 'null',
      updated_at: 10,
    });
    const view = { version: 3, current_view_id: 'v', recent_view_ids: '["v"]', window_props: '{}', updated_at: 20 };
    expect(await configs.upsert('u1', 'r', view, 3)).toBe(true);
    expect(await configs.byUser('u1', 'r')).toEqual({ user_id: 'u1', realm_id: 'r', config: '{"a":1}', ...view });
  });

  it('leaves a newer version alone and says so', async () => {
    const older = { version: 2, current_view_id: 'old', recent_view_ids: '[]', window_props: 'null', updated_at: 30 };
    expect(await configs.upsert('u1', 'r', older, 2)).toBe(false);
    expect((await configs.byUser('u1', 'r'))?.current_view_id).toBe('v');
    expect(await configs.upsert('u1', 'r', { ...older, version: 4, current_view_id: 'new' }, 4)).toBe(true);
    expect((await configs.byUser('u1', 'r'))?.current_view_id).toBe('new');
  });

  it('creates a row on a versioned write when there is none', async () => {
    const view = { version: 1, current_view_id: 'x', recent_view_ids: '[]', window_props: 'null', updated_at: 40 };
    expect(await configs.upsert('u2', 'r', view, 1)).toBe(true);
    expect((await configs.byUser('u2', 'r'))?.config).toBe('null');
  });
});
