/** The demo realm seeded on first start (embedded mode, unless VANTAGE_DEMO=0): two realms,
 *  an admin and an operator, an avatar with its cameras, branding and the licence text. */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../kernel/readConfig';
import { seedDemoLabels } from './seedDemoLabels';
import { seedDemoImageMaps } from './seedDemoImageMaps';
import type { DeviceRepository, DeviceRow } from '../db/repositories/devices';
import {
  parameterPrefix,
  SERVER_WIDE,
  type ParameterRepository,
  type ParameterRow,
} from '../db/repositories/parameters';
import type { Transactions } from '../db/transactions';
import { newUserRow } from '../db/repositories/newUserRow';
import { hashPassword } from '../auth/passwords';
import type { Services } from '../services';
import {
  DEMO_CROSSING_DURATION_S,
  DEMO_CROSSING_PERIOD_S,
  DEMO_ENCODING,
  DEMO_PATTERNS,
  type DemoScene,
} from '../media/sources/demoSceneArgs';
import { ptzPriorityParameter } from '../media/ptz/PtzService';
import { DEMO_SENSOR_KINDS, DEMO_SENSORS } from './demoSensors';
import { placeDemoDevices } from './placeDemoDevices';
import { seedDemoFaceConfig } from './seedDemoFaceConfig';
import { seedDemoVaeConfigs } from './seedDemoVaeConfigs';

/** Archive kept for demo cameras (their STORAGE_BUCKETS ttlHrs): about 2 GB per camera per day
 *  at the demo bitrates, so a few hours keep a developer's disk tidy. */
export const DEMO_STORAGE_TTL_HOURS = 6;

/** The PTZ dome's presets (positions on its panorama) and its PTZ_CONFIG attribute. */
const DEMO_PTZ_PRESETS = [
  { id: '1', name: 'North', pan: 0, tilt: 0, zoom: 1 },
  { id: '2', name: 'East tower', pan: 75, tilt: 4, zoom: 3 },
  { id: '3', name: 'South gate', pan: 180, tilt: -6, zoom: 2 },
  { id: '4', name: 'West', pan: 270, tilt: 0, zoom: 1.5 },
];
const DEMO_PTZ = {
  ptzPresetPositions: Object.fromEntries(
    DEMO_PTZ_PRESETS.map((p) => [p.id, { pan: p.pan, tilt: p.tilt, zoom: p.zoom }]),
  ),
  attributes: [
    { name: 'STORAGE_BUCKETS', value: { ttlHrs: DEMO_STORAGE_TTL_HOURS } },
    {
      name: 'PTZ_CONFIG',
      value: {
        optical: { clickToReposition: true, speedVector: true, ptSteps: true, zoomSteps: true, zoomSpeed: true },
        settings: [],
        presets: DEMO_PTZ_PRESETS.map((p) => ({ id: p.id, name: p.name })),
      },
    },
  ],
};

/** Role attribute PTZ_PRIORITY per demo role (spec 2 §6). */
export const DEMO_PTZ_PRIORITY = { admin: 10, operator: 5 } as const;

/** Each demo camera's scene: a pattern and a hue, so no two cameras look alike. */
export function demoScene(index: number, env: NodeJS.ProcessEnv = process.env): DemoScene {
  const periodS = demoCrossingPeriodS(env);
  return {
    pattern: DEMO_PATTERNS[index % DEMO_PATTERNS.length] ?? 'testsrc2',
    hue: (index * 47) % 360,
    // Staggered, so the cameras' crossings (motion events) do not all come at once.
    crossing: { periodS, durationS: DEMO_CROSSING_DURATION_S, offsetS: (index * 17) % periodS },
  };
}

/** Seconds between two crossings of a demo camera's scene; VANTAGE_DEMO_MOTION_PERIOD_S overrides
 *  the default (tests that wait for a motion shorten it). */
export function demoCrossingPeriodS(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.VANTAGE_DEMO_MOTION_PERIOD_S);
  return Number.isFinite(n) && n >= 2 * DEMO_CROSSING_DURATION_S ? n : DEMO_CROSSING_PERIOD_S;
}

