/** PTZ on the demo dome through GraphQL and the legacy route: the picture moves, priorities
 *  and locks decide who may move it, and realms stay apart. */
import { execFileSync } from 'node:child_process';
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../../shared/auth/loginApi';
import { topics } from '../../events/eventBus';
import { ApiClient } from '../../testing/apiClient';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, waitForLive, type TestPlatform } from '../../testing/testPlatform';
import { mediaTools } from '../sources/mediaTools';

jest.setTimeout(90_000);

const PTZ = 'demo-hq-ptz';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PRESET = `mutation($id: ID!, $preset: ID!) {
  ptzPreset(id: $id, command: { preset: $preset, action: GOTO }) { lockinfo { allow_override lock { type user_name } } }
}`;
const SPEED = `mutation($id: ID!) {
  ptzSpeed(id: $id, command: { pan: 0.5 }) { lockinfo { allow_override lock { type user_name } } }
}`;
const REL = `mutation($id: ID!, $x: Float!, $y: Float!) {
  ptzRel(id: $id, command: { x: $x, y: $y }) { lockinfo { allow_override lock { type user_name } } }
}`;
const PAN = 'query($id: ID!) { device(id: $id) { cameraView { ptzStatus { command { pan } } } } }';
/** Signed degrees from a to b, the short way round. */
const turn = (a: number, b: number) => ((b - a + 540) % 360) - 180;

/** The middle of the picture (clear of the burned-in text) as 32x18 grey pixels. */
function middle(jpeg: Buffer): Buffer {
  return execFileSync(
    mediaTools.ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'image2pipe', '-i', 'pipe:0'],
      ...['-vf', 'crop=iw:ih*0.6,scale=32:18', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
    ],
    { input: jpeg },
  );
}
const difference = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / a.length;

