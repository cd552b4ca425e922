/** PTZ control of cameras (spec 2 §6–7): preset, speed, step, relative and absolute moves on
 *  the demo dome, PTZ priority from the user's role, locks with override, presets and the
 *  PTZ_CONFIG attribute; lock changes and positions go out through objectUpdate. In a cluster
 *  (issue 33) the locks are held in the shared database (PtzLockStore) and a camera another node
 *  runs is moved by that node (RemoteDomes), so any node answers for any camera. */
import type { DeviceRecord, DeviceRepository } from '../../db/repositories/devices';
import type { ParameterRepository } from '../../db/repositories/parameters';
import { DomainError } from '../../kernel/DomainError';
import { topics, type EventBus } from '../../events/eventBus';
import type { PtzDome, PtzPosition } from './PtzDome';
import type { PtzCommand } from './PtzCommand';
import { ptzCommandProblem } from './ptzCommandProblem';
import { relativeTarget } from './relativeTarget';
import { decidePtzLock, type AllowOverride, type PtzLockState, type PtzLockType } from './decidePtzLock';
import { MemoryPtzLocks, type PtzLockStore } from './PtzLockStore';

/** The domes other nodes of a cluster run (issue 33). */
export interface RemoteDomes {
  /** Whether another node runs the camera now. */
  runs(cameraId: string): Promise<boolean>;
  /** Has that node carry out the command (the lock was decided here); the pan it reports after. */
  apply(cameraId: string, command: PtzCommand): Promise<{ pan: number }>;
  /** The pan of the dome that node runs; undefined when no other node runs it. */
  pan(cameraId: string): Promise<number | undefined>;
}

/** Realm parameter holding a role's PTZ priority: `roleAttribute.<role>.PTZ_PRIORITY`. */
export const ptzPriorityParameter = (role: string) => `roleAttribute.${role}.PTZ_PRIORITY`;
/** Spec 2 §6: the priority is at least 1. */
export const MIN_PTZ_PRIORITY = 1;
/** A continuous move stops when the client stops repeating it (it repeats every 500 ms). */
const SPEED_WATCHDOG_MS = 1_500;
/** One step: degrees of pan and tilt, zoom factor. */
export const PTZ_STEP = { panDegrees: 5, tiltDegrees: 3, zoomFactor: 1.25 } as const;

export type { PtzCommand } from './PtzCommand';

export interface PtzActor {
  userId: string;
  userName: string;
  realmId: string;
  role: string;
}

export interface PtzResult {
  lockinfo: { allow_override: AllowOverride; lock: { type: PtzLockType; user_name: string } | null };
}

/** A camera tour as the PTZ locks name it. */
export interface PtzTour {
  id: string;
  name: string;
}

/** What a tour's step did: moved, or not (held by a person until heldUntil; no PTZ or not running). */
export interface PtzTourMove {
  moved: boolean;
  heldUntil?: number;
}

/** A tour's priority: below every role's (MIN_PTZ_PRIORITY), so people come first (spec 2 §6). */
const TOUR_PTZ_PRIORITY = 0;
const tourHolder = (tourId: string) => `tour:${tourId}`;

export interface PtzConfigValue {
  optical?: Record<string, boolean>;
  settings?: Array<{ name: string; param?: unknown }>;
  presets?: Array<{ id: string; name?: string | null }>;
}

