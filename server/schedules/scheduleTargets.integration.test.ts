/** Issue 28, a schedule's tour and policy actions on SQLite and PostgreSQL: a window holds a camera
 *  tour running — the PTZ dome's reported pan goes from preset to preset, again after a restart
 *  inside the window — and stops it at the window's end, the tour's own running flag untouched,
 *  the tour naming the schedule that holds it (heldBy) while it does; a
 *  window holds a notification policy disabled — an event inside it sends nothing on that policy
 *  while another policy tells of it — and after the window the policy sends again. The scheduler
 *  reads the window's end on a moved clock. Deleting a tour or a policy that schedules name is
 *  asked with their names (usedBy) and answered with a warning naming them; their actions on it
 *  are inert from then on (spec 3 §7: delete with warnings). */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ApiClient } from '../testing/apiClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

jest.setTimeout(120_000);

const PTZ = 'demo-hq-ptz';
/** The demo dome's presets 2 (East tower) and 3 (South gate), in degrees of pan. */
const EAST = 75;
const SOUTH = 180;
const ALL_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const CREATE = `mutation($s: ScheduleInput!) { createSchedule(schedule: $s) { schedule { id } warning { message } } }`;
const DELETE = 'mutation($id: ID!) { deleteSchedule(id: $id) { deleted } }';
const IN_FORCE = 'query($id: ID!) { schedule(id: $id) { inForce { device { id } targetId targetName action value } } }';
const TOUR = 'query($id: ID!) { cameraTour(id: $id) { running } }';
const TOUR_HELD = 'query($id: ID!) { cameraTour(id: $id) { heldBy { scheduleName taskName value start end } } }';
const POLICY_HELD = 'query($id: ID!) { notificationPolicy(id: $id) { heldBy { scheduleName value end } } }';
const PAN = 'query($id: ID!) { device(id: $id) { cameraView { ptzStatus { command { pan } } } } }';
const SENDS = 'query($id: ID!) { notificationSends(policyId: $id) { eventId } }';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);

async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found !== undefined && found !== false) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** A schedule of one task whose window opened a minute ago and ends in three, with one action. */
function windowNow(name: string, action: Record<string, string>) {
  const now = Date.now();
  return {
    name,
    timezone: 'UTC',
    tasks: [{ name, startTime: hhmm(now - 60_000), endTime: hhmm(now + 180_000), byDay: ALL_DAYS, actions: [action] }],
  };
}

