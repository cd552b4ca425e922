/** Issue 28, schedules executed, on SQLite and PostgreSQL: a schedule turns a camera's recording
 *  off for its window and back on (the archive's coverage shows the gap where the window was, ±1 s,
 *  and the camera's stored mode is never touched); a platform restarted inside a window applies the
 *  window's state before its cameras start; a sensor a schedule holds disarmed raises no alarm. The
 *  scheduler reads its windows on a moved clock, so a one-minute window passes in seconds. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STREAM_NUMBER } from '../../shared/video/constants';
import { ApiClient } from '../testing/apiClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, waitForLive, type TestPlatform } from '../testing/testPlatform';
import { SensorSimulator } from '../sim/SensorSimulator';

jest.setTimeout(120_000);

const CAMERA = 'demo-hq-camera-1';
const SENSOR = 'demo-hq-sensor-1';
const ALL_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const CREATE = `mutation($s: ScheduleInput!) { createSchedule(schedule: $s) {
  schedule { id inForce { device { id } action value } } warning { message } } }`;
const UPDATE = `mutation($s: ScheduleInput!) { updateSchedule(schedule: $s) { schedule { id } } }`;
const DELETE = 'mutation($id: ID!) { deleteSchedule(id: $id) { deleted } }';
const RECORDING = 'query($id: ID!) { device(id: $id) { recording { mode } } }';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean, timeoutMs = 20_000): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
  return Date.now();
}

/** HH:mm (UTC) of a moment. */
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);

function schedule(name: string, startTime: string, endTime: string, devices: string[], action: string, value: string) {
  return {
    name,
    timezone: 'UTC',
    devices,
    tasks: [{ name, startTime, endTime, byDay: ALL_DAYS, actions: [{ action, value }] }],
  };
}

async function create(admin: ApiClient, input: Record<string, unknown>): Promise<string> {
  const created = await admin.graphql<{ createSchedule: { schedule: { id: string } } }>(CREATE, { s: input });
  expect(created.errors).toBeUndefined();
  return created.data!.createSchedule.schedule.id;
}

