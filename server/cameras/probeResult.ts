/** What a camera probe is asked and answers (spec 3 §7.1 probeDevice): shared by the probe by URL,
 *  the ONVIF device reader and the camera administration, which import it and not each other. */
import type { CameraConnection } from '../../shared/cameraAdmin/cameraAdminConstants';
import type { OnvifDevice } from '../devices/onvif/readOnvifDevice';
import type { ProbedStream } from './parseProbeOutput';

export interface ProbeTarget {
  /** The URL with the credentials ffmpeg should send. */
  url: string;
  rtspTransport: 'tcp' | 'udp';
  /** ONVIF: the URL is the device service, read for its stream URIs first (withOnvif). */
  connection?: CameraConnection;
}

export interface WarningField {
  field: string;
  value: string;
}

export interface ProbeResult {
  url: string;
  reachable: boolean;
  codec: string | undefined;
  width: number | undefined;
  height: number | undefined;
  frameRate: number | undefined;
  streams: ProbedStream[];
  /** The main stream is H.264, which the pipeline relays without re-encoding. */
  browserDecodable: boolean;
  warning: { message: string; warningFields: WarningField[] } | undefined;
  /** An ONVIF camera's device and profiles, as its device service answered. */
  onvif?: OnvifSource;
}

export interface OnvifSource {
  /** The device service, without credentials. */
  xaddr: string;
  /** The profile the pipeline records and streams (the largest picture). */
  profileToken: string;
  /** Its stream URI, without credentials. */
  streamUrl: string;
  manufacturer: string | null;
  model: string | null;
  firmware: string | null;
  serialNumber: string | null;
  services: Record<string, string>;
  profiles: OnvifDevice['profiles'];
}
