/** Schedules administered over GraphQL (spec 3 §3.6, §6, §7; issue 28), on SQLite and PostgreSQL:
 *  an administrator lists the action templates, creates a schedule over a camera and a set, is
 *  warned where two tasks overlap (saved all the same), changes and deletes it, each change in the
 *  user audit; names are unique regardless of case, time zones and times are checked, an operator
 *  is refused, another realm's device is not found. */
import type { ApiClient } from '../testing/apiClient';
import { sharedTestPlatform } from '../testing/sharedTestPlatform';
import { testDatabases } from '../testing/testDatabases';

jest.setTimeout(60_000);

const FIELDS =
  'id name enabled timezone devices { id } sets { id name } tasks { id name startTime endTime byDay actions { action value } }';
const CREATE = `mutation($s: ScheduleInput!) { createSchedule(schedule: $s) {
  schedule { ${FIELDS} } warning { message warningFields { field value } } } }`;
const UPDATE = `mutation($s: ScheduleInput!) { updateSchedule(schedule: $s) { schedule { ${FIELDS} } warning { message } } }`;
const DELETE = 'mutation($id: ID!) { deleteSchedule(id: $id) { deleted warning { message } } }';
const LIST = `{ schedules { ${FIELDS} } }`;
const TEMPLATES = '{ scheduleActionTemplates { action description deviceTypes value } }';
const AUDIT = `query($filter: UserAuditFilter) { userAudit(filter: $filter) { kind actorName targetType targetName } }`;
const SET = 'mutation($s: SetInput!) { createSet(set: $s) { id } }';

const message = (result: { errors?: Array<{ message: string }> }) => result.errors?.[0]?.message;

const weekdays = ['MO', 'TU', 'WE', 'TH', 'FR'];
const night = {
  name: 'Night',
  startTime: '22:00',
  endTime: '06:00',
  byDay: weekdays,
  actions: [{ action: 'RECORDING_MODE', value: 'EVENTS' }],
};
const early = {
  name: 'Early',
  startTime: '05:00',
  endTime: '08:00',
  byDay: weekdays,
  actions: [{ action: 'RECORDING_MODE', value: 'NONE' }],
};

