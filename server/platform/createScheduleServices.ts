/** Schedules' services over one database (issue 28): the rules administrators call, what the
 *  schedules hold in force (read by the media pipeline and sensor alarms over the stored settings,
 *  never written into them) and the scheduler that keeps it current. Devices of a schedule are its
 *  own and its sets' and zones' members, read at each evaluation. */
import type { AccessServices } from '../access';
import type { DatabaseHandle } from '../db/database';
import type { DeviceRepository } from '../db/repositories/devices';
import { ScheduleRepository } from '../db/repositories/schedules';
import type { UserAudit } from '../events';
import type { Logger } from '../kernel';
import type { MediaService, PtzService } from '../media';
import { ScheduledState, ScheduleService, Scheduler, toScheduleRecord, type ScheduleRecord } from '../schedules';

export interface ScheduleServices {
  schedules: ScheduleService;
  scheduledState: ScheduledState;
  scheduler: Scheduler;
}

/** A schedule's system user: PTZ moves it makes carry its name and the lowest role's priority,
 *  so an operator's manual control wins over it (spec 2 §6). */
const SCHEDULE_ROLE = 'user';

export function createScheduleServices(
  db: DatabaseHandle['db'],
  devices: DeviceRepository,
  media: MediaService,
  ptz: PtzService,
  access: AccessServices,
  userAudit: UserAudit,
  log: Logger,
  /** Whether this node carries out the moment actions now (one node of a cluster does, issue 33). */
  actsHere: () => boolean = () => true,
): ScheduleServices {
  const rows = new ScheduleRepository(db);
  const scheduledState = new ScheduledState();
  media.useOverrides(scheduledState);
  const scopeMembers = async (realmId: string, kind: 'SET' | 'ZONE', ids: readonly string[]) =>
    ids.length === 0 ? [] : (await access.scopes.list(realmId, kind)).filter((scope) => ids.includes(scope.id));
  const devicesOf = async (schedule: ScheduleRecord) => {
    const [sets, zones] = await Promise.all([
      scopeMembers(schedule.realmId, 'SET', schedule.sets),
      scopeMembers(schedule.realmId, 'ZONE', schedule.zones),
    ]);
    const ids = new Set([...schedule.devices, ...[...sets, ...zones].flatMap((scope) => scope.deviceIds)]);
    const found = ids.size ? await devices.byIds(schedule.realmId, [...ids]) : [];
    return found.map((device) => ({ id: device.id, deviceType: device.deviceType }));
  };
  const scheduler = new Scheduler(
    {
      enabledSchedules: async () => (await rows.enabled()).map(toScheduleRecord),
      devicesOf,
      goToPreset: async (realmId, cameraId, preset, scheduleName) => {
        if (!actsHere()) return;
        const camera = await devices.byId(cameraId);
        if (!camera || camera.realmId !== realmId) return;
        const actor = { userId: `schedule:${scheduleName}`, userName: scheduleName, realmId, role: SCHEDULE_ROLE };
        await ptz.command(actor, camera, { kind: 'preset', preset, action: 'GOTO' });
      },
      onError: (message) => log.error(message),
    },
    scheduledState,
  );
  const schedules = new ScheduleService({
    schedules: rows,
    devices,
    knownScopes: async (realmId, kind, ids) => (await scopeMembers(realmId, kind, ids)).map((scope) => scope.id),
    audit: userAudit,
    changed: () => scheduler.refresh(),
  });
  return { schedules, scheduledState, scheduler };
}
