/** Writes across aggregates in one transaction: all of them land, or none when the work throws. */
import { cameraRow } from '../testing/cameraRow';
import { openMigratedDatabase, type MigratedDatabase } from '../testing/migratedDatabase';
import { testDatabases } from '../testing/testDatabases';
import { DeviceRepository } from './repositories/devices';
import { ParameterRepository } from './repositories/parameters';
import { RealmRepository } from './repositories/realms';
import { UserRepository } from './repositories/users';
import { Transactions, type TransactionRepositories } from './transactions';

const REALM = { id: 'r', name: 'R', type: 'CUSTOMER', settings: '{}', created_at: 1 };
const USER = {
  id: 'u',
  name: 'U',
  name_key: 'u',
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
};

async function writeAll({ realms, users, devices, params }: TransactionRepositories): Promise<void> {
  await realms.insert(REALM);
  await users.insert(USER);
  await users.addMemberships([{ user_id: 'u', realm_id: 'r', role: 'admin' }]);
  await devices.insertMany([cameraRow('d', 'r', 'D', 1)]);
  await params.insertMany([{ realm_id: 'r', name: 'system.x', value: '1' }]);
}

describe.each(testDatabases())('Transactions on $kind', (database) => {
  let t: MigratedDatabase;

  beforeEach(async () => {
    t = await openMigratedDatabase(database);
  });
  afterEach(() => t.close());

  it('writes nothing when the work throws', async () => {
    await expect(
      new Transactions(t.db).run(async (repositories) => {
        await writeAll(repositories);
        throw new Error('seed failed');
      }),
    ).rejects.toThrow('seed failed');
    expect(await new RealmRepository(t.db).byId('r')).toBeUndefined();
    expect(await new UserRepository(t.db).byId('u')).toBeUndefined();
  });

  it('writes every aggregate of the work together', async () => {
    await new Transactions(t.db).run(writeAll);
    const users = new UserRepository(t.db);
    expect((await new RealmRepository(t.db).byId('r'))?.name).toBe('R');
    expect(await users.memberships('u')).toEqual([
      { realmId: 'r', realmName: 'R', realmType: 'CUSTOMER', role: 'admin' },
    ]);
    expect((await new DeviceRepository(t.db).byId('d'))?.realmId).toBe('r');
    expect(await new ParameterRepository(t.db).get('system.x', 'r')).toBe('1');
  });
});
