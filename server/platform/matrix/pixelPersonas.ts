/** Two more callers for the pixel-yielding actions of the authorisation matrix (issue 27): a user
 *  allowed camera 1 only (every other member action on all resources, video requests included) and
 *  a user allowed everything a member may do but DENYed `device:*` on camera 2; with an event and
 *  target reports witnessed by camera 2, alone and beside camera 1. */
import { insertPersonaUser } from './insertPersonaUser';
import { POLICY_ACTIONS } from '../../access/policies/actionCatalogue';
import type { Platform } from '../createPlatform';

export const PIXEL_PERSONAS = ['allowOne', 'denyOne'] as const;
export type PixelPersona = (typeof PIXEL_PERSONAS)[number];

export const PIXEL_REALM = 'demo-hq';
/** The camera both may watch, and the one neither may. */
export const PERMITTED_CAMERA = 'demo-hq-camera-1';
export const DENIED_CAMERA = 'demo-hq-camera-2';

const MEMBER_ACTIONS = POLICY_ACTIONS.filter((a) => a.level !== 'Administer').map((a) => a.name);

export interface PixelArrangement {
  users: Record<PixelPersona, string>;
  /** An event witnessed by both cameras, with one snapshot of each (tagged by camera). */
  mixedEventId: string;
}

/** A JPEG's first bytes are enough for a stored snapshot; its text tells the cameras apart. */
export const snapshotOf = (camera: string) => Buffer.from(`\xff\xd8\xff snapshot of ${camera}`).toString('base64');

export async function arrangePixelPersonas(platform: Platform): Promise<PixelArrangement> {
  const { services } = platform;
  const now = Date.now();
  const users: Record<PixelPersona, string> = { allowOne: 'user-pixels-allow-one', denyOne: 'user-pixels-deny-one' };
  for (const id of Object.values(users)) {
    await insertPersonaUser(platform, { id, realmId: PIXEL_REALM, role: 'user' });
  }
  const { groups, policies } = services.access;
  const allowOne = await policies.create(PIXEL_REALM, {
    name: 'Pixels: camera 1 only',
    statements: [
      { effect: 'ALLOW', actions: ['device:*'], resources: [{ id: PERMITTED_CAMERA, type: 'device' }] },
      { effect: 'ALLOW', actions: MEMBER_ACTIONS.filter((a) => !a.startsWith('device:')), allResources: true },
    ],
  });
  await groups.create(PIXEL_REALM, { name: 'Pixels allow one', users: [users.allowOne], policies: [allowOne.id] });
  const denyOne = await policies.create(PIXEL_REALM, {
    name: 'Pixels: all but camera 2',
    statements: [
      { effect: 'ALLOW', actions: MEMBER_ACTIONS, allResources: true },
      { effect: 'DENY', actions: ['device:*'], resources: [{ id: DENIED_CAMERA, type: 'device' }] },
    ],
  });
  await groups.create(PIXEL_REALM, { name: 'Pixels deny one', users: [users.denyOne], policies: [denyOne.id] });

  const mixed = await services.auditLog.record({
    realmId: PIXEL_REALM,
    category: '61',
    message: 'Seen by both cameras',
    triggeredAt: now - 30_000,
    witnesses: [
      { id: PERMITTED_CAMERA, name: 'Demo HQ Camera 1', type: 'camera' },
      { id: DENIED_CAMERA, name: 'Demo HQ Camera 2', type: 'camera' },
    ],
    metadata: [],
    snapshots: [PERMITTED_CAMERA, DENIED_CAMERA].map((camera) => ({
      snapshot: snapshotOf(camera),
      default: camera === PERMITTED_CAMERA,
      type: 'image/jpeg',
      tags: { objid: camera },
    })),
    createdBy: 'user-admin',
  });
  const report = (targetId: string, cameras: string[]) =>
    services.targets.report({
      realmId: PIXEL_REALM,
      targetId,
      type: 'person',
      risk: 'low',
      classification: 'unknown',
      description: [],
      witnesses: cameras.map((id) => ({ id, name: id, type: 'camera' })),
      position: { lat: 52.2, lng: 21.0 },
      createdAt: now - 10_000,
    });
  await report('pixels-target-denied', [DENIED_CAMERA]);
  await report('pixels-target-both', [PERMITTED_CAMERA, DENIED_CAMERA]);
  await report('pixels-target-permitted', [PERMITTED_CAMERA]);
  return { users, mixedEventId: mixed.id };
}
