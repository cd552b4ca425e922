/** Groups, policies and statements, zones and sets, actions, access levels and effective
 *  permissions over GraphQL (spec 3 §3.6, §7.1–7.2). Each resolver asks authorize() first, then the
 *  access services; nothing here decides. */
import { ACCESS_LEVELS } from '../../../shared/access/accessPolicies';
import { authorize, can } from '../../access/authorize';
import type { Action, Resource } from '../../access/actions';
import { POLICY_ACTIONS, type CatalogueAction } from '../../access/policies/actionCatalogue';
import type { AccessActing } from '../../access/policies/accessAudit';
import type { DeviceScopeRecord } from '../../access/policies/DeviceScopeService';
import type { GroupRecord } from '../../access/policies/GroupService';
import type { PolicyRecord, StatementRecord } from '../../access/policies/PolicyService';
import type { RealmMemberRow } from '../../db/repositories/accessPolicies';
import type { Resolvers, ResourceType } from '../generated/resolverTypes';
import { access, type GraphQLContext } from '../access';
import { toGraphqlDevice } from './deviceResolvers';

async function realmOf(ctx: GraphQLContext, action: Action): Promise<string> {
  const caller = await access(ctx);
  authorize(caller, action, { type: action.split(':')[0] as Resource['type'] });
  return caller.membership.realmId;
}

/** The caller's realm and who they are, for a change the user audit records. */
async function actingOf(ctx: GraphQLContext, action: Action): Promise<{ realmId: string; acting: AccessActing }> {
  const caller = await access(ctx);
  authorize(caller, action, { type: action.split(':')[0] as Resource['type'] });
  const realmId = caller.membership.realmId;
  return { realmId, acting: { realmId, actor: { id: caller.user.id, name: caller.user.name } } };
}

const toUser = (m: RealmMemberRow) => ({
  id: m.id,
  name: m.name,
  email: m.email,
  emailConfirmed: m.email_confirmed === 1,
});

const toAction = (a: CatalogueAction) => ({ name: a.name, description: a.description, level: a.level });

/** Names of the resources statements name, read once per request. */
const resourceNames = new WeakMap<GraphQLContext, Promise<Map<string, string>>>();

function namesOf(ctx: GraphQLContext, realmId: string): Promise<Map<string, string>> {
  let names = resourceNames.get(ctx);
  if (!names) {
    const { access: services, deviceDirectory: devices, walls } = ctx.services;
    names = Promise.all([
      devices.inRealm(realmId),
      services.scopes.list(realmId, 'ZONE'),
      services.scopes.list(realmId, 'SET'),
      services.groups.list(realmId),
      services.policies.list(realmId),
      services.effective.members(realmId),
      walls.list(realmId),
    ]).then(([devs, zones, sets, groups, policies, members, realmWalls]) => {
      const map = new Map<string, string>();
      for (const d of devs) map.set(`device:${d.id}`, d.name);
      for (const z of zones) map.set(`zone:${z.id}`, z.name);
      for (const s of sets) map.set(`set:${s.id}`, s.name);
      for (const g of groups) map.set(`group:${g.id}`, g.name);
      for (const p of policies) map.set(`policy:${p.id}`, p.name);
      for (const m of members) map.set(`user:${m.id}`, m.name);
      for (const w of realmWalls) map.set(`wall:${w.id}`, w.name);
      return map;
    });
    resourceNames.set(ctx, names);
  }
  return names;
}

const toStatement = (s: StatementRecord) => ({
  id: s.id,
  name: s.name,
  effect: s.effect,
  actions: s.actions,
  allResources: s.allResources,
  resources: s.resources.map((r) => ({ id: r.id, type: r.type as ResourceType })),
});

const toPolicy = (p: PolicyRecord) => ({
  id: p.id,
  name: p.name,
  isSystemManaged: p.isSystemManaged,
  statements: p.statements.map(toStatement),
});

