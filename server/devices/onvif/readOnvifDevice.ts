/** An ONVIF camera added by host, port, user and password (spec 3 §4 camera source kinds: onvif;
 *  §3.1 config make, model, firmware, onvifServices; Media aspect onvifProfile(s)): the `onvif`
 *  library signs in with a WS-Security UsernameToken, reads the device's identity and its media
 *  profiles, and asks the device for each profile's RTSP stream URI — the addresses the media
 *  pipeline then opens, instead of an RTSP address an administrator would have to know. */
import type { OnvifDeviceInfo, OnvifProfile } from '../../media/sources/probeResult';

export interface OnvifAddress {
  host: string;
  port: number;
  /** Path of the device service (ONVIF's default /onvif/device_service). */
  path: string;
  user: string;
  password: string;
}

/** The device as read: the same shape a probe's answer carries for it. */
export type OnvifDevice = OnvifDeviceInfo;

export type OnvifFailure = 'unreachable' | 'wrongCredentials' | 'noMedia';

/** Why an ONVIF device could not be read, in the words the probe shows. */
export class OnvifReadError extends Error {
  constructor(
    readonly failure: OnvifFailure,
    readonly detail: string,
  ) {
    super(detail);
  }
}

const NOT_AUTHORIZED = /not ?authori[sz]ed|authentication failed|unauthori[sz]ed|\b401\b|password|credential/i;
const UNREACHABLE =
  /ECONNREFUSED|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|timed? ?out|socket hang up/i;

/** The library's error, as one of the probe's failures with a reason a person can read. */
export function onvifFailureOf(err: unknown): OnvifReadError {
  if (err instanceof OnvifReadError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (NOT_AUTHORIZED.test(message)) return new OnvifReadError('wrongCredentials', 'the device refused the login');
  if (/ECONNREFUSED/.test(message)) return new OnvifReadError('unreachable', 'the connection was refused');
  if (/ENOTFOUND|EAI_AGAIN/.test(message)) return new OnvifReadError('unreachable', 'the host name is not known');
  if (UNREACHABLE.test(message)) return new OnvifReadError('unreachable', 'the device did not answer');
  return new OnvifReadError('unreachable', 'the device did not answer as an ONVIF device');
}

type Linerased = Record<string, unknown> & { $?: { token?: string } };

const numberOr = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};
const textOr = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;

/** Calls one of the library's callback methods as a promise. */
function call<T>(run: (done: (err: Error | null, value: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => run((err, value) => (err ? reject(err) : resolve(value))));
}

/** The parts of a profile the console shows, from the library's parsed GetProfiles answer. */
export function profileOf(profile: Linerased, streamUri: string): OnvifProfile {
  const encoder = (profile.videoEncoderConfiguration ?? {}) as Record<string, unknown>;
  const resolution = (encoder.resolution ?? {}) as Record<string, unknown>;
  const rate = (encoder.rateControl ?? {}) as Record<string, unknown>;
  return {
    token: profile.$?.token ?? '',
    name: textOr(profile.name) ?? profile.$?.token ?? '',
    encoding: textOr(encoder.encoding),
    width: numberOr(resolution.width),
    height: numberOr(resolution.height),
    frameRate: numberOr(rate.frameRateLimit),
    streamUri,
  };
}

export async function readOnvifDevice(address: OnvifAddress, timeoutMs: number): Promise<OnvifDevice> {
  // The ONVIF library (with its XML parser) is loaded at the first device read, not with every
  // platform's start: most never probe a device.
  const { Cam } = (await import('onvif')).default;
  const cam = new Cam({
    hostname: address.host,
    port: address.port,
    path: address.path,
    username: address.user || undefined,
    password: address.password || undefined,
    timeout: timeoutMs,
    autoconnect: false,
  });
  // The library emits 'error' for some transport failures besides the callback.
  cam.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OnvifReadError('unreachable', 'the device did not answer in time')), timeoutMs);
  });
  const read = async (): Promise<OnvifDevice> => {
    await call<unknown>((done) => cam.connect((err) => done(err ?? null, undefined)));
    const info = await call<Record<string, unknown> | undefined>((done) =>
      cam.getDeviceInformation((err, value) => done(err ?? null, value as Record<string, unknown> | undefined)),
    ).catch(() => undefined);
    const raw = await call<Linerased[]>((done) =>
      cam.getProfiles((err, value) => done(err ?? null, (value ?? []) as Linerased[])),
    );
    const profiles: OnvifProfile[] = [];
    for (const profile of raw) {
      if (!profile.videoEncoderConfiguration || !profile.$?.token) continue;
      const token = profile.$.token;
      const uri = await call<{ uri?: string } | undefined>((done) =>
        cam.getStreamUri({ protocol: 'RTSP', profileToken: token }, (err, value) => done(err ?? null, value)),
      );
      if (typeof uri?.uri === 'string' && uri.uri) profiles.push(profileOf(profile, uri.uri.trim()));
    }
    if (profiles.length === 0) throw new OnvifReadError('noMedia', 'the device offers no video profile');
    profiles.sort((a, b) => (b.width ?? 0) * (b.height ?? 0) - (a.width ?? 0) * (a.height ?? 0));
    const services: Record<string, string> = {};
    for (const [name, url] of Object.entries(
      (cam as unknown as { uri?: Record<string, { href?: string }> }).uri ?? {},
    )) {
      if (url?.href) services[name] = url.href;
    }
    return {
      manufacturer: textOr(info?.manufacturer),
      model: textOr(info?.model),
      firmware: textOr(info?.firmwareVersion),
      serialNumber: textOr(info?.serialNumber),
      services,
      profiles,
    };
  };
  try {
    return await Promise.race([read(), deadline]);
  } catch (err) {
    throw onvifFailureOf(err);
  } finally {
    clearTimeout(timer);
  }
}
