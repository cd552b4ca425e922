/** The six callers of the authorisation matrix (issue: anonymous, operator, administrator, another
 *  realm's administrator, a user whose only policy DENYs the object, a user scoped to one zone),
 *  arranged on a test platform through its own repositories and administration API. */
import type { Platform } from '../../platform/createPlatform';
import { POLICY_ACTIONS } from '../../access/policies/actionCatalogue';
import { insertPersonaUser } from './insertPersonaUser';

export const PERSONAS = ['anonymous', 'operator', 'administrator', 'otherRealmAdmin', 'denied', 'zoned'] as const;
export type Persona = (typeof PERSONAS)[number];

/** The object the matrix asks about: a Demo HQ camera outside the zoned user's zone. */
export const MATRIX_TARGETS = {
  device: 'demo-hq-camera-2',
  realm: 'demo-hq',
  userId: 'user-operator',
  userName: 'operator',
};
const ZONE_CAMERA = 'demo-hq-camera-1';

export interface PersonaIdentity {
  userId: string;
  realmId: string;
}

const MEMBER_ACTIONS = POLICY_ACTIONS.filter((a) => a.level !== 'Administer').map((a) => a.name);

/** Creates the users and policies behind the personas; answers who each persona is. */
export async function arrangePersonas(
  platform: Platform,
): Promise<{ identities: Record<Exclude<Persona, 'anonymous'>, PersonaIdentity>; eventId: string }> {
  const { services } = platform;
  const now = Date.now();
  const user = (id: string, realmId: string, role: string) => insertPersonaUser(platform, { id, realmId, role });
  await user('user-matrix-branch-admin', 'demo-branch', 'admin');
  await user('user-matrix-denied', 'demo-hq', 'user');
  await user('user-matrix-zoned', 'demo-hq', 'user');

  const { groups, policies, scopes } = services.access;
  const denyPolicy = await policies.create('demo-hq', {
    name: 'Matrix: all but the target',
    statements: [
      { effect: 'ALLOW', actions: MEMBER_ACTIONS, allResources: true },
      { effect: 'DENY', actions: ['*'], resources: [{ id: MATRIX_TARGETS.device, type: 'device' }] },
    ],
  });
  await groups.create('demo-hq', { name: 'Matrix denied', users: ['user-matrix-denied'], policies: [denyPolicy.id] });
  const zone = await scopes.create('demo-hq', 'ZONE', { name: 'Matrix zone', devices: [ZONE_CAMERA] });
  const zonePolicy = await policies.create('demo-hq', {
    name: 'Matrix: one zone',
    statements: [
      { effect: 'ALLOW', actions: ['device:*', 'videoRequest:Create'], resources: [{ id: zone.id, type: 'zone' }] },
      {
        effect: 'ALLOW',
        actions: MEMBER_ACTIONS.filter((a) => !a.startsWith('device:') && a !== 'videoRequest:Create'),
        allResources: true,
      },
    ],
  });
  await groups.create('demo-hq', { name: 'Matrix zoned', users: ['user-matrix-zoned'], policies: [zonePolicy.id] });
  // An event about the target only: lists of events must not show it to those who may not see the target.
  const event = await services.auditLog.record({
    realmId: MATRIX_TARGETS.realm,
    category: '61',
    message: 'Matrix event',
    triggeredAt: now - 60_000,
    witnesses: [{ id: MATRIX_TARGETS.device, name: 'Demo HQ Camera 2', type: 'camera' }],
    metadata: [],
    snapshots: [],
    createdBy: 'user-admin',
  });
  const identities = {
    operator: { userId: 'user-operator', realmId: 'demo-hq' },
    administrator: { userId: 'user-admin', realmId: 'demo-hq' },
    otherRealmAdmin: { userId: 'user-matrix-branch-admin', realmId: 'demo-branch' },
    denied: { userId: 'user-matrix-denied', realmId: 'demo-hq' },
    zoned: { userId: 'user-matrix-zoned', realmId: 'demo-hq' },
  };
  return { identities, eventId: event.id };
}
