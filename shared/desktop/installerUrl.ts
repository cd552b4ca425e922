/** Spec 1 §7: the desktop installer's download URL, from updates host, platform, host name and version. */

/** The packaged targets (electron-builder.yml): Windows 10 x64 NSIS and Linux x64 AppImage. */
export const INSTALLER_PLATFORMS = ['win10-x64', 'linux-x64'] as const;
export type InstallerPlatform = (typeof INSTALLER_PLATFORMS)[number];

export interface InstallerUrlInput {
  /** The system parameter updatesHost: `host[:port][/base]`, optionally with an http(s) scheme. */
  updatesHost: string;
  platform: InstallerPlatform;
  /** The host name the console was opened on; the installer published for it connects there. */
  hostName: string;
  /** The application version, semver (`1.4.0`, `1.4.0-rc.1`). */
  version: string;
}

const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
const IPV6 = /^\[[0-9A-Fa-f:.]+\]$/;
const PORT = /^:(\d{1,5})$/;
const BASE_PATH = /^(?:\/[A-Za-z0-9._~%-]+)*$/;
const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** The file electron-builder names each installer (its artifactName, with `${version}` filled in). */
export function installerFileName(platform: InstallerPlatform, version: string): string {
  return platform === 'win10-x64' ? `Vantage-Setup-${version}.exe` : `Vantage-${version}.AppImage`;
}

function isHostName(value: string): boolean {
  return HOST.test(value) || IPV6.test(value);
}

function parseUpdatesHost(raw: string): { origin: string; basePath: string } {
  const value = raw.trim();
  const scheme = /^(https?):\/\//i.exec(value);
  const rest = scheme ? value.slice(scheme[0].length) : value;
  const slash = rest.indexOf('/');
  const authority = slash < 0 ? rest : rest.slice(0, slash);
  const basePath = (slash < 0 ? '' : rest.slice(slash)).replace(/\/+$/, '');
  const portAt = authority.startsWith('[') ? authority.indexOf(']') + 1 : authority.indexOf(':');
  const host = portAt > 0 ? authority.slice(0, portAt) : authority;
  const port = portAt > 0 ? authority.slice(portAt) : '';
  const portNumber = port === '' ? 0 : Number(PORT.exec(port)?.[1] ?? NaN);
  if (!isHostName(host) || !(portNumber >= 0 && portNumber <= 65535) || !BASE_PATH.test(basePath)) {
    throw new RangeError(`updatesHost '${raw}' is not a host name with an optional port and path`);
  }
  return { origin: `${(scheme?.[1] ?? 'https').toLowerCase()}://${host.toLowerCase()}${port}`, basePath };
}

/**
 * `https://{updatesHost}/{platform}/{hostName}/{installer file}`, e.g.
 * `https://updates.example.com/win10-x64/vantage.acme.local/Vantage-Setup-1.4.0.exe`.
 * The scheme is https unless updatesHost names one; the host name is lower-cased (DNS ignores case).
 * Throws a RangeError naming the input that is not usable.
 */
export function installerUrl({ updatesHost, platform, hostName, version }: InstallerUrlInput): string {
  const { origin, basePath } = parseUpdatesHost(updatesHost);
  if (!(INSTALLER_PLATFORMS as readonly string[]).includes(platform)) {
    throw new RangeError(`platform '${platform}' is not one of ${INSTALLER_PLATFORMS.join(', ')}`);
  }
  const host = hostName.trim().toLowerCase();
  if (!isHostName(host)) throw new RangeError(`hostName '${hostName}' is not a host name`);
  if (!SEMVER.test(version)) throw new RangeError(`version '${version}' is not a semantic version`);
  const segments = [platform, host, installerFileName(platform, version)].map(encodeURIComponent);
  return `${origin}${basePath}/${segments.join('/')}`;
}
