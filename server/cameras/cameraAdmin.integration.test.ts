/** Spec 3 §3.1, §4 (recording modes, live object updates), §7.1–§7.2: cameras added by URL on
 *  SQLite and PostgreSQL, against a real RTSP server with a login (GStreamer's) — probe, create,
 *  update, enable/disable, delete and CSV import: validation, realm isolation, objectUpdate
 *  delivery, the camera log, and the media pipeline started, restarted and stopped at once. */
import { CAMERA_MESSAGES } from '../../shared/cameraAdmin/cameraAdminConstants';
import { STREAM_NUMBER } from '../../shared/video/constants';
import { nextUpdate, type ObjectUpdatePayload } from '../devices/testing/nextUpdate';
import { ApiClient } from '../testing/apiClient';
import { startRtspCamera, type RtspCamera } from '../testing/rtsp/startRtspCamera';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

jest.setTimeout(120_000);

const FIELDS = `id name deviceType enabled healthStatus connection
  recording { mode preRollSeconds postRollSeconds }
  config { configType connect { authType URL host port user pass passwordSet } }
  storageConfig { storagePool { id name ttlHours } }
  position { lat lng } deliveryPriority acknowledgeRequired isPtz
  aspects { ... on MediaAspect { type codec videoWidth videoHeight frameRate recordingArchive } }`;
const RESULT = `device { ${FIELDS} } warning { message warningFields { field value } }`;
const PROBE = `query($input: CameraInput!, $deviceId: ID) { probeDevice(input: $input, deviceId: $deviceId) {
  url reachable codec width height frameRate browserDecodable streams { codec }
  warning { message warningFields { field value } } } }`;
const CREATE = `mutation($input: CameraInput!) { createCamera(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($id: ID!, $input: CameraInput!) { updateCamera(id: $id, input: $input) { ${RESULT} } }`;
const ENABLE =
  'mutation($ids: [ID!]!, $enabled: Boolean!) { setCamerasEnabled(ids: $ids, enabled: $enabled) { id enabled healthStatus } }';
const DELETE = 'mutation($id: ID!) { deleteCamera(id: $id) }';
const IMPORT = 'mutation($csv: String!) { importCameras(csv: $csv) { line name deviceId error warning } }';
const POOLS = '{ storagePools { id name ttlHours } }';
const LOG = 'query($id: ID!) { cameraLog(deviceId: $id) { kind userName message } }';
const BY_IDS = 'query($ids: [ID!]!) { devicesByIds(ids: $ids) { id } }';
const UPDATES = 'subscription { objectUpdate { id action healthStatus } }';

type Errors = Array<{ message: string }> | undefined;
const message = (result: { errors?: unknown }) => (result.errors as Errors)?.[0]?.message;

interface Saved {
  device: { id: string; [field: string]: unknown };
  warning: { message: string; warningFields: Array<{ field: string; value: string }> } | null;
}

