/** ONVIF discovery through an avatar (spec 3 §7.1 discoverDevices(platformId)): a WS-Discovery probe
 *  (the onvif library's) on the avatar's network, answered by the cameras there — for the embedded
 *  avatar, its own cameras answer through its responder. Results name the camera of the realm
 *  already added from each address; cameras of other realms are never listed. */
import type { DeviceRecord, DeviceRepository } from '../../db/repositories/devices';
import { DomainError } from '../../kernel/DomainError';
import { endpointAddressOf, scopeValue } from './onvifIdentity';

export interface DiscoveredDevice {
  address: string;
  name: string | null;
  hardware: string | null;
  xaddrs: string[];
  host: string | null;
  port: number | null;
  scopes: string[];
  deviceId: string | null;
}

/** How long a probe listens for answers. */
export const DISCOVERY_TIMEOUT_MS = 3000;

interface RawMatch {
  probeMatches?: {
    probeMatch?: {
      endpointReference?: { address?: string };
      scopes?: string;
      XAddrs?: string;
    };
  };
}

/** Runs one WS-Discovery probe; answers the raw matches by endpoint address. */
export type Probe = (timeoutMs: number) => Promise<RawMatch[]>;

export const onvifProbe: Probe = async (timeout) => {
  // Loaded at the first probe, as readOnvifDevice loads it: not with every platform's start.
  const { Discovery } = (await import('onvif')).default;
  return new Promise((resolve, reject) => {
    // The library reports bad datagrams on its emitter; without a listener they would throw.
    const ignore = () => undefined;
    Discovery.on('error', ignore);
    Discovery.probe({ timeout, resolve: false }, (err, matches) => {
      Discovery.removeListener('error', ignore);
      // Bad answers from some devices come as errors beside the good ones: keep the good ones.
      if (err && !Array.isArray(matches)) reject(Array.isArray(err) ? err[0] : err);
      else resolve((matches ?? []) as unknown as RawMatch[]);
    });
  });
};

export class DiscoveryService {
  constructor(
    private readonly devices: DeviceRepository,
    private readonly probe: Probe = onvifProbe,
    /** Endpoint addresses of cameras of every realm, to leave other realms' out. */
    private readonly allCameras: () => Promise<DeviceRecord[]> = () => devices.allCameras(),
  ) {}

  async discover(realmId: string, platformId: string): Promise<DiscoveredDevice[]> {
    const [avatar] = await this.devices.byIds(realmId, [platformId]);
    if (!avatar || avatar.deviceType !== 'avatar') throw DomainError.notFound('Device');
    const byAddress = new Map((await this.allCameras()).map((c) => [endpointAddressOf(c.id), c]));
    const found = new Map<string, DiscoveredDevice>();
    for (const raw of await this.probe(DISCOVERY_TIMEOUT_MS)) {
      const match = raw.probeMatches?.probeMatch;
      const address = match?.endpointReference?.address;
      if (!address || found.has(address)) continue;
      const known = byAddress.get(address);
      if (known && known.realmId !== realmId) continue;
      const scopes = (match.scopes ?? '').split(/\s+/).filter(Boolean);
      const xaddrs = (match.XAddrs ?? '').split(/\s+/).filter(Boolean);
      let host: string | null = null;
      let port: number | null = null;
      try {
        const url = new URL(xaddrs[0] ?? '');
        host = url.hostname;
        port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
      } catch {
        // No usable XAddr: listed without host and port.
      }
      found.set(address, {
        address,
        name: scopeValue(scopes, 'name'),
        hardware: scopeValue(scopes, 'hardware'),
        xaddrs,
        host,
        port,
        scopes,
        deviceId: known?.id ?? null,
      });
    }
    return [...found.values()].sort((a, b) => (a.name ?? a.address).localeCompare(b.name ?? b.address));
  }
}