/** The Demo HQ camera with a microphone (issue 31), and what it hears: a 440 Hz tone. */
export const DEMO_AUDIO_CAMERA = 2;
export const DEMO_AUDIO = { frequencyHz: 440 } as const;

/** The demo's licence plate camera at the gate (issue 32), in the realm with the PTZ dome: its id is
 *  `<realm>-gate`, its plates come from plateTraffic(seed), and its seeded VAE config reads them at
 *  `fps` — two pictures a second see each plate several times while its vehicle waits at the barrier. */
export const DEMO_PLATE_CAMERA = { suffix: 'gate', name: 'Gate LPR', seed: 32, fps: 2 } as const;

/** The demo's face camera in the lobby (issue 32), in the realm with the PTZ dome: its id is
 *  `<realm>-lobby`, the people it shows come from faceTraffic, and its seeded VAE config finds and
 *  describes their faces at `fps` — each person stands before it for four seconds. */
export const DEMO_FACE_CAMERA = { suffix: 'lobby', name: 'Lobby', fps: 1 } as const;

export const DEMO_REALMS = [
  { id: 'demo-hq', name: 'Demo HQ', cameras: 6, ptz: true },
  { id: 'demo-branch', name: 'Demo Branch', cameras: 2, ptz: false },
] as const;

export const DEMO_ACCOUNTS = [
  { id: 'user-admin', name: 'admin', password: 'admin', description: 'administrator in Demo HQ and Demo Branch' },
  { id: 'user-operator', name: 'operator', password: 'operator', description: 'operator in Demo HQ' },
] as const;

const MEMBERSHIPS: Array<{ userId: string; realmId: string; role: string }> = [
  { userId: 'user-admin', realmId: 'demo-hq', role: 'admin' },
  { userId: 'user-admin', realmId: 'demo-branch', role: 'admin' },
  { userId: 'user-operator', realmId: 'demo-hq', role: 'operator' },
];

/** Number of demo cameras in Demo HQ; VANTAGE_DEMO_CAMERAS overrides it. */
export function demoCameraCount(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.VANTAGE_DEMO_CAMERAS);
  return Number.isInteger(n) && n >= 0 && n <= 64 ? n : DEMO_REALMS[0].cameras;
}

/** Whether the demo has its analytics cameras (the gate's licence plates, the lobby's faces);
 *  VANTAGE_DEMO_ANALYTICS=0 leaves them out. Their scenes are drawn in this process and read by
 *  the analytics workers, together half a core of a 2-core machine with nobody watching
 *  (bench/idlePlatform.ts): a platform that only plays video (the end-to-end timing set) does
 *  without them. */
export function demoHasAnalytics(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.VANTAGE_DEMO_ANALYTICS !== '0';
}

/** Seeds once: a database that already has the demo realm is left as it is. */
export async function seedDemo(transactions: Transactions, services: Services): Promise<boolean> {
  if (await services.realmSettings.find(DEMO_REALMS[0].id)) return false;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const now = Date.now();
  await transactions.run(async ({ realms, users, devices, params, labels, hierarchies, vaeConfigs }) => {
    for (const [index, realm] of DEMO_REALMS.entries()) {
      await realms.insert({
        id: realm.id,
        name: realm.name,
        type: 'CUSTOMER',
        settings: JSON.stringify({ maxDownloadLength: 60, playerIdleTimeout: 10, auditTtl: 30 }),
        // Ordered creation times make Demo HQ the realm a login lands in by default.
        created_at: now + index,
      });
    }
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      await users.insert(
        newUserRow({
          id: account.id,
          name: account.name,
          email: `${account.name}@vantage.local`,
          emailConfirmed: true,
          passwordHash: hashes[index] ?? '',
          now,
        }),
      );
    }
    await users.addMemberships(MEMBERSHIPS.map((m) => ({ user_id: m.userId, realm_id: m.realmId, role: m.role })));
    for (const realm of DEMO_REALMS) {
      const cameras = realm.id === 'demo-hq' ? demoCameraCount() : realm.cameras;
      await seedDevices(devices, realm.id, realm.name, cameras, realm.ptz, now);
      if (realm.ptz && demoHasAnalytics()) {
        const gate = { realmId: realm.id, cameraId: `${realm.id}-${DEMO_PLATE_CAMERA.suffix}` };
        await seedDemoVaeConfigs(vaeConfigs, { ...gate, fps: DEMO_PLATE_CAMERA.fps }, now);
        const lobby = { realmId: realm.id, cameraId: `${realm.id}-${DEMO_FACE_CAMERA.suffix}` };
        await seedDemoFaceConfig(vaeConfigs, { ...lobby, fps: DEMO_FACE_CAMERA.fps }, now);
      }
    }
    await seedDemoLabels({ labels, hierarchies }, DEMO_REALMS[0].id, demoCameraCount(), now);
    await seedParameters(params);
  });
  await seedDemoImageMaps(services.imageMaps, DEMO_REALMS[0].id, demoCameraCount());
  services.log.info('Seeded the demo realms Demo HQ and Demo Branch');
  return true;
}

