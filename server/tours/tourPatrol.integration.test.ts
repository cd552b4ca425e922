/** A running camera tour drives the demo PTZ dome (issue 28; spec 2 §6 lock type Tour): the
 *  dome's reported pan goes from preset to preset, an operator's manual PTZ takes the dome at once
 *  and the tour waits, then goes on by itself when the operator's lock lapses. SQLite only: the
 *  database plays no part in the patrol, and the dome's ffmpeg is the costly part. */
import { topics } from '../events/eventBus';
import { ApiClient } from '../testing/apiClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

jest.setTimeout(90_000);

const PTZ = 'demo-hq-ptz';
/** The demo dome's presets 2 and 3 (East tower, South gate) and 4 (West), in degrees of pan. */
const EAST = 75;
const SOUTH = 180;
const WEST = 270;

const PAN = `query($id: ID!) { device(id: $id) { cameraView { ptzStatus { command { pan } } } } }`;
const PROGRESS = `query($id: ID!) { cameraTour(id: $id) { running progress { stepIndex yielding } } }`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('A camera tour on the PTZ dome', () => {
  let t: TestPlatform;
  let admin: ApiClient;
  let operator: ApiClient;

  beforeAll(async () => {
    t = await startTestPlatform(testDatabases()[0]!, { media: [PTZ] });
    admin = new ApiClient(t.url);
    operator = new ApiClient(t.url);
    await admin.login('admin', 'admin');
    await operator.login('operator', 'operator');
  });
  afterAll(async () => {
    await Promise.all([admin.dispose(), operator.dispose()]);
    await t.close();
  });

  /** The dome's pan as the platform reports it. */
  const pan = async () => {
    const answer = await admin.graphql<{ device: { cameraView: { ptzStatus: { command: { pan: number } } } } }>(PAN, {
      id: PTZ,
    });
    return answer.data!.device.cameraView.ptzStatus.command.pan;
  };
  /** Waits (polling, no fixed sleep) until the dome points within a degree of one of `degrees`. */
  const reaches = async (degrees: number | number[], withinMs: number) => {
    const until = Date.now() + withinMs;
    let last = NaN;
    while (Date.now() < until) {
      last = await pan();
      if ([degrees].flat().some((d) => Math.abs(((last - d + 540) % 360) - 180) < 1)) return;
      await sleep(100);
    }
    throw new Error(`The dome stayed at ${last}° instead of ${String(degrees)}°`);
  };

  it('goes from preset to preset, yields to an operator and goes on after their lock lapses', async () => {
    const locks: unknown[] = [];
    const off = t.platform.services.bus.subscribe(topics.objectUpdate('demo-hq'), (p) => locks.push(p));
    const made = await admin.graphql<{ createCameraTour: { cameraTour: { id: string } } }>(
      `mutation($t: CameraTourInput!) { createCameraTour(cameraTour: $t) { cameraTour { id } } }`,
      {
        t: {
          name: 'Yard patrol',
          steps: [
            { cameraId: PTZ, cameraPreset: '2', delay: 2 },
            { cameraId: PTZ, cameraPreset: '3', delay: 2 },
          ],
        },
      },
    );
    const id = made.data!.createCameraTour.cameraTour.id;
    await admin.graphql('mutation($id: ID!) { startCameraTour(id: $id) { id } }', { id });

    // 75° then 180° then 75° again: the dome patrols, its lock of type Tour named after the tour.
    await reaches(EAST, 10_000);
    await reaches(SOUTH, 10_000);
    await reaches(EAST, 10_000);
    expect(locks).toContainEqual({
      id: PTZ,
      action: 'PTZ',
      lock: { deviceId: PTZ, action: 'Lock', lock: { type: 'Tour', user_name: 'Yard patrol' } },
    });

    // The operator's manual PTZ runs at once, without being asked to override the tour.
    const manual = await operator.graphql(
      `mutation { ptzPreset(id: "${PTZ}", command: { preset: "4", action: GOTO }) { lockinfo { allow_override lock { type user_name } } } }`,
    );
    const tookAt = Date.now();
    expect(manual.data).toEqual({
      ptzPreset: { lockinfo: { allow_override: 'sameuser', lock: { type: 'Slew', user_name: 'operator' } } },
    });
    await reaches(WEST, 10_000);
    // The tour waits on its step while the operator's lock holds, and the dome stays put.
    const waiting = async () =>
      (await admin.graphql<{ cameraTour: { progress: { yielding: boolean } } }>(PROGRESS, { id })).data!.cameraTour
        .progress.yielding;
    while (!(await waiting())) await sleep(200);
    expect(Math.abs((await pan()) - WEST)).toBeLessThan(1);

    // The lock lapses 10 s after the operator's command; the tour then goes on by itself.
    await reaches([EAST, SOUTH], 25_000);
    expect(Date.now() - tookAt).toBeGreaterThanOrEqual(9_000);
    expect(await waiting()).toBe(false);

    const stopped = await admin.graphql<{ stopCameraTour: { running: boolean } }>(
      'mutation($id: ID!) { stopCameraTour(id: $id) { running } }',
      { id },
    );
    expect(stopped.data?.stopCameraTour.running).toBe(false);
    off();
    expect(locks).toContainEqual({ id: PTZ, action: 'PTZ', lock: { deviceId: PTZ, action: 'Unlock', lock: null } });
  });
});
