/** Installation-wide facts the shell reads: status with its reasons (systemStatusOf), licence, interfaces,
 *  server and system parameters, branding, languages and identity attributes. */
import {
  BRANDING_KEYS,
  HIDDEN_REASON_PREFIX,
  SERVER_PARAMETER_NAMES,
  type SystemStatus,
} from '../../shared/shell/constants';
import type { Language, ServerParameter } from '../../shared/auth/loginApi';
import type { LicenceAcceptanceRepository } from '../db/repositories/licenceAcceptances';
import { parameterPrefix, type ParameterRepository } from '../db/repositories/parameters';
import type { DeviceRepository } from '../db/repositories/devices';
import { HEALTH_GRAVITY, healthSettingsOf } from '../../shared/metrics/healthSettings';
import { systemStatusOf, type PlatformLifecycle } from './systemStatusOf';

/** The reason the platform's own phase gives while it is not running. */
const LIFECYCLE_REASONS: Record<Exclude<PlatformLifecycle, 'RUNNING'>, StatusReason> = {
  STARTING: { message: 'The platform is starting: its cameras are being connected', options: { kind: 'starting' } },
  STOPPING: { message: 'The platform is stopping', options: { kind: 'stopping' } },
};

export interface StatusReason {
  message: string;
  options?: unknown;
  object?: { type: string; id: string };
}

export interface SystemStatusResult {
  status: SystemStatus;
  description: string | null;
  reasons: StatusReason[];
  serverTime: number;
}

export interface Gui {
  id: string;
  name: string;
  description: string;
  url: string;
}

/** The interfaces this platform serves; a user's row lists which of them they may open. */
export const GUI_CATALOGUE: Record<string, Omit<Gui, 'id'>> = {
  SOLID: {
    name: 'Vantage Console',
    description: 'Live and archived video, events, maps and administration',
    url: '/main',
  },
};

export const LANGUAGES: Language[] = [
  { tag: 'en-US', description: 'English' },
  { tag: 'ar-AE', description: 'العربية' },
  { tag: 'pl-PL', description: 'Polski' },
];

/** The archive volume as the media pipeline's space guard sees it; undefined when unknown. */
export type ArchiveSpace = () => Promise<{ short: boolean; freeBytes: number; minFreeBytes: number } | undefined>;

export class SystemService {
  constructor(
    private readonly licenceAcceptances: LicenceAcceptanceRepository,
    private readonly params: ParameterRepository,
    private readonly devices: DeviceRepository,
    private readonly archiveSpace: ArchiveSpace,
    private readonly emailCanBeSent: boolean,
  ) {}

  private lifecycle: PlatformLifecycle = 'STARTING';

  /** The platform's phase (createPlatform tells it): STARTING until its cameras are connected,
   *  STOPPING once it shuts down. */
  setLifecycle(lifecycle: PlatformLifecycle): void {
    this.lifecycle = lifecycle;
  }

  /** The realm's status and problems the caller may know of: `visible` keeps the devices their
   *  policies let them read (issue 36), so nobody learns of a gateway, avatar or camera they may
   *  not see. Each reason's options name its kind and particulars, for the console to say it in
   *  the operator's language (issue 34: the interface page names every problem it counts). */
  async status(
    realmId: string,
    visible: <D extends { id: string }>(devices: readonly D[]) => D[],
  ): Promise<SystemStatusResult> {
    const reasons: StatusReason[] = [];
    // Each device with its gravity (spec 3 §3.1 health settings): an ignored one is no reason.
    const devices = visible(await this.devices.inRealm(realmId))
      .filter((device) => device.enabled)
      .map((device) => ({ ...device, gravity: healthSettingsOf(device.config).gravity }));
    if (this.lifecycle !== 'RUNNING') reasons.push(LIFECYCLE_REASONS[this.lifecycle]);
    for (const device of devices) {
      const offAvatar = device.deviceType === 'avatar' && device.healthStatus === 'OFF';
      const trouble = device.healthStatus === 'BROKEN' || device.healthStatus === 'DEGRADED' || offAvatar;
      if (trouble && device.gravity !== HEALTH_GRAVITY.IGNORED) {
        reasons.push({
          message: `${capitalise(device.deviceType)} '${device.name}' is ${device.healthStatus}`,
          options: {
            kind: 'device',
            deviceType: device.deviceType,
            name: device.name,
            healthStatus: device.healthStatus,
            gravity: device.gravity,
          },
          object: { type: device.deviceType, id: device.id },
        });
      }
    }
    const space = await this.archiveSpace();
    if (space?.short) reasons.push(diskSpaceReason(space.freeBytes, space.minFreeBytes));
    const status = systemStatusOf({ lifecycle: this.lifecycle, devices, archiveShort: space?.short === true });
    return {
      status,
      description: reasons.length === 0 ? null : `${reasons.length} problem${reasons.length === 1 ? '' : 's'} found`,
      reasons,
      serverTime: Date.now(),
    };
  }