describe.each(testDatabases())('cameras by URL on $kind', (database) => {
  let platform: TestPlatform;
  let rtsp: RtspCamera;
  const clients: ApiClient[] = [];
  const signIn = async (name: string) => {
    const client = new ApiClient(platform.url);
    clients.push(client);
    expect((await client.login(name, name)).status).toBe(200);
    return client;
  };
  const media = () => platform.platform.services.media;
  const input = (extra: Record<string, unknown> = {}) => ({
    name: 'Loading bay',
    connection: 'RTSP_TCP',
    url: rtsp.url,
    user: 'admin',
    password: 'secret',
    authType: 'HTTP_BASIC',
    ...extra,
  });

  beforeAll(async () => {
    rtsp = await startRtspCamera({ width: 320, height: 240 }, { user: 'admin', password: 'secret' });
    // The media pipeline runs, but none of the demo cameras: only the cameras added here.
    platform = await startTestPlatform(database, { media: ['no-demo-camera'] });
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await platform?.close();
    await rtsp?.stop();
  });

  it('probes a camera: its streams with the right login, a warning on the password with a wrong one', async () => {
    const admin = await signIn('admin');
    // A probe comes before the camera is named.
    const good = await admin.graphql<{ probeDevice: Record<string, unknown> }>(PROBE, { input: input({ name: null }) });
    expect(good.errors).toBeUndefined();
    expect(good.data?.probeDevice).toMatchObject({
      url: rtsp.url,
      reachable: true,
      codec: 'h264',
      width: 320,
      height: 240,
      browserDecodable: true,
      streams: [{ codec: 'h264' }],
      warning: { message: CAMERA_MESSAGES.noSecondStream },
    });
    const wrong = await admin.graphql<{ probeDevice: Record<string, unknown> }>(PROBE, {
      input: input({ password: 'wrong' }),
    });
    expect(wrong.data?.probeDevice).toMatchObject({
      reachable: false,
      warning: {
        message: CAMERA_MESSAGES.wrongCredentials,
        warningFields: [{ field: 'password', value: CAMERA_MESSAGES.wrongCredentials }],
      },
    });
    const operator = await signIn('operator');
    expect(message(await operator.graphql(PROBE, { input: input() }))).toBe('Administrator rights required');
  });

  it('refuses what breaks the rules, and lists the storage pools', async () => {
    const admin = await signIn('admin');
    const refused = async (extra: Record<string, unknown>) =>
      message(await admin.graphql(CREATE, { input: input(extra) }));
    expect(await refused({ name: '  ' })).toBe(CAMERA_MESSAGES.nameRequired);
    expect(await refused({ url: 'rtsp//nohost' })).toBe(CAMERA_MESSAGES.urlInvalid);
    expect(await refused({ url: 'http://10.0.0.5/x' })).toBe(CAMERA_MESSAGES.urlScheme);
    expect(await refused({ url: 'rtsp://10.0.0.5:0/x' })).toBe(CAMERA_MESSAGES.portRange);
    expect(await refused({ deliveryPriority: 11 })).toBe(CAMERA_MESSAGES.priorityRange);
    expect(await refused({ position: { lat: 52 } })).toBe(CAMERA_MESSAGES.positionPair);
    expect(await refused({ recording: { mode: 'EVENTS', preRollSeconds: 301 } })).toBe(CAMERA_MESSAGES.rollRange);
    expect(await refused({ storagePoolId: 'demo-branch-pool-week' })).toBe(CAMERA_MESSAGES.storagePoolUnknown);
    const pools = await admin.graphql<{ storagePools: Array<{ ttlHours: number }> }>(POOLS);
    expect(pools.data?.storagePools.map((p) => p.ttlHours)).toEqual([24, 168, 720]);
    const operator = await signIn('operator');
    expect(message(await operator.graphql(CREATE, { input: input() }))).toBe('Administrator rights required');
  });

  it('creates a camera that plays at once, tells every console, and never returns its password', async () => {
    const admin = await signIn('admin');
    const watcher = await signIn('operator');
    const updates = watcher.subscribe<ObjectUpdatePayload>(UPDATES);
    await updates.started;
    const created = await admin.graphql<{ createCamera: Saved }>(CREATE, {
      input: input({ position: { lat: 52.2, lng: 21.0 }, deliveryPriority: 3, acknowledgeRequired: true }),
    });
    expect(created.errors).toBeUndefined();
    const saved = created.data!.createCamera;
    expect(saved.device).toMatchObject({
      name: 'Loading bay',
      deviceType: 'camera',
      enabled: true,
      connection: 'RTSP_TCP',
      recording: { mode: 'CONTINUOUS', preRollSeconds: 5, postRollSeconds: 10 },
      config: {
        configType: 'url',
        connect: {
          authType: 'HTTP_BASIC',
          URL: rtsp.url,
          host: '127.0.0.1',
          user: 'admin',
          pass: null,
          passwordSet: true,
        },
      },
      storageConfig: { storagePool: { ttlHours: 24 } },
      position: { lat: 52.2, lng: 21 },
      deliveryPriority: 3,
      acknowledgeRequired: true,
      aspects: [{ type: 'Media', codec: 'h264', videoWidth: 320, videoHeight: 240, recordingArchive: 'CONTINUOUS' }],
    });
    expect(JSON.stringify(created)).not.toContain('secret');
    expect(saved.warning?.message).toBe(CAMERA_MESSAGES.noSecondStream);
    const id = saved.device.id;
    expect(await nextUpdate(updates, id, 'CREATE')).toMatchObject({ id, action: 'CREATE' });
    // The pipeline started with the camera: video flows, the camera turns NORMAL (an OFF may come
    // first while its source starts on a loaded machine).
    await nextUpdate(updates, id, 'STATUS', (update) => update.healthStatus === 'NORMAL');
    expect(media().live(id, STREAM_NUMBER.FULL)?.init?.init).toMatchObject({ width: 320, height: 240 });
    // The camera log keeps who added it and its health history.
    type Log = { cameraLog: Array<{ kind: string; userName: string | null; message: string }> };
    let entries: Log['cameraLog'] = [];
    for (let tries = 0; tries < 50 && entries.length < 2; tries += 1) {
      entries = (await admin.graphql<Log>(LOG, { id })).data?.cameraLog ?? [];
      if (entries.length < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(entries).toEqual([
      { kind: 'STATUS', userName: null, message: 'NORMAL' },
      { kind: 'CREATE', userName: 'admin', message: `Loading bay added from ${rtsp.url}` },
    ]);
    updates.close();
  });

  it('changes a camera: a rename keeps its pipeline, a new recording mode restarts it, a wrong password warns', async () => {
    const admin = await signIn('admin');
    const watcher = await signIn('admin');
    const created = await admin.graphql<{ createCamera: Saved }>(CREATE, { input: input({ name: 'Yard' }) });
    const id = created.data!.createCamera.device.id;
    const updates = watcher.subscribe<ObjectUpdatePayload>(UPDATES);
    await updates.started;
    const pid = media().camera(id)?.source.pid;
    expect(pid).toBeDefined();

    const renamed = await admin.graphql<{ updateCamera: Saved }>(UPDATE, { id, input: { name: 'Yard east' } });
    expect(renamed.data?.updateCamera.device).toMatchObject({
      name: 'Yard east',
      config: { connect: { pass: null, passwordSet: true } },
    });
    expect(await nextUpdate(updates, id, 'UPDATE')).toMatchObject({ action: 'UPDATE' });
    expect(media().camera(id)?.source.pid).toBe(pid);

    const live = await admin.graphql<{ updateCamera: Saved }>(UPDATE, { id, input: { recording: { mode: 'LIVE' } } });
    expect(live.data?.updateCamera.device).toMatchObject({
      recording: { mode: 'LIVE' },
      aspects: [{ recordingArchive: 'LIVE' }],
    });
    expect(media().camera(id)?.source.pid).not.toBe(pid);
    expect(media().camera(id)?.recorders.size).toBe(0);

    const none = await admin.graphql<{ updateCamera: Saved }>(UPDATE, { id, input: { recording: { mode: 'NONE' } } });
    expect(none.errors).toBeUndefined();
    expect(media().camera(id)).toBeUndefined();

    const wrong = await admin.graphql<{ updateCamera: Saved }>(UPDATE, {
      id,
      input: { password: 'wrong', recording: { mode: 'CONTINUOUS' } },
    });
    expect(wrong.data?.updateCamera.warning?.warningFields).toEqual([
      { field: 'password', value: CAMERA_MESSAGES.wrongCredentials },
    ]);
    const log = await admin.graphql<{ cameraLog: Array<{ kind: string; userName: string; message: string }> }>(LOG, {
      id,
    });
    // Administrators' changes, newest first (the camera's health history is interleaved with them).
    const changes = log.data?.cameraLog.filter((e) => e.kind !== 'STATUS');
    expect(changes?.map((e) => [e.kind, e.userName])).toEqual([
      ['UPDATE', 'admin'],
      ['UPDATE', 'admin'],
      ['UPDATE', 'admin'],
      ['UPDATE', 'admin'],
      ['CREATE', 'admin'],
    ]);
    expect(changes?.[0]?.message).toBe('Changed password, recording');
    expect(JSON.stringify(log)).not.toContain('wrong');
    updates.close();
  });

  it('disables and enables cameras in bulk: the pipeline stops and starts again', async () => {
    const admin = await signIn('admin');
    const one = (await admin.graphql<{ createCamera: Saved }>(CREATE, { input: input({ name: 'Gate 1' }) })).data!
      .createCamera.device.id;
    const two = (await admin.graphql<{ createCamera: Saved }>(CREATE, { input: input({ name: 'Gate 2' }) })).data!
      .createCamera.device.id;
    const off = await admin.graphql<{ setCamerasEnabled: Array<{ enabled: boolean; healthStatus: string }> }>(ENABLE, {
      ids: [one, two],
      enabled: false,
    });
    expect(off.data?.setCamerasEnabled).toEqual([
      expect.objectContaining({ enabled: false, healthStatus: 'OFF' }),
      expect.objectContaining({ enabled: false, healthStatus: 'OFF' }),
    ]);
    expect(media().camera(one)).toBeUndefined();
    expect(media().camera(two)).toBeUndefined();
    await admin.graphql(ENABLE, { ids: [one], enabled: true });
    expect(media().camera(one)).toBeDefined();
    expect(media().camera(two)).toBeUndefined();
    // Another realm's camera makes the whole call fail before anything changes.
    expect(message(await admin.graphql(ENABLE, { ids: [one, 'demo-branch-camera-1'], enabled: false }))).toBe(
      'Device not found',
    );
    expect(media().camera(one)).toBeDefined();
  });

  it('deletes a camera: its pipeline stops, its recordings go, consoles hear DELETE', async () => {
    const admin = await signIn('admin');
    const updates = (await signIn('operator')).subscribe<ObjectUpdatePayload>(UPDATES);
    await updates.started;
    const id = (await admin.graphql<{ createCamera: Saved }>(CREATE, { input: input({ name: 'Temporary' }) })).data!
      .createCamera.device.id;
    await nextUpdate(updates, id, 'STATUS');
    const spans = () =>
      platform.platform.database.db
        .selectFrom('archive_spans')
        .select('camera_id')
        .where('camera_id', '=', id)
        .execute();
    // Until the camera's first video is in the index.
    const recorded = async () => {
      for (let tries = 0; tries < 100; tries += 1) {
        await media().flushIndex();
        if ((await spans()).length > 0) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    };
    expect(await recorded()).toBe(true);

    expect((await admin.graphql(DELETE, { id })).data).toEqual({ deleteCamera: id });
    expect(await nextUpdate(updates, id, 'DELETE')).toMatchObject({ action: 'DELETE' });
    expect(media().camera(id)).toBeUndefined();
    expect(await spans()).toEqual([]);
    expect((await admin.graphql(BY_IDS, { ids: [id] })).data).toEqual({ devicesByIds: [] });
    expect(message(await admin.graphql(DELETE, { id }))).toBe('Device not found');
    updates.close();
  });

  it('keeps realms apart', async () => {
    const admin = await signIn('admin');
    const branch = 'demo-branch-camera-1';
    expect(message(await admin.graphql(UPDATE, { id: branch, input: { name: 'Mine' } }))).toBe('Device not found');
    expect(message(await admin.graphql(DELETE, { id: branch }))).toBe('Device not found');
    expect(message(await admin.graphql(PROBE, { input: {}, deviceId: branch }))).toBe('Device not found');
    expect((await admin.graphql(LOG, { id: branch })).data).toEqual({ cameraLog: [] });
  });

  it('imports cameras from CSV with a result per row', async () => {
    // A realm whose storage pools are made by the import itself: its rows run side by side.
    await platform.platform.database.db.deleteFrom('storage_pools').execute();
    const admin = await signIn('admin');
    const withLogin = rtsp.url.replace('rtsp://', 'rtsp://admin:secret@');
    const csv = [
      'Name,URL,User,Password,Recording,Lat,Lng',
      `Dock 1,${rtsp.url},admin,secret,EVENTS,52.1,21.1`,
      `Dock 2,${withLogin},,,,,`,
      'Dock 3,ftp://10.0.0.9/x,,,,,',
      `Dock 1,${rtsp.url},admin,secret,,,`,
    ].join('\n');
    const result = await admin.graphql<{
      importCameras: Array<{ line: number; name: string; deviceId: string | null; error: string | null }>;
    }>(IMPORT, { csv });
    expect(result.errors).toBeUndefined();
    const rows = result.data!.importCameras;
    expect(rows.map((r) => [r.line, r.name, r.deviceId !== null, r.error])).toEqual([
      [2, 'Dock 1', true, null],
      [3, 'Dock 2', true, null],
      [4, 'Dock 3', false, CAMERA_MESSAGES.urlScheme],
      [5, 'Dock 1', false, 'A device named Dock 1 already exists'],
    ]);
    const dock1 = rows[0]!.deviceId!;
    const saved = await admin.graphql<{ device: Record<string, unknown> }>(
      `query($id: ID!) { device(id: $id) { ${FIELDS} } }`,
      {
        id: dock1,
      },
    );
    expect(saved.data?.device).toMatchObject({ recording: { mode: 'EVENTS' }, position: { lat: 52.1, lng: 21.1 } });
    expect(media().camera(rows[1]!.deviceId!)).toBeDefined();
    const log = await admin.graphql<{ cameraLog: Array<{ kind: string }> }>(LOG, { id: dock1 });
    expect(log.data?.cameraLog.map((e) => e.kind)).toEqual(['IMPORT']);
    expect(message(await admin.graphql(IMPORT, { csv: 'name,url\n' }))).toBe(CAMERA_MESSAGES.csvEmpty);
  });
});
