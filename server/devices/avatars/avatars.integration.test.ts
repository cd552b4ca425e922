/** Spec 3 §3.1 Avatar aspect, §4 device health and avatar channel status and commands, §7.2
 *  activateAvatar, avatar API keys, deviceCommand, purgeAvatarQueue, changeDeliveryPriority, §9
 *  status interval (stale after twice it); spec 2 §7 localStorage and changeLocalStorage: avatars
 *  on SQLite and PostgreSQL, over GraphQL and the avatar API as an avatar speaks it. */
import { AVATAR_API } from '../../../shared/devices/deviceAdminConstants';
import { ApiClient } from '../../testing/apiClient';
import { testDatabases } from '../../testing/testDatabases';
import { sharedTestPlatform } from '../../testing/sharedTestPlatform';
import { nextUpdate, type ObjectUpdatePayload } from '../testing/nextUpdate';

// Each test makes several round trips to a real platform; a loaded CI machine (or PostgreSQL) needs more than 5 s.
jest.setTimeout(30_000);

const AVATAR_FIELDS = `id name deviceType healthStatus
  aspects { ... on AvatarAspect { serial channelStatus deliveryServiceConfigured deliveryServiceRunning
    deliveryQueue uploadBandwidthCap statusStale channelBenchmark softwareVersion } }`;
const ACTIVATE = `mutation($key: String!, $name: String) { activateAvatar(activationKey: $key, name: $name) { ${AVATAR_FIELDS} } }`;
const DEVICE = `query($id: ID!) { device(id: $id) { ${AVATAR_FIELDS} } }`;
const KEYS = 'query($id: ID!) { avatarApiKeys(avatarId: $id) { id name prefix } }';
const CREATE_KEY =
  'mutation($id: ID!, $name: String!) { createAvatarApiKey(avatarId: $id, name: $name) { key apiKey { id name prefix } } }';
const REGENERATE_KEY = 'mutation($id: ID!) { regenerateAvatarApiKey(id: $id) { key apiKey { id prefix } } }';
const REMOVE_KEY = 'mutation($id: ID!) { removeAvatarApiKey(id: $id) }';
const COMMAND = `mutation($id: ID!, $command: DeviceCommand!) { deviceCommand(id: $id, command: $command) { message device { ${AVATAR_FIELDS} } } }`;
const PURGE = 'mutation($id: ID!) { purgeAvatarQueue(id: $id) }';
const PRIORITY =
  'mutation($id: ID!, $p: Int!) { changeDeliveryPriority(id: $id, priority: $p) { id deliveryPriority } }';
const CAP = 'mutation($id: ID!, $bps: Float) { setUploadBandwidthCap(id: $id, bitsPerSecond: $bps) { id } }';
const STORAGE = 'query($id: ID!) { localStorage(deviceId: $id) { avatarId capacity diskSize ttlHours } }';
const CHANGE_STORAGE =
  'mutation($id: ID!, $input: LocalStorageInput!) { changeLocalStorage(deviceId: $id, input: $input) { capacity ttlHours } }';
const DISCOVER = 'query($id: ID!) { discoverDevices(platformId: $id) { address name deviceId host xaddrs } }';
const UPDATES = 'subscription { objectUpdate { id action healthStatus channelStatus } }';

type Errors = Array<{ message: string }> | undefined;
const message = (result: { errors?: unknown }) => (result.errors as Errors)?.[0]?.message;
type AvatarAspect = {
  serial: string;
  channelStatus: string;
  deliveryServiceConfigured: boolean;
  deliveryServiceRunning: boolean;
  deliveryQueue: number;
  uploadBandwidthCap: number | null;
  statusStale: boolean;
  channelBenchmark: { bandwidthBps: number } | null;
};
type AvatarDevice = { id: string; name: string; healthStatus: string; aspects: AvatarAspect[] };