describe.each(testDatabases())('schedules executed on $kind', (database) => {
  let t: TestPlatform;
  let admin: ApiClient;
  let databaseUrl: string | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-schedules-'));

  beforeAll(async () => {
    databaseUrl = await database.create();
    t = await startTestPlatform(database, { media: [CAMERA], dataDir, databaseUrl });
    // The first test asserts on what the camera recorded before its window opens, seconds in: wait
    // for the camera's ffmpeg, slow to start on a busy machine.
    expect(await waitForLive(t, [CAMERA], 60_000)).toBe(true);
    admin = new ApiClient(t.url);
    expect((await admin.login('admin', 'admin')).status).toBe(200);
  });
  // The real clock again after each test, whatever it moved to.
  afterEach(() => t.platform.services.scheduler.useClock(Date.now));
  afterAll(async () => {
    await admin.dispose();
    await t.close();
    await database.drop(databaseUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns recording off for the window and back on; coverage shows the gap', async () => {
    const { media, scheduler, scheduledState } = t.platform.services;
    await until('the camera recording', () => media.camera(CAMERA) !== undefined);
    const id = await create(admin, schedule('Lunch', '10:00', '10:01', [CAMERA], 'RECORDING_MODE', 'NONE'));

    // The scheduler's clock two seconds before the window opens.
    const changes: number[] = [];
    const stop = scheduledState.onChange(() => changes.push(Date.now()));
    const before = Date.parse('2026-06-01T09:59:58Z');
    const real = Date.now();
    await scheduler.useClock(() => before + (Date.now() - real));
    const offAt = await until('the window to open', () => changes.length === 1);
    await until('the pipeline to stop', () => media.camera(CAMERA) === undefined);
    expect(scheduledState.recordingMode(CAMERA)).toBe('NONE');
    const shown = await admin.graphql<{ schedule: { inForce: unknown[] } }>(
      'query($id: ID!) { schedule(id: $id) { inForce { device { id } action value taskName } } }',
      { id },
    );
    expect(shown.data?.schedule.inForce).toEqual([
      { device: { id: CAMERA }, action: 'RECORDING_MODE', value: 'NONE', taskName: 'Lunch' },
    ]);
    // The administrator's setting stays what it was.
    const stored = await admin.graphql<{ device: { recording: { mode: string } } }>(RECORDING, { id: CAMERA });
    expect(stored.data?.device.recording.mode).toBe('CONTINUOUS');

    // Three seconds of the window pass, then the clock is moved to two seconds before its end.
    await sleep(3000);
    const late = Date.parse('2026-06-01T10:00:58Z');
    const moved = Date.now();
    await scheduler.useClock(() => late + (Date.now() - moved));
    const onAt = await until('the window to close', () => changes.length === 2);
    await until('the pipeline to run again', () => media.camera(CAMERA) !== undefined);
    expect(scheduledState.recordingMode(CAMERA)).toBeUndefined();
    stop();

    // Recording resumed: its first fragments indexed.
    let spans: Array<{ start: number; end: number }> = [];
    const started = Date.now();
    while (!spans.some((s) => s.start > offAt) && Date.now() - started < 20_000) {
      await sleep(300);
      await media.flushIndex();
      spans = await media.archive.spans(CAMERA, STREAM_NUMBER.FULL, 0, Date.now() + 1000);
    }
    const beforeGap = spans.filter((s) => s.start < offAt).at(-1)!;
    const afterGap = spans.find((s) => s.start > offAt)!;
    expect(Math.abs(beforeGap.end - offAt)).toBeLessThanOrEqual(1000);
    // Video resumes once the camera has started again: its own start (the source connecting, its
    // first fragment) comes on top of the window's end — 0.25 s measured on an idle machine, 1.2 s
    // beside a console build.
    expect(afterGap.start - onAt).toBeGreaterThanOrEqual(-1000);
    expect(afterGap.start - onAt).toBeLessThanOrEqual(3000);
    // Nothing was recorded inside the window.
    expect(spans.filter((s) => s.end > offAt + 1000 && s.start < onAt - 1000)).toEqual([]);

    expect((await admin.graphql(DELETE, { id })).errors).toBeUndefined();
  });

  it('a sensor a schedule holds disarmed raises no alarm', async () => {
    const services = t.platform.services;
    const now = Date.now();
    const input = schedule('Day shift', hhmm(now - 60_000), hhmm(now + 120_000), [SENSOR], 'SENSOR_ARMING', 'DISARMED');
    const id = await create(admin, input);
    expect(services.scheduledState.sensorArmed(SENSOR)).toBe(false);
    const simulator = new SensorSimulator(services, 0, () => undefined);
    expect(await simulator.raise(SENSOR)).toBeUndefined();
    // Disabled, the schedule holds nothing: the same sensor raises its alarm again.
    expect((await admin.graphql(UPDATE, { s: { ...input, id, enabled: false } })).errors).toBeUndefined();
    expect((await simulator.raise(SENSOR))?.witnesses[0]?.id).toBe(SENSOR);
    expect((await admin.graphql(DELETE, { id })).errors).toBeUndefined();
  });

  it('applies the window in force after a restart inside it, before the camera starts', async () => {
    const now = Date.now();
    const id = await create(
      admin,
      schedule('Night', hhmm(now - 60_000), hhmm(now + 180_000), [CAMERA], 'RECORDING_MODE', 'NONE'),
    );
    await until('the pipeline to stop', () => t.platform.services.media.camera(CAMERA) === undefined);
    await admin.dispose();
    await t.close();

    const starts: string[] = [];
    t = await startTestPlatform(database, { media: [CAMERA], dataDir, databaseUrl });
    t.platform.services.media.onCameraRuns({ started: (c) => starts.push(c.device.id), stopped: () => undefined });
    admin = new ApiClient(t.url);
    expect((await admin.login('admin', 'admin')).status).toBe(200);
    const { media, scheduledState } = t.platform.services;
    expect(scheduledState.recordingMode(CAMERA)).toBe('NONE');
    expect(media.camera(CAMERA)).toBeUndefined();
    // Deleted, the schedule's window is reverted at once: the camera records as it is set to.
    expect((await admin.graphql(DELETE, { id })).errors).toBeUndefined();
    await until('the pipeline to run again', () => media.camera(CAMERA) !== undefined);
    expect(starts).toEqual([CAMERA]);
  });
});