async function toGroups(ctx: GraphQLContext, realmId: string, groups: readonly GroupRecord[]) {
  const [members, policies] = await Promise.all([
    ctx.services.access.effective.members(realmId),
    ctx.services.access.policies.list(realmId),
  ]);
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    isSystemManaged: g.isSystemManaged,
    users: members.filter((m) => g.userIds.includes(m.id)).map(toUser),
    policies: policies.filter((p) => g.policyIds.includes(p.id)).map(toPolicy),
    visualConfig: g.visualConfig,
  }));
}

async function toScope(ctx: GraphQLContext, realmId: string, scope: DeviceScopeRecord) {
  const devices = await ctx.services.deviceDirectory.byIds(realmId, scope.deviceIds);
  return {
    id: scope.id,
    name: scope.name,
    isSystemManaged: scope.isSystemManaged,
    devices: devices.map(toGraphqlDevice),
  };
}

async function devicesNamed(ctx: GraphQLContext, realmId: string, ids: readonly string[]) {
  return (await ctx.services.deviceDirectory.byIds(realmId, ids)).map(toGraphqlDevice);
}

export const accessPolicyResolvers: Resolvers = {
  PolicyResource: {
    name: async (resource, _, ctx) => {
      if (resource.name !== undefined) return resource.name;
      const realmId = await realmOf(ctx, 'policy:Read');
      return (await namesOf(ctx, realmId)).get(`${resource.type}:${resource.id}`) ?? null;
    },
  },
  User: {
    /** A user's groups, for those who may read groups; others see none rather than an error. */
    groups: async (user, _, ctx) => {
      if (user.groups !== undefined) return user.groups;
      const caller = await access(ctx);
      if (!can(caller, 'group:Read', { type: 'group' })) return null;
      const realmId = caller.membership.realmId;
      const groups = await ctx.services.access.groups.groupsOf(realmId, user.id ?? '');
      return toGroups(ctx, realmId, groups);
    },
  },
  Query: {
    groups: async (_, __, ctx) => {
      const realmId = await realmOf(ctx, 'group:Read');
      return toGroups(ctx, realmId, await ctx.services.access.groups.list(realmId));
    },
    group: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'group:Read');
      const group = await ctx.services.access.groups.byId(realmId, args.id);
      return group ? ((await toGroups(ctx, realmId, [group]))[0] ?? null) : null;
    },
    policies: async (_, __, ctx) => {
      const realmId = await realmOf(ctx, 'policy:Read');
      return (await ctx.services.access.policies.list(realmId)).map(toPolicy);
    },
    policy: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'policy:Read');
      const policy = await ctx.services.access.policies.byId(realmId, args.id);
      return policy ? toPolicy(policy) : null;
    },
    actions: async (_, __, ctx) => {
      await realmOf(ctx, 'policy:Read');
      return POLICY_ACTIONS.map(toAction);
    },
    accessLevels: async (_, __, ctx) => {
      await realmOf(ctx, 'policy:Read');
      return ACCESS_LEVELS.map((l) => ({ ...l }));
    },
    zones: async (_, __, ctx) => {
      const realmId = await realmOf(ctx, 'zone:Read');
      const zones = await ctx.services.access.scopes.list(realmId, 'ZONE');
      return Promise.all(zones.map((z) => toScope(ctx, realmId, z)));
    },
    zone: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'zone:Read');
      const zone = await ctx.services.access.scopes.byId(realmId, 'ZONE', args.id);
      return zone ? toScope(ctx, realmId, zone) : null;
    },
    sets: async (_, __, ctx) => {
      const realmId = await realmOf(ctx, 'set:Read');
      const sets = await ctx.services.access.scopes.list(realmId, 'SET');
      return Promise.all(sets.map((s) => toScope(ctx, realmId, s)));
    },
    set: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'set:Read');
      const set = await ctx.services.access.scopes.byId(realmId, 'SET', args.id);
      return set ? toScope(ctx, realmId, set) : null;
    },
    whoCan: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'policy:Read');
      const action = ctx.services.access.effective.action(args.action);
      const answers = await ctx.services.access.effective.whoCan(realmId, action, {
        type: args.resource.type as Resource['type'],
        id: args.resource.id,
      });
      return answers.map((a) => ({
        user: { id: a.userId, name: a.userName },
        allowed: a.allowed,
        effect: a.effect,
        groups: a.groupNames,
        policies: a.policyNames,
      }));
    },
    userPermissions: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'policy:Read');
      const permissions = await ctx.services.access.effective.ofUser(realmId, args.userId);
      return Promise.all(
        permissions.map(async (p) => ({
          action: toAction(p.action),
          scope: p.scope,
          devices: await devicesNamed(ctx, realmId, p.deviceIds),
          exceptDevices: await devicesNamed(ctx, realmId, p.exceptDeviceIds),
        })),
      );
    },
  },
  Mutation: {
    createGroup: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'group:Update');
      const group = await ctx.services.access.groups.create(realmId, args.group, acting);
      return (await toGroups(ctx, realmId, [group]))[0]!;
    },
    updateGroup: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'group:Update');
      const group = await ctx.services.access.groups.update(realmId, args.group, acting);
      return (await toGroups(ctx, realmId, [group]))[0]!;
    },
    deleteGroup: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'group:Update');
      return ctx.services.access.groups.delete(realmId, args.id, acting);
    },
    addGroupUsers: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'group:Update');
      const group = await ctx.services.access.groups.addUsers(realmId, args.groupId, args.userIds, acting);
      return (await toGroups(ctx, realmId, [group]))[0]!;
    },
    removeGroupUsers: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'group:Update');
      const group = await ctx.services.access.groups.removeUsers(realmId, args.groupId, args.userIds, acting);
      return (await toGroups(ctx, realmId, [group]))[0]!;
    },
    setUserGroups: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'group:Update');
      const groups = await ctx.services.access.groups.setUserGroups(realmId, args.userId, args.groupIds, acting);
      return toGroups(ctx, realmId, groups);
    },
    setGroupVisualConfig: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'group:Update');
      const group = await ctx.services.access.groups.setVisualConfig(realmId, args.groupId, args.visualConfig, acting);
      return (await toGroups(ctx, realmId, [group]))[0]!;
    },
    createPolicy: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'policy:Update');
      return toPolicy(await ctx.services.access.policies.create(realmId, args.policy, acting));
    },
    updatePolicy: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'policy:Update');
      return toPolicy(await ctx.services.access.policies.update(realmId, args.policy, acting));
    },
    deletePolicy: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'policy:Update');
      return ctx.services.access.policies.delete(realmId, args.id, acting);
    },
    createPolicyStatement: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'policy:Update');
      return toStatement(await ctx.services.access.policies.createStatement(realmId, args.statement, acting));
    },
    updatePolicyStatement: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'policy:Update');
      return toStatement(await ctx.services.access.policies.updateStatement(realmId, args.statement, acting));
    },
    deletePolicyStatement: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'policy:Update');
      return ctx.services.access.policies.deleteStatement(realmId, args.id, acting);
    },
    createZone: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'zone:Update');
      return toScope(ctx, realmId, await ctx.services.access.scopes.create(realmId, 'ZONE', args.zone, acting));
    },
    updateZone: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'zone:Update');
      return toScope(ctx, realmId, await ctx.services.access.scopes.update(realmId, 'ZONE', args.zone, acting));
    },
    deleteZone: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'zone:Update');
      return ctx.services.access.scopes.delete(realmId, 'ZONE', args.id, acting);
    },
    createSet: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'set:Update');
      return toScope(ctx, realmId, await ctx.services.access.scopes.create(realmId, 'SET', args.set, acting));
    },
    updateSet: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'set:Update');
      return toScope(ctx, realmId, await ctx.services.access.scopes.update(realmId, 'SET', args.set, acting));
    },
    deleteSet: async (_, args, ctx) => {
      const { realmId, acting } = await actingOf(ctx, 'set:Update');
      return ctx.services.access.scopes.delete(realmId, 'SET', args.id, acting);
    },
  },
};
