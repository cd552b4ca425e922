/** Device administration's services for sensors, gateways and avatars (spec 3 §2.12, §3.1, §4,
 *  §7.1–§7.2), built once with the platform: what services.ts hands to resolvers and routes. */
import os from 'node:os';
import { APP_VERSION } from '../../shared/shell/appVersion';
import { AvatarKeyRepository } from '../db/repositories/avatarKeys';
import { DeviceAdminRepository } from '../db/repositories/deviceAdmin';
import type { DeviceRepository } from '../db/repositories/devices';
import { LabelRepository } from '../db/repositories/labels';
import type { AuditLog } from '../events/AuditLog';
import type { EventBus } from '../events/eventBus';
import type { VideoRequestQueue } from '../media/requests/VideoRequestQueue';
import { AvatarActivation } from './avatars/AvatarActivation';
import { AvatarControl } from './avatars/AvatarControl';
import { AvatarKeyHandover } from './avatars/AvatarKeyHandover';
import { AvatarStatusMonitor } from './avatars/AvatarStatusMonitor';
import { PENDING_DELIVERY_STATUSES, type DeliveryQueue } from './avatars/deliveryQueue';
import { isEmbeddedAvatar } from './avatars/avatarAspect';
import { DeviceChanges } from './DeviceChanges';
import { DiscoveryService } from './discovery/DiscoveryService';
import { WsDiscoveryResponder, type AnsweringCamera } from './discovery/WsDiscoveryResponder';
import { DeviceRemoval } from './DeviceRemoval';
import { GatewayEvents } from './GatewayEvents';
import { GatewayService } from './GatewayService';
import type { ProbeNetworks } from './ProbeNetworks';
import { SensorAlarms } from './SensorAlarms';
import { SensorService } from './SensorService';

export interface DeviceAdminServices {
  /** Starts the avatar status monitor and the embedded avatar's WS-Discovery responder. */
  start(): Promise<void>;
  stop(): void;
  discovery: DiscoveryService;
  sensors: SensorService;
  gateways: GatewayService;
  /** Which sensor events raise alarms, and how (issue 28). */
  sensorAlarms: SensorAlarms;
  /** The gateways' signed event intake (issue 28). */
  gatewayEvents: GatewayEvents;
  removal: DeviceRemoval;
  avatars: {
    activation: AvatarActivation;
    control: AvatarControl;
    status: AvatarStatusMonitor;
    keyHandover: AvatarKeyHandover;
  };
}

/** The avatar's delivery queue: its archive-on-demand requests. */
function aodDeliveryQueue(aod: VideoRequestQueue): DeliveryQueue {
  const actor = (realmId: string) => ({ userId: '', realmId, managesAll: true });
  const view = (r: { id: string; status: string; created_at: number; updated_at: number }) => ({
    id: r.id,
    status: r.status,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });
  return {
    pending: async (realmId, avatarId) =>
      (await aod.list(actor(realmId), { statuses: [...PENDING_DELIVERY_STATUSES] }))
        .filter((r) => r.avatar_id === avatarId)
        .map(view)
        .sort((a, b) => a.createdAt - b.createdAt),
    completedSince: async (realmId, avatarId, since) =>
      (await aod.list(actor(realmId), { statuses: ['COMPLETED'], updatedFrom: since }))
        .filter((r) => r.avatar_id === avatarId)
        .map(view),
    cancel: async (realmId, ids) => (await aod.cancel(actor(realmId), [...ids])).length,
  };
}

export function createDeviceAdminServices(deps: {
  /** The database handle, passed on to the repositories. */
  db: ConstructorParameters<typeof DeviceAdminRepository>[0];
  devices: DeviceRepository;
  bus: EventBus;
  auditLog: AuditLog;
  aod: VideoRequestQueue;
  dataDir: string;
  /** The platform's port, in the addresses the embedded avatar's cameras announce. */
  port: number;
  /** What probes may connect to. */
  probeNetworks: ProbeNetworks;
  onError: (message: string) => void;
  onInfo: (message: string) => void;
  /** What schedules hold in force: a sensor held disarmed raises no alarm. */
  sensorArmed?: (sensorId: string) => boolean;
  /** A camera's picture of a moment, the size of an event's snapshot. */
  snapshot?: (cameraId: string, at: number) => Promise<{ jpeg: Buffer; createdAt: number } | undefined>;
}): DeviceAdminServices {
  const admin = new DeviceAdminRepository(deps.db);
  const keys = new AvatarKeyRepository(deps.db);
  const changes = new DeviceChanges(deps.bus, admin);
  const labels = new LabelRepository(deps.db);
  const queue = aodDeliveryQueue(deps.aod);
  const status = new AvatarStatusMonitor(
    { admin, auditLog: deps.auditLog, changes, queue },
    { dataDir: deps.dataDir, softwareVersion: APP_VERSION, onError: deps.onError },
  );
  const embeddedSerial = `vantage-embedded-${os.hostname()}`;
  const activation = new AvatarActivation(deps.devices, admin, keys, changes, embeddedSerial);
  const keyHandover = new AvatarKeyHandover({ devices: deps.devices, keys, admin, changes });
  const responder = new WsDiscoveryResponder(async () => {
    const cameras: AnsweringCamera[] = [];
    for (const avatar of await admin.allAvatars()) {
      if (!isEmbeddedAvatar(avatar)) continue;
      for (const camera of await admin.children(avatar.realmId, avatar.id)) {
        if (camera.deviceType !== 'camera') continue;
        cameras.push({
          id: camera.id,
          name: camera.name,
          make: String(camera.config.make ?? ''),
          model: String(camera.config.model ?? ''),
          xaddr: `http://${os.hostname()}:${deps.port}/onvif/device_service`,
        });
      }
    }
    return cameras;
  }, deps.onError);
  return {
    start: async () => {
      status.start();
      // A platform whose own avatar no realm has activated yet offers it for activation.
      const key = await activation.announceEmbedded(`${os.hostname()} Avatar`, APP_VERSION);
      if (key) deps.onInfo(`The embedded avatar waits for activation: key ${key} (Avatar Activation)`);
      // Another process on this machine may hold the port without reuse: discovery then finds
      // the cameras it answers for, and ours stay quiet.
      await responder.start().catch((err: Error) => deps.onError(`WS-Discovery responder: ${err.message}`));
    },
    stop: () => {
      status.stop();
      responder.stop();
    },
    discovery: new DiscoveryService(deps.devices),
    sensors: new SensorService(deps.devices, admin, labels, changes, deps.probeNetworks),
    gateways: new GatewayService(deps.devices, admin, changes, deps.probeNetworks),
    sensorAlarms: new SensorAlarms({
      devices: deps.devices,
      labels,
      auditLog: deps.auditLog,
      snapshot: deps.snapshot,
      armed: deps.sensorArmed,
    }),
    gatewayEvents: new GatewayEvents({
      devices: deps.devices,
      admin,
      changes,
      auditLog: deps.auditLog,
      snapshot: deps.snapshot,
    }),
    removal: new DeviceRemoval(deps.devices, admin, keys, changes),
    avatars: {
      activation,
      control: new AvatarControl(
        { devices: deps.devices, admin, keys, changes, queue, status, keyHandover },
        { dataDir: deps.dataDir, softwareVersion: APP_VERSION },
      ),
      status,
      keyHandover,
    },
  };
}
