/** Spec 3 §4 avatar commands (UPDATE_KEY), §7.2 deviceCommand and avatar API keys: a remote
 *  avatar's new key reaches it in the answer to its next status report, on SQLite and PostgreSQL.
 *  The key it signs with keeps working until it signs with the new one — a lost answer costs a
 *  second handover, never a locked-out avatar — and then its other keys are refused. */
import { AVATAR_API } from '../../../shared/devices/deviceAdminConstants';
import { ApiClient } from '../../testing/apiClient';
import { sharedTestPlatform } from '../../testing/sharedTestPlatform';
import { testDatabases } from '../../testing/testDatabases';

jest.setTimeout(30_000);

const ACTIVATE = 'mutation($key: String!) { activateAvatar(activationKey: $key) { id } }';
const COMMAND =
  'mutation($id: ID!, $command: DeviceCommand!) { deviceCommand(id: $id, command: $command) { message } }';
const KEYS = 'query($id: ID!) { avatarApiKeys(avatarId: $id) { id name prefix } }';
const CREATE_KEY =
  'mutation($id: ID!, $name: String!) { createAvatarApiKey(avatarId: $id, name: $name) { key apiKey { id } } }';
const LOG = 'query($id: ID!) { cameraLog(deviceId: $id) { kind userName message } }';

type StatusAnswer = { id: string; healthStatus: string; apiKey?: string };

describe.each(testDatabases())('UPDATE_KEY on a remote avatar on $kind', (database) => {
  const shared = sharedTestPlatform(database);
  const avatarApi = () => new ApiClient(shared.current().url);
  const report = (key: string) =>
    avatarApi().request<StatusAnswer>(
      'POST',
      AVATAR_API.status,
      { upTime: 60, load: 0.2 },
      {
        authorization: `Bearer ${key}`,
      },
    );

  it('hands the new key over with the next report, keeps the old one until the new one is used, then drops the others', async () => {
    const admin = await shared.signIn('admin');
    const hello = { activationKey: 'KEYU-PDAT-E234', serial: `KEY-UPDATE-${database.kind}`, name: 'Yard avatar' };
    expect((await avatarApi().post(AVATAR_API.announce, hello)).body).toEqual({ status: 'PENDING' });
    const made = await admin.graphql<{ activateAvatar: { id: string } }>(ACTIVATE, { key: hello.activationKey });
    expect(made.errors).toBeUndefined();
    const id = made.data!.activateAvatar.id;
    const collected = await avatarApi().post<{ apiKey: string }>(AVATAR_API.announce, hello);
    const first = collected.body.apiKey;
    // A second key of the avatar's (a technician's laptop): UPDATE_KEY replaces every key.
    const laptop = await admin.graphql<{ createAvatarApiKey: { key: string } }>(CREATE_KEY, { id, name: 'Laptop' });
    const laptopKey = laptop.data!.createAvatarApiKey.key;

    // No update asked: a report is answered without a key.
    const plain = await report(first);
    expect(plain.status).toBe(200);
    expect(plain.body.apiKey).toBeUndefined();

    const asked = await admin.graphql<{ deviceCommand: { message: string } }>(COMMAND, { id, command: 'UPDATE_KEY' });
    expect(asked.data?.deviceCommand.message).toBe(
      'Key update: the avatar receives its new key with its next status report',
    );
    // Nothing changes for the avatar until it reports: its key still works.
    const handed = await report(first);
    expect(handed.status).toBe(200);
    const lost = handed.body.apiKey ?? '';
    expect(lost).toMatch(/^vtk_/);

    // The answer was lost: the avatar reports with its old key and is handed a fresh key; the
    // unused one is withdrawn.
    const again = await report(first);
    expect(again.status).toBe(200);
    const second = again.body.apiKey ?? '';
    expect(second).toMatch(/^vtk_/);
    expect(second).not.toBe(lost);
    expect((await report(lost)).status).toBe(401);

    // The avatar signs with the new key: the update is done, its other keys are refused.
    const confirmed = await report(second);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.apiKey).toBeUndefined();
    expect((await report(first)).status).toBe(401);
    expect((await report(laptopKey)).status).toBe(401);
    expect((await report(second)).body.apiKey).toBeUndefined();
    const keys = await admin.graphql<{ avatarApiKeys: Array<{ name: string; prefix: string }> }>(KEYS, { id });
    expect(keys.data?.avatarApiKeys).toEqual([
      { id: expect.any(String), name: 'Updated key', prefix: second.slice(0, 12) },
    ]);
    // The device log tells who asked and when the avatar took the key.
    const log = await admin.graphql<{ cameraLog: Array<{ userName: string | null; message: string }> }>(LOG, { id });
    expect(log.data?.cameraLog.map((e) => [e.userName, e.message])).toEqual(
      expect.arrayContaining([
        ['admin', 'Key update: the avatar receives its new key with its next status report'],
        [null, `Key updated: the avatar signs with ${second.slice(0, 12)}…`],
      ]),
    );
  });
});