async function seedDevices(
  devices: DeviceRepository,
  realmId: string,
  realmName: string,
  cameras: number,
  ptz: boolean,
  now: number,
): Promise<void> {
  const avatarId = `${realmId}-avatar`;
  const device = (
    id: string,
    name: string,
    deviceType: string,
    aspects: object[],
    parentId: string | null,
    camera?: { scene: DemoScene; recordingMode?: string },
  ): DeviceRow => ({
    id,
    realm_id: realmId,
    name,
    device_type: deviceType,
    aspects: JSON.stringify(aspects),
    config: JSON.stringify({
      source: deviceType === 'camera' ? 'demo' : undefined,
      make: 'Vantage',
      model: 'Demo',
      ...(camera && {
        scene: camera.scene,
        recordingMode: camera.recordingMode ?? 'CONTINUOUS',
        attributes: [{ name: 'STORAGE_BUCKETS', value: { ttlHrs: DEMO_STORAGE_TTL_HOURS } }],
      }),
    }),
    enabled: 1,
    health_status: 'NORMAL',
    parent_id: parentId,
    position: null,
    created_at: now,
    modified_at: now,
  });
  const avatar = device(avatarId, `${realmName} Avatar`, 'avatar', [aspect(avatarId, 'Avatar')], null);
  // The demo avatar runs inside this platform: it reports its own status and answers discovery.
  const rows = [{ ...avatar, config: JSON.stringify({ ...JSON.parse(avatar.config), embedded: true }) }];
  for (let i = 1; i <= cameras; i += 1) {
    const id = `${realmId}-camera-${i}`;
    const hq = realmId === DEMO_REALMS[0].id;
    const tone = hq && i === DEMO_AUDIO_CAMERA ? { audio: DEMO_AUDIO } : {};
    const scene = { ...demoScene(i - 1 + (hq ? 0 : 3)), ...tone };
    // The last HQ camera uploads only on events: its cloud archive fills through archive-on-demand.
    const recordingMode = realmId === DEMO_REALMS[0].id && i === cameras && i > 1 ? 'EVENTS' : 'CONTINUOUS';
    const aspects = mediaAspects(id, scene.audio !== undefined);
    rows.push(device(id, `${realmName} Camera ${i}`, 'camera', aspects, avatarId, { scene, recordingMode }));
  }
  for (const [index, sensor] of (DEMO_SENSORS[realmId] ?? []).entries()) {
    const id = `${realmId}-sensor-${index + 1}`;
    const kind = DEMO_SENSOR_KINDS[sensor.kind];
    const associatedDevices = sensor.cameras.filter((n) => n <= cameras).map((n) => `${realmId}-camera-${n}`);
    const sensorAspect = { ...aspect(id, 'Sensor'), model: kind.model, serial: `SN-${id}`, category: '47' };
    const row = device(id, `${realmName} ${kind.name}`, 'sensor', [{ ...sensorAspect, associatedDevices }], avatarId);
    rows.push({ ...row, config: JSON.stringify({ make: 'Vantage', model: kind.model, sensorKind: sensor.kind }) });
  }
  if (ptz && demoHasAnalytics()) {
    // The gate's licence plate camera (issue 32): vehicles with plates from a seeded generator.
    const id = `${realmId}-${DEMO_PLATE_CAMERA.suffix}`;
    const gate = device(id, `${realmName} ${DEMO_PLATE_CAMERA.name}`, 'camera', mediaAspects(id), avatarId, {
      scene: demoScene(1),
    });
    rows.push({
      ...gate,
      config: JSON.stringify({ ...JSON.parse(gate.config), plateScene: { seed: DEMO_PLATE_CAMERA.seed } }),
    });
    // The lobby's face camera (issue 32): the people of faceTraffic, one enrolled by the tests.
    const lobbyId = `${realmId}-${DEMO_FACE_CAMERA.suffix}`;
    const lobby = device(lobbyId, `${realmName} ${DEMO_FACE_CAMERA.name}`, 'camera', mediaAspects(lobbyId), avatarId, {
      scene: demoScene(2),
    });
    rows.push({ ...lobby, config: JSON.stringify({ ...JSON.parse(lobby.config), faceScene: {} }) });
  }
  if (ptz) {
    const id = `${realmId}-ptz`;
    const camera = { scene: demoScene(0) };
    const ptz = device(id, `${realmName} PTZ`, 'camera', [...mediaAspects(id), aspect(id, 'PTZ')], avatarId, camera);
    rows.push({ ...ptz, config: JSON.stringify({ ...JSON.parse(ptz.config), ...DEMO_PTZ }) });
  }
  await devices.insertMany(placeDemoDevices(realmId, rows));
}