describe.each(testDatabases())('avatars on $kind', (database) => {
  const shared = sharedTestPlatform(database);
  const avatarApi = () => new ApiClient(shared.current().url);
  const status = (key: string, body: object = { upTime: 12, load: 0.5 }) =>
    avatarApi().request<{ id: string; healthStatus: string }>('POST', AVATAR_API.status, body, {
      authorization: `Bearer ${key}`,
    });
  let serials = 0;
  /** An avatar announced with a fresh key and serial, activated by the admin; answers its id and API key. */
  const activated = async (admin: ApiClient, name: string) => {
    serials += 1;
    const key = `ABCD-EFGH-${String(2000 + serials).replace(/[01]/g, '2')}`.slice(0, 14);
    const hello = { activationKey: key, serial: `SER-${serials}-${database.kind}`, name };
    expect((await avatarApi().post(AVATAR_API.announce, hello)).body).toEqual({ status: 'PENDING' });
    const made = await admin.graphql<{ activateAvatar: AvatarDevice }>(ACTIVATE, { key: key.toLowerCase() });
    expect(made.errors).toBeUndefined();
    const answer = await avatarApi().post<{ status: string; deviceId: string; apiKey: string }>(
      AVATAR_API.announce,
      hello,
    );
    expect(answer.body).toMatchObject({ status: 'ACTIVATED', deviceId: made.data?.activateAvatar.id });
    return { id: made.data?.activateAvatar.id ?? '', apiKey: answer.body.apiKey, device: made.data?.activateAvatar };
  };

  it('activates an announced avatar by its key; the avatar collects its API key once and reports NORMAL', async () => {
    const admin = await shared.signIn('admin');
    const updates = admin.subscribe<ObjectUpdatePayload>(UPDATES);
    await updates.started;
    const { id, apiKey, device } = await activated(admin, 'Warehouse Avatar');
    expect(device).toMatchObject({ name: 'Warehouse Avatar', deviceType: 'avatar', healthStatus: 'PENDING' });
    expect(device?.aspects[0]).toMatchObject({ deliveryServiceConfigured: true, deliveryServiceRunning: true });
    expect(await nextUpdate(updates, id, 'CREATE')).toMatchObject({ action: 'CREATE' });
    expect(apiKey).toMatch(/^vtk_/);

    expect((await status(apiKey)).body).toEqual({ id, healthStatus: 'NORMAL' });
    expect(await nextUpdate(updates, id, 'STATUS')).toMatchObject({ healthStatus: 'NORMAL', channelStatus: 'ONTIME' });
    const read = await admin.graphql<{ device: AvatarDevice }>(DEVICE, { id });
    expect(read.data?.device.aspects[0]).toMatchObject({ statusStale: false, channelStatus: 'ONTIME' });
    expect((await status('vtk_not-a-key')).status).toBe(401);
    updates.close();
  });

  it('refuses unknown, malformed and reused activation keys, and operators', async () => {
    const admin = await shared.signIn('admin');
    const operator = await shared.signIn('operator');
    expect(message(await admin.graphql(ACTIVATE, { key: 'nonsense' }))).toBe(
      'The activation key should look like XXXX-XXXX-XXXX',
    );
    expect(message(await admin.graphql(ACTIVATE, { key: 'ZZZZ-ZZZZ-ZZZZ' }))).toBe(
      'No avatar is waiting for activation with this key',
    );
    await avatarApi().post(AVATAR_API.announce, { activationKey: 'HJKL-MNPQ-RSTU', serial: 'S-op', name: 'Op' });
    expect(message(await operator.graphql(ACTIVATE, { key: 'HJKL-MNPQ-RSTU' }))).toBe('Administrator rights required');
    expect((await admin.graphql(ACTIVATE, { key: 'HJKL MNPQ RSTU' })).errors).toBeUndefined();
    expect(message(await admin.graphql(ACTIVATE, { key: 'HJKL-MNPQ-RSTU' }))).toBe(
      'No avatar is waiting for activation with this key',
    );
    // Another avatar may not take over a waiting key.
    await avatarApi().post(AVATAR_API.announce, { activationKey: 'WXYZ-2345-6789', serial: 'S-1', name: 'One' });
    const stolen = await avatarApi().post<{ message: string }>(AVATAR_API.announce, {
      activationKey: 'WXYZ-2345-6789',
      serial: 'S-2',
      name: 'Two',
    });
    expect(stolen.status).toBe(400);
  });

  it('creates, regenerates and removes API keys: a key is shown once, and replaced or removed keys stop working', async () => {
    const admin = await shared.signIn('admin');
    const { id } = await activated(admin, 'Keys Avatar');
    const created = await admin.graphql<{
      createAvatarApiKey: { key: string; apiKey: { id: string; prefix: string } };
    }>(CREATE_KEY, { id, name: 'Field laptop' });
    const first = created.data?.createAvatarApiKey;
    expect(first?.key.startsWith(first.apiKey.prefix)).toBe(true);
    const listed = await admin.graphql<{ avatarApiKeys: Array<{ name: string; prefix: string }> }>(KEYS, { id });
    expect(listed.data?.avatarApiKeys.map((k) => k.name)).toEqual(['Activation', 'Field laptop']);
    expect(JSON.stringify(listed.data)).not.toContain(first?.key);
    expect((await status(first?.key ?? '')).status).toBe(200);

    const regenerated = await admin.graphql<{ regenerateAvatarApiKey: { key: string; apiKey: { id: string } } }>(
      REGENERATE_KEY,
      { id: first?.apiKey.id },
    );
    const second = regenerated.data?.regenerateAvatarApiKey;
    expect(second?.apiKey.id).toBe(first?.apiKey.id);
    expect(second?.key).not.toBe(first?.key);
    expect((await status(first?.key ?? '')).status).toBe(401);
    expect((await status(second?.key ?? '')).status).toBe(200);

    expect((await admin.graphql(REMOVE_KEY, { id: first?.apiKey.id })).data).toEqual({
      removeAvatarApiKey: first?.apiKey.id,
    });
    expect((await status(second?.key ?? '')).status).toBe(401);
    expect(message(await admin.graphql(CREATE_KEY, { id, name: ' ' }))).toBe('Name should not be empty');
  });

  it('marks an avatar OFFLINE when its status is stale (an information event), and NORMAL when it reports again', async () => {
    const admin = await shared.signIn('admin');
    const { id, apiKey } = await activated(admin, 'Remote Avatar');
    await status(apiKey);
    const updates = admin.subscribe<ObjectUpdatePayload>(UPDATES);
    await updates.started;
    const { services, database: db } = shared.current().platform;
    // Its last report, 11 s ago: older than twice the 5 s interval.
    const row = await db.db.selectFrom('devices').select('aspects').where('id', '=', id).executeTakeFirstOrThrow();
    const aspects = (JSON.parse(row.aspects) as Array<Record<string, unknown>>).map((a) => ({
      ...a,
      statusReportedAt: Date.now() - 11_000,
    }));
    await db.db
      .updateTable('devices')
      .set({ aspects: JSON.stringify(aspects) })
      .where('id', '=', id)
      .execute();
    await services.deviceAdmin.avatars.status.tick();
    expect(await nextUpdate(updates, id, 'STATUS')).toMatchObject({ healthStatus: 'BROKEN', channelStatus: null });
    const read = await admin.graphql<{ device: AvatarDevice }>(DEVICE, { id });
    expect(read.data?.device).toMatchObject({ healthStatus: 'BROKEN', aspects: [{ statusStale: true }] });

    await status(apiKey);
    expect(await nextUpdate(updates, id, 'STATUS')).toMatchObject({ healthStatus: 'NORMAL', channelStatus: 'ONTIME' });
    const events = await admin.graphql<{
      auditEntries: Array<{ message: string; metadata: Array<{ key: string; value: string }> }>;
    }>(`query($w: [ID!]) { auditEntries(filter: { witnesses: $w }) { message metadata { key value } } }`, { w: [id] });
    const messages = events.data?.auditEntries.map((e) => e.message);
    expect(messages).toEqual(['Remote Avatar is back to NORMAL (was OFFLINE)', 'Remote Avatar is OFFLINE']);
    expect(events.data?.auditEntries[1]?.metadata).toContainEqual({ key: 'EVENT-TYPE', value: 'Information' });
    updates.close();
  });

  it('runs the delivery commands on the demo avatar; its channel is DELAYED while requests wait, and purging empties the queue', async () => {
    const admin = await shared.signIn('admin');
    const avatar = 'demo-hq-avatar';
    const command = (c: string) =>
      admin.graphql<{ deviceCommand: { message: string; device: AvatarDevice } }>(COMMAND, { id: avatar, command: c });
    expect((await command('DELIVERY_STOP')).data?.deviceCommand.device.aspects[0]).toMatchObject({
      deliveryServiceRunning: false,
    });
    expect((await command('DELIVERY_DEACTIVATE')).data?.deviceCommand.device.aspects[0]).toMatchObject({
      deliveryServiceConfigured: false,
      deliveryServiceRunning: false,
    });
    expect(message(await command('DELIVERY_START'))).toBe('The delivery service is not activated');
    await command('DELIVERY_ACTIVATE');
    expect((await command('DELIVERY_START')).data?.deviceCommand.device.aspects[0]).toMatchObject({
      deliveryServiceConfigured: true,
      deliveryServiceRunning: true,
    });

    // Two archive-on-demand requests (the queue does not run without the media pipeline), one waiting 2 minutes.
    const now = Date.now();
    for (const start of [now - 600_000, now - 300_000]) {
      const made = await admin.graphql('mutation($i: AodRequestInput!) { aodSubmit(input: $i) { id } }', {
        i: { deviceId: 'demo-hq-camera-1', startTime: start, endTime: start + 60_000 },
      });
      expect(made.errors).toBeUndefined();
    }
    const { services, database: db } = shared.current().platform;
    await db.db
      .updateTable('video_requests')
      .set({ created_at: now - 120_000 })
      .where('kind', '=', 'AOD')
      .execute();
    const updates = admin.subscribe<ObjectUpdatePayload>(UPDATES);
    await updates.started;
    const tick = async () => {
      const row = await db.db
        .selectFrom('devices')
        .select('aspects')
        .where('id', '=', avatar)
        .executeTakeFirstOrThrow();
      const aspects = (JSON.parse(row.aspects) as Array<Record<string, unknown>>).map((a) => ({
        ...a,
        statusReportedAt: 0,
      }));
      await db.db
        .updateTable('devices')
        .set({ aspects: JSON.stringify(aspects) })
        .where('id', '=', avatar)
        .execute();
      await services.deviceAdmin.avatars.status.tick();
    };
    await tick();
    expect(await nextUpdate(updates, avatar, 'STATUS')).toMatchObject({ channelStatus: 'DELAYED_CATCHUP' });
    await command('DELIVERY_STOP');
    await tick();
    expect(await nextUpdate(updates, avatar, 'STATUS')).toMatchObject({ channelStatus: 'DELAYED_DEGRADED' });
    const read = await admin.graphql<{ device: AvatarDevice }>(DEVICE, { id: avatar });
    expect(read.data?.device.aspects[0]).toMatchObject({ deliveryQueue: 2 });

    expect((await admin.graphql(PURGE, { id: avatar })).data).toEqual({ purgeAvatarQueue: 2 });
    await command('DELIVERY_START');
    await tick();
    expect(await nextUpdate(updates, avatar, 'STATUS')).toMatchObject({ channelStatus: 'ONTIME' });
    const statuses = await db.db.selectFrom('video_requests').select('status').where('kind', '=', 'AOD').execute();
    expect(statuses.map((s) => s.status)).toEqual(['CANCELED', 'CANCELED']);
    const log = await db.db
      .selectFrom('camera_log')
      .select(['kind', 'message'])
      .where('device_id', '=', avatar)
      .execute();
    expect(log.map((l) => l.message)).toContain('Delivery queue of Demo HQ Avatar purged: 2 request(s) cancelled');
    updates.close();
  });

  it('benchmarks the channel within the upload cap, sets delivery priority and local storage within their limits', async () => {
    const admin = await shared.signIn('admin');
    const avatar = 'demo-hq-avatar';
    expect((await admin.graphql(CAP, { id: avatar, bps: 2_000_000 })).errors).toBeUndefined();
    const bench = await admin.graphql<{ deviceCommand: { device: AvatarDevice } }>(COMMAND, {
      id: avatar,
      command: 'CHANNEL_BENCHMARK',
    });
    const result = bench.data?.deviceCommand.device.aspects[0]?.channelBenchmark;
    expect(result?.bandwidthBps).toBeGreaterThan(0);
    expect(result?.bandwidthBps).toBeLessThanOrEqual(2_000_000);
    expect(message(await admin.graphql(CAP, { id: avatar, bps: -5 }))).toBe(
      'Upload bandwidth cap should be a positive number of bits per second, or empty for none',
    );
    expect((await admin.graphql(CAP, { id: avatar, bps: null })).errors).toBeUndefined();

    expect((await admin.graphql(PRIORITY, { id: 'demo-hq-camera-2', p: 3 })).data).toEqual({
      changeDeliveryPriority: { id: 'demo-hq-camera-2', deliveryPriority: 3 },
    });
    expect(message(await admin.graphql(PRIORITY, { id: 'demo-hq-camera-2', p: 11 }))).toBe(
      'Delivery priority should be between 1 and 10',
    );

    const storage = await admin.graphql<{ localStorage: { avatarId: string; diskSize: number } }>(STORAGE, {
      id: 'demo-hq-camera-1',
    });
    expect(storage.data?.localStorage.avatarId).toBe(avatar);
    const disk = storage.data?.localStorage.diskSize ?? 0;
    expect(
      (await admin.graphql(CHANGE_STORAGE, { id: avatar, input: { capacity: disk * 1.05, ttlHours: 48 } })).data,
    ).toEqual({
      changeLocalStorage: { capacity: Math.round(disk * 1.05), ttlHours: 48 },
    });
    expect(message(await admin.graphql(CHANGE_STORAGE, { id: avatar, input: { capacity: disk * 1.2 } }))).toBe(
      'Storage capacity exceeds the disk by more than 10%',
    );
  });

  it('keeps realms apart: another realm’s avatar, keys and devices are not found', async () => {
    const admin = await shared.signIn('admin');
    const other = 'demo-branch-avatar';
    expect(message(await admin.graphql(COMMAND, { id: other, command: 'REBOOT' }))).toBe('Device not found');
    expect(message(await admin.graphql(PURGE, { id: other }))).toBe('Device not found');
    expect(message(await admin.graphql(KEYS, { id: other }))).toBe('Device not found');
    expect(message(await admin.graphql(PRIORITY, { id: 'demo-branch-camera-1', p: 2 }))).toBe('Device not found');
    expect(message(await admin.graphql(STORAGE, { id: other }))).toBe('Device not found');
    const [key] = await shared.current().platform.database.db.selectFrom('avatar_api_keys').select('id').execute();
    await shared
      .current()
      .platform.database.db.updateTable('avatar_api_keys')
      .set({ realm_id: 'demo-branch' })
      .where('id', '=', key?.id ?? '')
      .execute();
    expect(message(await admin.graphql(REMOVE_KEY, { id: key?.id }))).toBe('API key not found');
    expect(message(await admin.graphql(DISCOVER, { id: other }))).toBe('Device not found');
  });

  it('offers the platform’s own avatar for activation when no realm has it; activated, it reports from here', async () => {
    const admin = await shared.signIn('admin');
    const { services, database: db } = shared.current().platform;
    const activation = services.deviceAdmin.avatars.activation;
    // While the demo avatars are the embedded ones, nothing is offered.
    expect(await activation.announceEmbedded('Here Avatar', '9.9.9')).toBeUndefined();
    // Taken back at the end: later tests (discovery) answer through the embedded demo avatars.
    const before = await db.db
      .selectFrom('devices')
      .select(['id', 'config'])
      .where('device_type', '=', 'avatar')
      .execute();
    await db.db.updateTable('devices').set({ config: '{}' }).where('device_type', '=', 'avatar').execute();
    const key = await activation.announceEmbedded('Here Avatar', '9.9.9');
    expect(key).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // Announced again (a restart), it keeps its key.
    expect(await activation.announceEmbedded('Here Avatar', '9.9.9')).toBe(key);
    const made = await admin.graphql<{ activateAvatar: AvatarDevice }>(ACTIVATE, { key });
    const id = made.data?.activateAvatar.id ?? '';
    expect(made.data?.activateAvatar).toMatchObject({ name: 'Here Avatar', healthStatus: 'PENDING' });
    await services.deviceAdmin.avatars.status.tick();
    const read = await admin.graphql<{ device: AvatarDevice }>(DEVICE, { id });
    expect(read.data?.device).toMatchObject({ healthStatus: 'NORMAL', aspects: [{ statusStale: false }] });
    for (const { id: avatarId, config } of before) {
      await db.db.updateTable('devices').set({ config }).where('id', '=', avatarId).execute();
    }
  });

  it('discovers the demo avatar’s cameras by WS-Discovery, each naming the camera already added from it', async () => {
    const admin = await shared.signIn('admin');
    const found = await admin.graphql<{
      discoverDevices: Array<{ name: string; deviceId: string | null; xaddrs: string[] }>;
    }>(DISCOVER, { id: 'demo-hq-avatar' });
    expect(found.errors).toBeUndefined();
    const ids = found.data?.discoverDevices.map((d) => d.deviceId) ?? [];
    expect(ids).toEqual(expect.arrayContaining(['demo-hq-camera-1', 'demo-hq-camera-2', 'demo-hq-ptz']));
    expect(ids.filter((id) => id?.startsWith('demo-branch'))).toEqual([]);
    expect(found.data?.discoverDevices.find((d) => d.deviceId === 'demo-hq-camera-1')).toMatchObject({
      name: 'Demo HQ Camera 1',
    });
  });
});
