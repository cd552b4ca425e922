/** Installation-wide facts the shell reads: status with its reasons, licence, interfaces,
 *  server and system parameters, branding, languages and identity attributes. */
import fs from 'node:fs/promises';
import { BRANDING_KEYS, SERVER_PARAMETER_NAMES, type SystemStatus } from '../../shared/shell/constants';
import type { Language, ServerParameter } from '../../shared/auth/loginApi';
import type { LicenceAcceptanceRepository } from '../db/repositories/licenceAcceptances';
import { parameterPrefix, type ParameterRepository } from '../db/repositories/parameters';
import type { DeviceRepository } from '../db/repositories/devices';

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

/** Below this much free space in the data directory, recordings are at risk. */
export const MIN_FREE_DISK_BYTES = 1024 ** 3;

export class SystemService {
  constructor(
    private readonly licenceAcceptances: LicenceAcceptanceRepository,
    private readonly params: ParameterRepository,
    private readonly devices: DeviceRepository,
    private readonly dataDir: string,
    private readonly emailCanBeSent: boolean,
  ) {}

  async status(realmId: string): Promise<SystemStatusResult> {
    const reasons: StatusReason[] = [];
    for (const device of await this.devices.inRealm(realmId)) {
      if (device.enabled && device.healthStatus === 'BROKEN') {
        reasons.push({
          message: `${capitalise(device.deviceType)} '${device.name}' is BROKEN`,
          object: { type: device.deviceType, id: device.id },
        });
      }
    }
    const free = await freeBytes(this.dataDir);
    if (free !== undefined && free < MIN_FREE_DISK_BYTES) {
      reasons.push({ message: `Missing local disk space for recordings: ${Math.round(free / 1024 ** 2)} MB free` });
    }
    return {
      status: reasons.length === 0 ? 'ONLINE' : 'ALERT',
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

async function freeBytes(dir: string): Promise<number | undefined> {
  try {
    const stats = await fs.statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}