export class PtzService {
  private locks: PtzLockStore = new MemoryPtzLocks();
  private remote: RemoteDomes | undefined;
  private readonly unlockTimers = new Map<string, NodeJS.Timeout>();
  private readonly watchdogs = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly devices: DeviceRepository,
    private readonly bus: EventBus,
    private readonly params: ParameterRepository,
    private readonly dome: (cameraId: string) => PtzDome | undefined,
  ) {}

  /** In a cluster: the locks every node shares, and the domes the other nodes run. */
  useCluster(locks: PtzLockStore, remote: RemoteDomes): void {
    this.locks = locks;
    this.remote = remote;
  }

  /** The role's PTZ_PRIORITY in the realm, at least 1. */
  async priorityOf(realmId: string, role: string): Promise<number> {
    const value = Number(await this.params.get(ptzPriorityParameter(role), realmId));
    return Number.isFinite(value) ? Math.max(MIN_PTZ_PRIORITY, value) : MIN_PTZ_PRIORITY;
  }

  async command(
    actor: PtzActor,
    camera: DeviceRecord,
    command: PtzCommand,
    options: { priority?: number | null; override?: boolean | null } = {},
  ): Promise<PtzResult> {
    if (!camera.aspects.some((a) => a.type.toLowerCase() === 'ptz'))
      throw DomainError.badInput('The camera has no PTZ');
    const problem = ptzCommandProblem(command);
    if (problem) throw DomainError.badInput(problem);
    const dome = this.dome(camera.id);
    if (!dome && !(await this.remote?.runs(camera.id))) {
      throw DomainError.badInput('PTZ control is unavailable: the camera is not running');
    }
    const allowed = await this.priorityOf(actor.realmId, actor.role);
    // A client may ask for less than its roles give it, never more.
    const priority = options.priority ? Math.max(MIN_PTZ_PRIORITY, Math.min(options.priority, allowed)) : allowed;
    const caller = { userId: actor.userId, userName: actor.userName, priority, override: options.override === true };
    const { result: decision, now } = await this.locks.change(camera.id, (current, at) => {
      const decided = decidePtzLock(current, caller, at);
      return { result: decided, ...(decided.execute && decided.lock && { write: decided.lock }) };
    });
    const lock = decision.lock;
    const result: PtzResult = {
      lockinfo: {
        allow_override: decision.allowOverride,
        lock: lock ? { type: lock.type, user_name: lock.userName } : null,
      },
    };
    if (!decision.execute || !lock) return result;
    this.hold(camera, lock, decision.taken, now);
    const pan = dome
      ? (await this.apply(camera, dome, command), dome.current.pan)
      : (await (this.remote as RemoteDomes).apply(camera.id, command)).pan;
    await this.publish(camera, { ptzStatus: { command: { pan } } });
    return result;
  }

  /** The dome's pan now, wherever it runs (issue 33: a dome another node runs is asked there);
   *  undefined when no node runs it, or the node running it does not answer. */
  async panOf(cameraId: string): Promise<number | undefined> {
    const dome = this.dome(cameraId);
    if (dome) return dome.current.pan;
    return this.remote?.pan(cameraId).catch(() => undefined);
  }

  /** Carries out a command another node of the cluster decided the lock of (issue 33), on the dome
   *  this node runs; the pan after it. */
  async applyHere(camera: DeviceRecord, command: PtzCommand): Promise<{ pan: number }> {
    const problem = ptzCommandProblem(command);
    if (problem) throw DomainError.badInput(problem);
    const dome = this.dome(camera.id);
    if (!dome) throw DomainError.badInput('PTZ control is unavailable: the camera is not running');
    await this.apply(camera, dome, command);
    return { pan: dome.current.pan };
  }

  /** A camera tour's move to a preset (issue 28), holding a lock of type Tour for holdMs: it runs
   *  unless a person holds the camera, then answers until when, so the tour waits and resumes. */
  async tourPreset(camera: DeviceRecord, preset: string, tour: PtzTour, holdMs: number): Promise<PtzTourMove> {
    const dome = this.dome(camera.id);
    if (!camera.aspects.some((a) => a.type.toLowerCase() === 'ptz')) return { moved: false };
    // In a cluster the tours run on one node and the dome may run on another (issue 33).
    if (!dome && !(await this.remote?.runs(camera.id))) return { moved: false };
    const caller = { userId: tourHolder(tour.id), userName: tour.name, priority: TOUR_PTZ_PRIORITY, override: true };
    const { result, now } = await this.locks.change(camera.id, (current, at) => {
      const decided = decidePtzLock(current, caller, at, 'Tour');
      const lock = decided.execute && decided.lock ? { ...decided.lock, expiresAt: at + holdMs } : undefined;
      return { result: { decided, lock, heldUntil: current?.expiresAt ?? at }, ...(lock && { write: lock }) };
    });
    // heldUntil is on the store's clock: told as this process's.
    if (!result.lock) return { moved: false, heldUntil: Date.now() + Math.max(0, result.heldUntil - now) };
    this.hold(camera, result.lock, result.decided.taken, now);
    const goTo = { kind: 'preset', action: 'GOTO', preset } as const;
    const pan = dome
      ? (await this.preset(camera, dome, goTo), dome.current.pan)
      : (await (this.remote as RemoteDomes).apply(camera.id, goTo)).pan;
    await this.publish(camera, { ptzStatus: { command: { pan } } });
    return { moved: true };
  }

  /** Lets go of the tour's lock on the camera, if it still holds it (the tour stopped). */
  releaseTour(camera: DeviceRecord, tourId: string): Promise<void> {
    return (
      this.locks
        .change(camera.id, (lock) => {
          const tours = lock !== undefined && lock.type === 'Tour' && lock.userId === tourHolder(tourId);
          return { result: tours, ...(tours && { write: null }) };
        })
        .then(({ result: released }) => {
          if (!released) return;
          clearTimeout(this.unlockTimers.get(camera.id));
          this.unlockTimers.delete(camera.id);
          return this.publish(camera, { lock: { deviceId: camera.id, action: 'Unlock', lock: null } });
        })
        // A tour that stops while the database is away: its lock runs out by itself.
        .catch(() => undefined)
    );
  }

  async config(camera: DeviceRecord): Promise<PtzConfigValue> {
    return readPtzConfig(camera);
  }

  async setConfig(camera: DeviceRecord, value: PtzConfigValue): Promise<PtzConfigValue> {
    const settings = value.settings?.map((s) => ({ ...s, name: settingName(s.name) }));
    const next = { ...value, ...(settings && { settings }) };
    await this.updateConfig(camera.id, (config) => ({
      ...config,
      attributes: withAttribute(config.attributes, 'PTZ_CONFIG', next),
    }));
    return next;
  }

  stop(): void {
    for (const timer of [...this.unlockTimers.values(), ...this.watchdogs.values()]) clearTimeout(timer);
    this.unlockTimers.clear();
    this.watchdogs.clear();
  }

  private async apply(camera: DeviceRecord, dome: PtzDome, command: PtzCommand): Promise<void> {
    clearTimeout(this.watchdogs.get(camera.id));
    switch (command.kind) {
      case 'speed': {
        dome.setSpeed(command);
        const timer = setTimeout(() => dome.setSpeed({}), SPEED_WATCHDOG_MS);
        timer.unref();
        this.watchdogs.set(camera.id, timer);
        return;
      }
      case 'step':
        return dome.moveBy({
          pan: (command.pan ?? 0) * PTZ_STEP.panDegrees,
          tilt: (command.tilt ?? 0) * PTZ_STEP.tiltDegrees,
          zoom: PTZ_STEP.zoomFactor ** (command.zoom ?? 0),
        });
      case 'rel':
        return dome.moveTo(relativeTarget(command, dome.current, dome.size));
      case 'pt':
        return dome.moveTo({ pan: command.pan, tilt: command.tilt });
      case 'preset':
        return this.preset(camera, dome, command);
    }
  }

  private async preset(camera: DeviceRecord, dome: PtzDome, command: Extract<PtzCommand, { kind: 'preset' }>) {
    const fresh = await this.device(camera.id);
    const positions = (fresh.config.ptzPresetPositions ?? {}) as Record<string, PtzPosition>;
    if (command.action === 'GOTO') {
      const position = positions[command.preset];
      if (!position) throw DomainError.badInput(`No preset ${command.preset}`);
      dome.moveTo(position);
      return;
    }
    const nextPositions = { ...positions };
    if (command.action === 'SAVE') nextPositions[command.preset] = dome.current;
    else delete nextPositions[command.preset];
    await this.updateConfig(camera.id, (config) => {
      const ptz = readPtzConfig({ config } as DeviceRecord);
      const presets = (ptz.presets ?? []).filter((p) => p.id !== command.preset);
      if (command.action === 'SAVE') presets.push({ id: command.preset, name: `Preset ${command.preset}` });
      return {
        ...config,
        ptzPresetPositions: nextPositions,
        attributes: withAttribute(config.attributes, 'PTZ_CONFIG', { ...ptz, presets }),
      };
    });
  }

  /** Publishes Unlock once the lock (held until PTZ_LOCK_MS after its last command) has run out:
   *  a lock another node has since extended is waited for again (`now`: the store's clock). */
  private hold(camera: DeviceRecord, lock: PtzLockState, taken: boolean, now: number): void {
    clearTimeout(this.unlockTimers.get(camera.id));
    const timer = setTimeout(() => {
      this.unlockTimers.delete(camera.id);
      this.locks
        .change(camera.id, (current, at) => {
          const held = current && current.expiresAt > at ? current : undefined;
          return { result: held, ...(!held && current && { write: null }) };
        })
        .then(({ result: held, now: at }) => {
          if (held) this.hold(camera, held, false, at);
          else return this.publish(camera, { lock: { deviceId: camera.id, action: 'Unlock', lock: null } });
        })
        .catch(() => undefined);
    }, lock.expiresAt - now);
    timer.unref();
    this.unlockTimers.set(camera.id, timer);
    if (taken) {
      void this.publish(camera, {
        lock: { deviceId: camera.id, action: 'Lock', lock: { type: lock.type, user_name: lock.userName } },
      });
    }
  }

  private publish(camera: DeviceRecord, update: Record<string, unknown>): Promise<void> {
    return this.bus.publish(topics.objectUpdate(camera.realmId), { id: camera.id, action: 'PTZ', ...update });
  }

  private async device(id: string): Promise<DeviceRecord> {
    const device = await this.devices.byId(id);
    if (!device) throw new Error(`Device ${id} is gone`);
    return device;
  }

  private updateConfig(id: string, change: (config: Record<string, unknown>) => Record<string, unknown>) {
    return this.devices.updateConfig(id, change);
  }
}

export function readPtzConfig(camera: Pick<DeviceRecord, 'config'>): PtzConfigValue {
  const attributes = camera.config.attributes;
  const found = Array.isArray(attributes)
    ? (attributes as Array<{ name?: string; value?: unknown }>).find((a) => a?.name === 'PTZ_CONFIG')
    : undefined;
  return (found?.value as PtzConfigValue | undefined) ?? { optical: {}, settings: [], presets: [] };
}

function withAttribute(attributes: unknown, name: string, value: unknown): Array<{ name: string; value: unknown }> {
  const list = Array.isArray(attributes) ? (attributes as Array<{ name: string; value: unknown }>) : [];
  return [...list.filter((a) => a.name !== name), { name, value }];
}

/** Spec 2 §5: a setting's stored name is lower-cased, punctuation stripped, spaces as hyphens. */
export function settingName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}