  async licence(userId: string): Promise<{ text: string; version: string; isAccepted: boolean }> {
    const { text = '', version = '1' } = await this.params.list(parameterPrefix.licence);
    return { text, version, isAccepted: await this.licenceAcceptances.has(userId, version) };
  }

  async acceptLicence(userId: string): Promise<void> {
    const { version = '1' } = await this.params.list(parameterPrefix.licence);
    await this.licenceAcceptances.accept(userId, version, Date.now());
  }

  guis(ids: string[]): Gui[] {
    return ids.flatMap((id) => {
      const gui = GUI_CATALOGUE[id];
      return gui ? [{ id, ...gui }] : [];
    });
  }

  /** The server parameters of spec 1 §3; EMAIL_CAN_BE_SEND always reflects the real mailer. */
  async serverParameters(): Promise<ServerParameter[]> {
    const stored = await this.params.list(parameterPrefix.server);
    return SERVER_PARAMETER_NAMES.map((name) => ({
      name,
      value: name === 'EMAIL_CAN_BE_SEND' ? String(this.emailCanBeSent) : (stored[name] ?? defaultParameter(name)),
    }));
  }

  emailCanBeSend(): boolean {
    return this.emailCanBeSent;
  }

  async branding(): Promise<Record<string, string | boolean | null>> {
    const stored = await this.params.list(parameterPrefix.branding);
    const result: Record<string, string | boolean | null> = {};
    for (const key of BRANDING_KEYS) result[key] = stored[key] ?? null;
    result.SOLID_LOGO_VISIBLE = stored.SOLID_LOGO_VISIBLE !== 'false';
    return result;
  }

  async systemParameters(realmId: string): Promise<{ updatesHost: string | null; geoDefaultPosition: unknown }> {
    const stored = await this.params.list(parameterPrefix.system, realmId);
    return {
      updatesHost: stored.updatesHost ?? null,
      geoDefaultPosition: stored.geoDefaultPosition ? JSON.parse(stored.geoDefaultPosition) : null,
    };
  }

  async identityAttribute(realmId: string, name: string): Promise<string | null> {
    return (await this.params.get(`${parameterPrefix.identity}${name}`, realmId)) ?? null;
  }

  languages(): Language[] {
    return LANGUAGES;
  }
}

function defaultParameter(name: string): string {
  if (name === 'SENTRY_ENABLED') return 'false';
  if (name.endsWith('SAMPLE_RATE')) return '1';
  return '';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The reason shown while the archive volume is short: the oldest recordings are being deleted
 *  before their retention time to keep recording (the system check hides it, spec 1 §8). */
export function diskSpaceReason(freeBytes: number, minFreeBytes: number): StatusReason {
  const mb = (bytes: number) => Math.round(bytes / 1024 ** 2);
  return {
    message:
      `${HIDDEN_REASON_PREFIX} recordings: ${mb(freeBytes)} MB free of the ${mb(minFreeBytes)} MB kept, ` +
      'the oldest recordings are deleted to keep recording',
    options: { kind: 'archiveShort', freeBytes, minFreeBytes },
  };
}
