/** Schedules over GraphQL (spec 3 §6 resource type schedule, §7; issue 28): the list, one
 *  schedule, the action templates, create, update and delete with their warnings, and what each
 *  schedule holds in force now (on its devices and on the tours and policies its actions name). Each resolver asks authorize() first, then the schedule service;
 *  nothing here decides. */
import { authorize } from '../../access/authorize';
import type { Action } from '../../access/actions';
import { SCHEDULE_ACTION_TEMPLATES, type ScheduleActing, type ScheduleRecord } from '../../schedules';
import type { DeviceType, Resolvers, Weekday } from '../generated/resolverTypes';
import { access, type GraphQLContext } from '../access';
import { toGraphqlDevice } from './deviceResolvers';

async function actingOf(ctx: GraphQLContext, action: Action): Promise<{ realmId: string; acting: ScheduleActing }> {
  const caller = await access(ctx);
  authorize(caller, action, { type: 'schedule' });
  return { realmId: caller.membership.realmId, acting: { actor: { id: caller.user.id, name: caller.user.name } } };
}

async function realmOf(ctx: GraphQLContext, action: Action): Promise<string> {
  return (await actingOf(ctx, action)).realmId;
}

async function toSchedule(ctx: GraphQLContext, record: ScheduleRecord) {
  const { deviceDirectory, access: accessServices, schedules, scheduledState } = ctx.services;
  const realmId = record.realmId;
  const [devices, zones, sets, usedBy] = await Promise.all([
    deviceDirectory.inRealm(realmId),
    accessServices.scopes.list(realmId, 'ZONE'),
    accessServices.scopes.list(realmId, 'SET'),
    schedules.usedBy(realmId, record.id),
  ]);
  const byId = new Map(devices.map((d) => [d.id, d]));
  const scope = (s: { id: string; name: string; deviceIds: string[]; isSystemManaged: boolean }) => ({
    id: s.id,
    name: s.name,
    isSystemManaged: s.isSystemManaged,
    devices: s.deviceIds.flatMap((id) => (byId.has(id) ? [toGraphqlDevice(byId.get(id)!)] : [])),
  });
  const held = (id: string) =>
    [...scheduledState.heldOn(id)].filter(([, h]) => h.scheduleId === record.id && h.realmId === realmId);
  const inForceOn = (id: string, name: string, device: ReturnType<typeof toGraphqlDevice> | null) =>
    held(id).map(([action, h]) => ({
      device,
      targetId: id,
      targetName: name,
      action,
      value: h.value,
      taskId: h.taskId,
      taskName: h.taskName,
      start: h.start,
      end: h.end,
    }));
  // The tours and policies the schedule's actions name, by name (one the realm no longer has is left out).
  const targets = await schedules.targetNames(
    realmId,
    record.tasks.flatMap((task) => task.actions.flatMap((a) => (a.target ? [a.target] : []))),
  );
  const inForce = [
    ...devices.flatMap((device) => inForceOn(device.id, device.name, toGraphqlDevice(device))),
    ...[...targets].flatMap(([id, name]) => inForceOn(id, name, null)),
  ];
  return {
    id: record.id,
    name: record.name,
    enabled: record.enabled,
    timezone: record.timezone,
    devices: record.devices.flatMap((id) => (byId.has(id) ? [toGraphqlDevice(byId.get(id)!)] : [])),
    zones: zones.filter((z) => record.zones.includes(z.id)).map(scope),
    sets: sets.filter((s) => record.sets.includes(s.id)).map(scope),
    tasks: record.tasks.map((task) => ({
      ...task,
      byDay: task.byDay as Weekday[],
      actions: task.actions.map((a) => ({
        ...a,
        deviceTypes: a.deviceTypes as DeviceType[] | null,
        target: a.target ?? null,
      })),
    })),
    inForce,
    usedBy,
  };
}

export const scheduleResolvers: Resolvers = {
  Query: {
    schedules: async (_, __, ctx) => {
      const realmId = await realmOf(ctx, 'schedule:Read');
      return Promise.all((await ctx.services.schedules.list(realmId)).map((s) => toSchedule(ctx, s)));
    },
    schedule: async (_, args, ctx) => {
      const found = await ctx.services.schedules.byId(await realmOf(ctx, 'schedule:Read'), args.id);
      return found ? toSchedule(ctx, found) : null;
    },
    scheduleActionTemplates: async (_, __, ctx) => {
      await realmOf(ctx, 'schedule:Read');
      return SCHEDULE_ACTION_TEMPLATES.map((t) => ({ ...t, deviceTypes: t.deviceTypes as DeviceType[] }));
    },
  },
  Mutation: {
    createSchedule: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'schedule:Update');
      const saved = await ctx.services.schedules.create(realmId, args.schedule, acting);
      return { schedule: await toSchedule(ctx, saved.schedule), warning: saved.warning };
    },
    updateSchedule: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'schedule:Update');
      const saved = await ctx.services.schedules.update(realmId, args.schedule, acting);
      return { schedule: await toSchedule(ctx, saved.schedule), warning: saved.warning };
    },
    deleteSchedule: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'schedule:Update');
      return ctx.services.schedules.delete(realmId, args.id, acting);
    },
  },
};