describe.each(testDatabases())('schedule actions on tours and policies on $kind', (database) => {
  let t: TestPlatform;
  let admin: ApiClient;
  let databaseUrl: string | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-schedule-targets-'));
  let receiver: http.Server;
  let hookUrl: string;
  const deliveries: Array<{ path: string; eventId: string | null }> = [];

  const start = async () => {
    t = await startTestPlatform(database, { media: [PTZ], dataDir, databaseUrl });
    admin = new ApiClient(t.url);
    expect((await admin.login('admin', 'admin')).status).toBe(200);
  };
  const gql = async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const answer = await admin.graphql<T>(query, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };
  const createSchedule = async (input: Record<string, unknown>) =>
    (await gql<{ createSchedule: { schedule: { id: string } } }>(CREATE, { s: input })).createSchedule.schedule.id;
  /** Moves the scheduler's clock past the end of the windows windowNow opens. */
  const pastTheWindow = async () => {
    const after = Date.now() + 5 * 60_000;
    const real = Date.now();
    await t.platform.services.scheduler.useClock(() => after + (Date.now() - real));
  };

  beforeAll(async () => {
    receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { event: { id: string | null } };
        deliveries.push({ path: request.url ?? '', eventId: body.event.id });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    databaseUrl = await database.create();
    await start();
  });
  afterEach(() => t.platform.services.scheduler.useClock(Date.now));
  afterAll(async () => {
    await admin.dispose();
    await t.close();
    await database.drop(databaseUrl);
    receiver.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses an action without its target or naming a tour the realm does not have', async () => {
    const missing = await admin.graphql(CREATE, {
      s: windowNow('No tour', { action: 'CAMERA_TOUR', value: 'RUNNING' }),
    });
    expect(missing.errors?.[0]?.message).toBe('Choose what the action applies to');
    const unknown = await admin.graphql(CREATE, {
      s: windowNow('Unknown tour', { action: 'CAMERA_TOUR', value: 'RUNNING', target: 'no-such-tour' }),
    });
    expect(unknown.errors).toHaveLength(1);
  });

  it('runs a tour for the window, again after a restart inside it, and stops it at its end', async () => {
    const pan = async () =>
      (await gql<{ device: { cameraView: { ptzStatus: { command: { pan: number } } } } }>(PAN, { id: PTZ })).device
        .cameraView.ptzStatus.command.pan;
    const reaches = (degrees: number) =>
      until(`the dome at ${degrees}°`, async () => Math.abs((((await pan()) - degrees + 540) % 360) - 180) < 1);
    const made = await gql<{ createCameraTour: { cameraTour: { id: string } } }>(
      'mutation($t: CameraTourInput!) { createCameraTour(cameraTour: $t) { cameraTour { id } } }',
      {
        t: {
          name: 'Night patrol',
          steps: [
            { cameraId: PTZ, cameraPreset: '2', delay: 2 },
            { cameraId: PTZ, cameraPreset: '3', delay: 2 },
          ],
        },
      },
    );
    const tourId = made.createCameraTour.cameraTour.id;
    const running = async () =>
      (await gql<{ cameraTour: { running: boolean } }>(TOUR, { id: tourId })).cameraTour.running;
    expect(await running()).toBe(false);

    const id = await createSchedule(
      windowNow('Patrol at night', { action: 'CAMERA_TOUR', value: 'RUNNING', target: tourId }),
    );
    expect(await running()).toBe(true);
    await reaches(EAST);
    await reaches(SOUTH);
    expect((await gql<{ schedule: { inForce: unknown[] } }>(IN_FORCE, { id })).schedule.inForce).toEqual([
      { device: null, targetId: tourId, targetName: 'Night patrol', action: 'CAMERA_TOUR', value: 'RUNNING' },
    ]);
    // The tour says which schedule holds it and until when; an operator, who may not read schedules, is not told.
    const held = await gql<{ cameraTour: { heldBy: { start: number; end: number } | null } }>(TOUR_HELD, {
      id: tourId,
    });
    expect(held.cameraTour.heldBy).toMatchObject({
      scheduleName: 'Patrol at night',
      taskName: 'Patrol at night',
      value: 'RUNNING',
    });
    expect(held.cameraTour.heldBy!.end - held.cameraTour.heldBy!.start).toBe(4 * 60_000);
    const operator = new ApiClient(t.url);
    expect((await operator.login('operator', 'operator')).status).toBe(200);
    const toOperator = await operator.graphql<{ cameraTour: { heldBy: unknown } }>(TOUR_HELD, { id: tourId });
    expect(toOperator.errors).toBeUndefined();
    expect(toOperator.data?.cameraTour.heldBy).toBeNull();
    await operator.dispose();

    // Restarted inside the window, the platform runs the tour again: the schedule holds it.
    await admin.dispose();
    await t.close();
    await start();
    await until('the tour running again', running);
    await reaches(EAST);
    await reaches(SOUTH);

    await pastTheWindow();
    await until('the tour to stop', async () => !(await running()));
    expect((await gql<{ cameraTour: { heldBy: unknown } }>(TOUR_HELD, { id: tourId })).cameraTour.heldBy).toBeNull();
    // The tour's own running flag was never set by the schedule.
    const stored = await t.platform.services.tours.byId(
      (await gql<{ currentRealm: { id: string } }>('{ currentRealm { id } }')).currentRealm.id,
      tourId,
    );
    expect(stored?.running).toBe(false);
    await gql(DELETE, { id });
  });

  it('holds a policy disabled for the window: an event in it sends nothing there, one after it does', async () => {
    const realmId = (await gql<{ currentRealm: { id: string } }>('{ currentRealm { id } }')).currentRealm.id;
    const policy = async (name: string, hook: string) =>
      (
        await gql<{ createNotificationPolicy: { id: string } }>(
          'mutation($p: NotificationPolicyInput!) { createNotificationPolicy(policy: $p) { id } }',
          { p: { name, categories: ['47'], webhook: { url: `${hookUrl}/${hook}`, secret: 'receiver-secret' } } },
        )
      ).createNotificationPolicy.id;
    const quiet = await policy('Quiet at night', 'quiet');
    const always = await policy('Always told', 'always');
    const raise = (message: string) =>
      t.platform.services.auditLog.record({
        realmId,
        category: '47',
        message,
        triggeredAt: Date.now(),
        witnesses: [{ id: PTZ, name: PTZ, type: 'camera' }],
        metadata: [],
        snapshots: [],
        createdBy: null,
      });
    const sendsOf = async (policyId: string) =>
      (await gql<{ notificationSends: Array<{ eventId: string | null }> }>(SENDS, { id: policyId })).notificationSends;

    const id = await createSchedule(
      windowNow('Quiet hours', { action: 'NOTIFICATION_POLICY', value: 'DISABLED', target: quiet }),
    );
    const inside = await raise('Inside the window');
    // The other policy tells of the event and logs it; the held one neither sends nor logs.
    await until('the other policy to log its send', async () =>
      (await sendsOf(always)).some((s) => s.eventId === inside.id),
    );
    expect(deliveries.filter((d) => d.path === '/quiet')).toEqual([]);
    expect(await sendsOf(quiet)).toEqual([]);
    // The administrator's setting stays enabled.
    const stored = await gql<{ notificationPolicy: { enabled: boolean } }>(
      'query($id: ID!) { notificationPolicy(id: $id) { enabled } }',
      { id: quiet },
    );
    expect(stored.notificationPolicy.enabled).toBe(true);
    const heldBy = async () =>
      (await gql<{ notificationPolicy: { heldBy: { end: number } | null } }>(POLICY_HELD, { id: quiet }))
        .notificationPolicy.heldBy;
    expect(await heldBy()).toEqual({ scheduleName: 'Quiet hours', value: 'DISABLED', end: expect.any(Number) });

    await pastTheWindow();
    expect(await heldBy()).toBeNull();
    const after = await raise('After the window');
    await until('the policy to send again', () =>
      deliveries.find((d) => d.path === '/quiet' && d.eventId === after.id),
    );
    expect(deliveries.filter((d) => d.path === '/quiet').map((d) => d.eventId)).toEqual([after.id]);
    await gql(DELETE, { id });
  });

  it('names the schedules a tour or policy is used by, before and when it is deleted; their actions go inert', async () => {
    const tourId = (
      await gql<{ createCameraTour: { cameraTour: { id: string } } }>(
        'mutation($t: CameraTourInput!) { createCameraTour(cameraTour: $t) { cameraTour { id } } }',
        { t: { name: 'Gate sweep', steps: [{ cameraId: PTZ, cameraPreset: '3', delay: 2 }] } },
      )
    ).createCameraTour.cameraTour.id;
    const policyId = (
      await gql<{ createNotificationPolicy: { id: string } }>(
        'mutation($p: NotificationPolicyInput!) { createNotificationPolicy(policy: $p) { id } }',
        { p: { name: 'Front desk', categories: ['47'], webhook: { url: `${hookUrl}/desk`, secret: 'desk-secret' } } },
      )
    ).createNotificationPolicy.id;
    const night = windowNow('Night arming', { action: 'CAMERA_TOUR', value: 'STOPPED', target: tourId });
    night.tasks[0]!.actions.push({ action: 'NOTIFICATION_POLICY', value: 'DISABLED', target: policyId });
    const nightId = await createSchedule(night);
    const weekendId = await createSchedule(
      windowNow('Weekend watch', { action: 'CAMERA_TOUR', value: 'STOPPED', target: tourId }),
    );

    const tourUsedBy = await gql<{ cameraTours: Array<{ id: string; usedBy: string[] }> }>(
      '{ cameraTours { id usedBy } }',
    );
    expect(tourUsedBy.cameraTours.find((x) => x.id === tourId)?.usedBy).toEqual(['Night arming', 'Weekend watch']);
    const policyUsedBy = await gql<{ notificationPolicy: { usedBy: string[] } }>(
      'query($id: ID!) { notificationPolicy(id: $id) { usedBy } }',
      { id: policyId },
    );
    expect(policyUsedBy.notificationPolicy.usedBy).toEqual(['Night arming']);

    const warned = {
      message: 'Schedules named it; their actions on it no longer apply',
      warningFields: [
        { field: 'usedBy', value: 'Night arming' },
        { field: 'usedBy', value: 'Weekend watch' },
      ],
    };
    const deleteTour = await gql<{ deleteCameraTour: unknown }>(
      'mutation($id: ID!) { deleteCameraTour(id: $id) { deleted warning { message warningFields { field value } } } }',
      { id: tourId },
    );
    expect(deleteTour.deleteCameraTour).toEqual({ deleted: true, warning: warned });
    const deletePolicy = await gql<{ deleteNotificationPolicy: unknown }>(
      'mutation($id: ID!) { deleteNotificationPolicy(id: $id) { deleted warning { message warningFields { field value } } } }',
      { id: policyId },
    );
    expect(deletePolicy.deleteNotificationPolicy).toEqual({
      deleted: true,
      warning: { ...warned, warningFields: [warned.warningFields[0]] },
    });

    // The schedules stay, still naming what is gone (their editor says it no longer exists), and hold nothing on it.
    const after = await gql<{ schedule: { inForce: unknown[]; tasks: Array<{ actions: Array<{ target: string }> }> } }>(
      'query($id: ID!) { schedule(id: $id) { inForce { targetId } tasks { actions { target } } } }',
      { id: nightId },
    );
    expect(after.schedule.inForce).toEqual([]);
    expect(after.schedule.tasks[0]!.actions.map((a) => a.target)).toEqual([tourId, policyId]);
    // A tour or policy nothing names is deleted without a warning.
    const lone = (
      await gql<{ createCameraTour: { cameraTour: { id: string } } }>(
        'mutation($t: CameraTourInput!) { createCameraTour(cameraTour: $t) { cameraTour { id } } }',
        { t: { name: 'Unplanned', steps: [{ cameraId: PTZ, cameraPreset: '2', delay: 2 }] } },
      )
    ).createCameraTour.cameraTour.id;
    expect(
      await gql('mutation($id: ID!) { deleteCameraTour(id: $id) { deleted warning { message } } }', { id: lone }),
    ).toEqual({ deleteCameraTour: { deleted: true, warning: null } });
    await gql(DELETE, { id: nightId });
    await gql(DELETE, { id: weekendId });
  });
});