describe.each(testDatabases())('schedules administered on $kind', (database) => {
  const shared = sharedTestPlatform(database);

  it('lists what each device type can be told', async () => {
    const admin = await shared.signIn('admin');
    const result = await admin.graphql<{
      scheduleActionTemplates: Array<{ action: string; deviceTypes: string[]; value: string | null }>;
    }>(TEMPLATES);
    expect(result.data?.scheduleActionTemplates.map((t) => [t.action, t.deviceTypes, t.value])).toEqual([
      ['RECORDING_MODE', ['camera'], 'NONE'],
      ['SENSOR_ARMING', ['sensor'], 'DISARMED'],
      ['MOTION_DETECTION', ['camera'], 'OFF'],
      ['PTZ_PRESET', ['camera'], null],
      // A tour's or policy's action names its target instead of acting on device types.
      ['CAMERA_TOUR', [], 'RUNNING'],
      ['NOTIFICATION_POLICY', [], 'DISABLED'],
    ]);
  });

  it('creates, warns of overlapping tasks, changes and deletes a schedule, each in the user audit', async () => {
    const admin = await shared.signIn('admin');
    const set = await admin.graphql<{ createSet: { id: string } }>(SET, {
      s: { name: 'Night lobby', devices: ['demo-hq-camera-2'] },
    });
    expect(set.errors).toBeUndefined();
    const setId = set.data!.createSet.id;
    const created = await admin.graphql<{
      createSchedule: {
        schedule: { id: string; tasks: Array<{ id: string }> };
        warning: { message: string; warningFields: unknown[] } | null;
      };
    }>(CREATE, {
      s: {
        name: 'Office hours',
        timezone: 'Europe/Warsaw',
        devices: ['demo-hq-camera-1'],
        sets: [setId],
        tasks: [night, early],
      },
    });
    expect(created.errors).toBeUndefined();
    const saved = created.data!.createSchedule;
    expect(saved.warning).toEqual({
      message: 'Tasks overlap; where they do, the task that started last wins',
      warningFields: [{ field: 'tasks', value: 'Night / Early (TU)' }],
    });
    const list = await admin.graphql<{ schedules: unknown[] }>(LIST);
    expect(list.data?.schedules).toEqual([
      {
        id: saved.schedule.id,
        name: 'Office hours',
        enabled: true,
        timezone: 'Europe/Warsaw',
        devices: [{ id: 'demo-hq-camera-1' }],
        sets: [{ id: setId, name: 'Night lobby' }],
        tasks: [
          { ...night, id: saved.schedule.tasks[0]!.id, actions: night.actions },
          { ...early, id: saved.schedule.tasks[1]!.id, actions: early.actions },
        ],
      },
    ]);

    const changed = await admin.graphql<{ updateSchedule: { schedule: { name: string }; warning: unknown } }>(UPDATE, {
      s: {
        id: saved.schedule.id,
        name: 'Office',
        timezone: 'Europe/Warsaw',
        devices: ['demo-hq-camera-1'],
        tasks: [night],
      },
    });
    expect(changed.data?.updateSchedule).toEqual({
      schedule: expect.objectContaining({ name: 'Office' }),
      warning: null,
    });
    expect((await admin.graphql(DELETE, { id: saved.schedule.id })).data).toEqual({
      deleteSchedule: { deleted: true, warning: null },
    });
    expect((await admin.graphql<{ schedules: unknown[] }>(LIST)).data?.schedules).toEqual([]);

    const audit = await admin.graphql<{
      userAudit: Array<{ kind: string; actorName: string; targetType: string; targetName: string }>;
    }>(AUDIT, {
      filter: { kinds: ['SCHEDULE_CREATED', 'SCHEDULE_UPDATED', 'SCHEDULE_DELETED'] },
    });
    expect([...audit.data!.userAudit].reverse().map((e) => [e.kind, e.actorName, e.targetType, e.targetName])).toEqual([
      ['SCHEDULE_CREATED', 'admin', 'schedule', 'Office hours'],
      ['SCHEDULE_UPDATED', 'admin', 'schedule', 'Office'],
      ['SCHEDULE_DELETED', 'admin', 'schedule', 'Office'],
    ]);
  });

  it('names the notification policies it gates before it is deleted, and after', async () => {
    const admin = await shared.signIn('admin');
    const created = await admin.graphql<{ createSchedule: { schedule: { id: string } } }>(CREATE, {
      s: { name: 'Out of hours', timezone: 'UTC', tasks: [night] },
    });
    const id = created.data!.createSchedule.schedule.id;
    const policy = await admin.graphql(
      'mutation($p: NotificationPolicyInput!) { createNotificationPolicy(policy: $p) { id } }',
      {
        p: { name: 'Night alarms', scheduleId: id, addresses: ['guard@example.com'], emailEnabled: true },
      },
    );
    expect(policy.errors).toBeUndefined();
    const used = await admin.graphql<{ schedule: { usedBy: string[] } }>(
      'query($id: ID!) { schedule(id: $id) { usedBy } }',
      { id },
    );
    expect(used.data?.schedule.usedBy).toEqual(['Night alarms']);
    expect((await admin.graphql(DELETE, { id })).data).toEqual({
      deleteSchedule: { deleted: true, warning: { message: 'These no longer follow the schedule' } },
    });
  });

  it('refuses what cannot run, operators, and other realms', async () => {
    const admin = await shared.signIn('admin');
    const operator = await shared.signIn('operator');
    const create = (client: ApiClient, s: Record<string, unknown>) =>
      client.graphql(CREATE, { s: { timezone: 'UTC', ...s } });
    expect(message(await create(operator, { name: 'Mine' }))).toBe('Administrator rights required');
    expect(message(await operator.graphql(LIST))).toBe('Administrator rights required');
    expect(message(await create(admin, { name: '  ' }))).toBe('Name should not be empty');
    expect(message(await create(admin, { name: 'Z', timezone: 'Mars/Olympus' }))).toBe('Unknown time zone');
    expect(message(await create(admin, { name: 'Z', tasks: [{ ...night, startTime: '25:00' }] }))).toBe(
      'Times are HH:mm',
    );
    expect(message(await create(admin, { name: 'Z', tasks: [{ ...night, byDay: [] }] }))).toBe(
      'A task runs on at least one day',
    );
    expect(
      message(
        await create(admin, {
          name: 'Z',
          tasks: [{ ...night, actions: [{ action: 'RECORDING_MODE', value: 'LOUD' }] }],
        }),
      ),
    ).toBe('Unknown value for the action');
    // A device of another realm is not found here.
    expect(message(await create(admin, { name: 'Z', devices: ['demo-branch-camera-1'] }))).toMatch(/not found/i);
    expect((await create(admin, { name: 'Weekend' })).errors).toBeUndefined();
    expect(message(await create(admin, { name: 'WEEKEND' }))).toBe('Schedule name already exists');
  });
});