describe.each(testDatabases())('PTZ control on $kind', (database) => {
  let t: TestPlatform;
  let admin: ApiClient;
  let operator: ApiClient;

  const picture = async () => {
    const response = await fetch(`${t.url}/api/media/snapshot?obj=${PTZ}`, {
      headers: { cookie: (admin as unknown as { cookie: string }).cookie, [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
    });
    expect(response.status).toBe(200);
    return middle(Buffer.from(await response.arrayBuffer()));
  };

  /** The dome's pan as the platform reports it. */
  const pan = async () =>
    (await admin.graphql<{ device: { cameraView: { ptzStatus: { command: { pan: number } } } } }>(PAN, { id: PTZ }))
      .data!.device.cameraView.ptzStatus.command.pan;
  /** Waits (polling) until the dome points at `degrees` (it stops on its target). */
  const reaches = async (degrees: number) => {
    const until = Date.now() + 15_000;
    let last = await pan();
    while (Math.abs(turn(last, degrees)) > 0.05 && Date.now() < until) {
      await sleep(100);
      last = await pan();
    }
    return last;
  };

  beforeAll(async () => {
    t = await startTestPlatform(database, { media: [PTZ] });
    // The first picture is asserted on: wait for the dome's ffmpeg, slow to start on a busy machine.
    expect(await waitForLive(t, [PTZ], 60_000)).toBe(true);
    admin = new ApiClient(t.url);
    operator = new ApiClient(t.url);
    await admin.login('admin', 'admin');
    await operator.login('operator', 'operator');
  });
  afterAll(async () => {
    await Promise.all([admin.dispose(), operator.dispose()]);
    await t.close();
  });

  it('gives each role its PTZ priority', async () => {
    expect((await admin.graphql('{ ptzPriority }')).data).toEqual({ ptzPriority: 10 });
    expect((await operator.graphql('{ ptzPriority }')).data).toEqual({ ptzPriority: 5 });
  });

  it('moves the picture to a preset, and locks the dome to the mover', async () => {
    const updates: unknown[] = [];
    const off = t.platform.services.bus.subscribe(topics.objectUpdate('demo-hq'), (p) => updates.push(p));
    const still = await picture();
    await sleep(1000);
    expect(difference(still, await picture())).toBeLessThan(3);

    const moved = await admin.graphql(PRESET, { id: PTZ, preset: '3' });
    expect(moved.data).toEqual({
      ptzPreset: { lockinfo: { allow_override: 'sameuser', lock: { type: 'Slew', user_name: 'admin' } } },
    });
    await sleep(4000); // 180° at 60°/s, then a frame or two
    expect(difference(still, await picture())).toBeGreaterThan(10);
    off();
    expect(updates).toContainEqual({
      id: PTZ,
      action: 'PTZ',
      lock: { deviceId: PTZ, action: 'Lock', lock: { type: 'Slew', user_name: 'admin' } },
    });

    // The operator's lower priority cannot take the admin's lock.
    const refused = await operator.graphql(SPEED, { id: PTZ });
    expect(refused.data).toEqual({
      ptzSpeed: { lockinfo: { allow_override: 'no', lock: { type: 'Slew', user_name: 'admin' } } },
    });
  });

  it('answers the legacy route with lock info and the spec errors', async () => {
    const ok = await admin.request('GET', `/api/ptz?cam_objid=${PTZ}&rpan=2&priority=10`);
    expect(ok).toEqual({
      status: 200,
      body: { lockinfo: { allow_override: 'sameuser', lock: { type: 'Slew', user_name: 'admin' } } },
    });
    const noCommand = await admin.request('GET', `/api/ptz?cam_objid=${PTZ}`);
    expect(noCommand).toEqual({ status: 400, body: { code: 400, message: 'Control command is undefined.' } });
    const notPtz = await admin.request('GET', '/api/ptz?cam_objid=demo-hq-camera-1&rpan=1');
    expect(notPtz.status).toBe(400);
    const otherRealm = await operator.request('GET', '/api/ptz?cam_objid=demo-branch-camera-1&rpan=1');
    expect(otherRealm.status).toBe(404);
    const denied = await operator.graphql(SPEED, { id: 'demo-branch-camera-1' });
    expect(denied.errors?.[0]?.extensions?.code).toBe('403');
  });

  it('turns to a clicked point with ptzRel: right of centre pans right; a lower priority than the lock holder is refused', async () => {
    // North: pan 0 at zoom 1, where the picture spans 60°.
    await admin.graphql(PRESET, { id: PTZ, preset: '1' });
    expect(turn(0, await reaches(0))).toBeCloseTo(0, 1);

    // A quarter of the picture's width right of its centre: 15° to the right.
    const moved = await admin.graphql(REL, { id: PTZ, x: 0.25, y: 0 });
    expect(moved.data).toEqual({
      ptzRel: { lockinfo: { allow_override: 'sameuser', lock: { type: 'Slew', user_name: 'admin' } } },
    });
    expect(turn(0, await reaches(15))).toBeCloseTo(15, 1);

    // The admin holds the dome: the operator's click is answered with the lock and moves nothing.
    const refused = await operator.graphql(REL, { id: PTZ, x: -0.25, y: 0 });
    expect(refused.data).toEqual({
      ptzRel: { lockinfo: { allow_override: 'no', lock: { type: 'Slew', user_name: 'admin' } } },
    });
    expect(turn(0, await pan())).toBeCloseTo(15, 1);
    // Another realm's camera is not the operator's to turn.
    const foreign = await operator.graphql(REL, { id: 'demo-branch-camera-1', x: 0.25, y: 0 });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('403');
  });

  it('keeps PTZ_CONFIG: presets listed, settings named by the spec rule, admins only', async () => {
    const read = await operator.graphql<{ ptzConfig: { presets: Array<{ id: string; name: string }> } }>(
      'query($id: ID!) { ptzConfig(id: $id) { presets { id name } } }',
      { id: PTZ },
    );
    expect(read.data?.ptzConfig.presets.map((p) => p.name)).toEqual(['North', 'East tower', 'South gate', 'West']);
    const SET = `mutation($id: ID!, $config: PtzConfigInput!) { setPtzConfig(id: $id, config: $config) { settings { name } } }`;
    const config = { settings: [{ name: 'Wiper On!' }], presets: [] };
    expect((await operator.graphql(SET, { id: PTZ, config })).errors?.[0]?.extensions?.code).toBe('403');
    expect((await admin.graphql(SET, { id: PTZ, config })).data).toEqual({
      setPtzConfig: { settings: [{ name: 'wiper-on' }] },
    });
  });
});
