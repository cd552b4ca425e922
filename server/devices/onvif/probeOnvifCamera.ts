/** probeDevice for an ONVIF camera (spec 3 §4 camera source kinds: onvif; §7.1–§7.2 probeDevice
 *  with warning and warningFields): the device service named by host and port is read with the
 *  administrator's login — identity, media profiles and their stream URIs — and the main profile's
 *  stream is then probed as any RTSP camera, so what the console shows and what the pipeline opens
 *  is what the device itself answered. The device's answer is not trusted (issue 27): a stream URI
 *  the source rule refuses (a file, a bare path, `concat:` …) or outside the networks the platform
 *  may reach (ProbeNetworks) is not opened, and the device is then reported as unreachable. */
import { CAMERA_MESSAGES, PROBE_TIMEOUT_MS } from '../../../shared/cameraAdmin/cameraAdminConstants';
import {
  credentialsInUrl,
  parseCameraUrl,
  urlWithLogin,
  urlWithoutCredentials,
} from '../../../shared/cameraAdmin/validateCameraInput';
import { ONVIF_DEFAULT_PATH, ONVIF_DEFAULT_PORT } from '../../../shared/cameraAdmin/onvifAddress';
import type { ProbeResult, ProbeTarget, WarningField } from '../../media/sources/probeResult';
import { unreachableCamera } from '../../media/sources/unreachableCamera';
import { sourceUrlProblem } from '../../media/sources/sourceUrl';
import type { ProbeNetworks } from '../ProbeNetworks';
import { OnvifReadError, readOnvifDevice, type OnvifAddress, type OnvifDevice } from './readOnvifDevice';

/** What an ONVIF camera's config keeps of its device (spec 3 §3.1 make, model, firmware, onvifServices). */

type Probe = (target: ProbeTarget) => Promise<ProbeResult>;
type Read = (address: OnvifAddress, timeoutMs: number) => Promise<OnvifDevice>;

/** The device service's address and login from the URL the camera service builds (credentials in it). */
export function onvifAddressOf(url: string): OnvifAddress | undefined {
  const parts = parseCameraUrl(url);
  if (!parts) return undefined;
  const login = credentialsInUrl(url);
  return {
    host: parts.host.replace(/^\[|\]$/g, ''),
    port: parts.port ? Number(parts.port) : ONVIF_DEFAULT_PORT,
    path: parts.rest && parts.rest !== '/' ? parts.rest : ONVIF_DEFAULT_PATH,
    user: login?.user ?? '',
    password: login?.password ?? '',
  };
}

function failed(url: string, error: OnvifReadError): ProbeResult {
  const field: WarningField =
    error.failure === 'wrongCredentials'
      ? { field: 'password', value: CAMERA_MESSAGES.wrongCredentials }
      : error.failure === 'noMedia'
        ? { field: 'url', value: CAMERA_MESSAGES.onvifNoProfile }
        : // Why it failed (refused, unknown name, not ONVIF) stays on the platform: one wording.
          { field: 'url', value: CAMERA_MESSAGES.unreachable };
  return unreachableCamera(url, field, error.failure === 'noMedia');
}

/** Whether the platform may open a stream URI a device answered. */
async function openable(streamUri: string, networks: ProbeNetworks): Promise<boolean> {
  const host = parseCameraUrl(streamUri)?.host;
  return !sourceUrlProblem(streamUri) && host !== undefined && (await networks.allowsHost(host));
}

/** A prober that reads ONVIF cameras through their device service and passes any other on. */
export function withOnvif(
  probe: Probe,
  networks: ProbeNetworks,
  read: Read = readOnvifDevice,
  timeoutMs = PROBE_TIMEOUT_MS,
): Probe {
  return async (target) => {
    if (target.connection !== 'ONVIF') return probe(target);
    const address = onvifAddressOf(target.url);
    if (!address) return probe(target);
    let device: OnvifDevice;
    try {
      if (!(await networks.allowsHost(address.host))) throw new OnvifReadError('unreachable', 'not allowed');
      device = await read(address, timeoutMs);
      // Every profile's URI is kept and shown; each must be one the platform would open.
      for (const profile of device.profiles) {
        if (!(await openable(profile.streamUri, networks))) throw new OnvifReadError('unreachable', 'stream refused');
      }
    } catch (err) {
      return failed(target.url, err as OnvifReadError);
    }
    const main = device.profiles[0]!;
    const result = await probe({
      url: urlWithLogin(urlWithoutCredentials(main.streamUri), address.user, address.password),
      rtspTransport: 'tcp',
    });
    // The device's other profiles are its second streams, whatever the main stream's URL carries.
    const fields = (result.warning?.warningFields ?? []).filter(
      (f) => !(f.field === 'streams' && device.profiles.length > 1),
    );
    return {
      ...result,
      warning: fields[0] && { message: fields[0].value, warningFields: fields },
      onvif: {
        xaddr: urlWithoutCredentials(target.url),
        profileToken: main.token,
        streamUrl: urlWithoutCredentials(main.streamUri),
        manufacturer: device.manufacturer,
        model: device.model,
        firmware: device.firmware,
        serialNumber: device.serialNumber,
        services: device.services,
        profiles: device.profiles.map((p) => ({ ...p, streamUri: urlWithoutCredentials(p.streamUri) })),
      },
    };
  };
}