function aspect(deviceId: string, type: string) {
  return { id: `${deviceId}-${type.toLowerCase()}`, type, name: type, enabled: true };
}

/** A demo camera's two video streams (spec 2 §3: FULL is stream 1, REVIEW stream 0); both streams
 *  of a camera with a microphone carry its sound (issue 31). */
function mediaAspects(deviceId: string, withAudio = false) {
  const stream = (size: 'FULL' | 'REVIEW', suffix: string) => ({
    ...aspect(deviceId, 'Media'),
    id: `${deviceId}-media${suffix}`,
    name: size === 'FULL' ? 'Full' : 'Review',
    streamType: 'VIDEO',
    streamSize: size,
    videoWidth: DEMO_ENCODING[size === 'FULL' ? 'full' : 'review'].width,
    videoHeight: DEMO_ENCODING[size === 'FULL' ? 'full' : 'review'].height,
    codec: 'H264',
    ...(withAudio && { audioCodec: 'AAC' }),
  });
  return [stream('FULL', ''), stream('REVIEW', '-review')];
}

async function seedParameters(params: ParameterRepository): Promise<void> {
  const licencePath = path.join(projectRoot(), 'assets', 'licence.txt');
  const values: ParameterRow[] = [
    { realm_id: SERVER_WIDE, name: `${parameterPrefix.licence}text`, value: fs.readFileSync(licencePath, 'utf8') },
    { realm_id: SERVER_WIDE, name: `${parameterPrefix.licence}version`, value: '1' },
    { realm_id: SERVER_WIDE, name: `${parameterPrefix.branding}COMPANY_NAME`, value: 'Vantage' },
    { realm_id: SERVER_WIDE, name: `${parameterPrefix.branding}SOLID_LOGO_VISIBLE`, value: 'true' },
    {
      realm_id: SERVER_WIDE,
      name: `${parameterPrefix.branding}OEM_COPYRIGHT`,
      value: '&copy; 2026 The Vantage authors. Licensed under the Apache License 2.0.',
    },
    ...DEMO_REALMS.flatMap((realm) =>
      Object.entries(DEMO_PTZ_PRIORITY).map(([role, priority]) => ({
        realm_id: realm.id,
        name: ptzPriorityParameter(role),
        value: String(priority),
      })),
    ),
    {
      realm_id: 'demo-hq',
      name: `${parameterPrefix.identity}contactUs`,
      value: 'Control room support desk: support@vantage.local, +1 555 0100 (24/7).',
    },
    {
      realm_id: 'demo-hq',
      name: `${parameterPrefix.system}geoDefaultPosition`,
      value: JSON.stringify({ lat: 52.2297, lng: 21.0122 }),
    },
  ];
  await params.insertMany(values);
}
