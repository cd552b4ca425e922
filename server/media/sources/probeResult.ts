/** What a camera probe is asked and answers (spec 3 §7.1 probeDevice): shared by the probe by URL
 *  (cameras/), the ONVIF device reader (devices/onvif) and the camera administration, which all
 *  may import the media pipeline's sources and none of them another. */
import type { CameraConnection } from '../../../shared/cameraAdmin/cameraAdminConstants';
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

/** What an ONVIF device's service tells of the device: its identity, services and video profiles. */
export interface OnvifDeviceInfo {
  manufacturer: string | null;
  model: string | null;
  firmware: string | null;
  serialNumber: string | null;
  /** The services the device announces, by name (media, PTZ, events …) with their addresses. */
  services: Record<string, string>;
  /** Profiles with a video encoder, the largest picture first. */
  profiles: OnvifProfile[];
}

export interface OnvifSource extends OnvifDeviceInfo {
  /** The device service, without credentials. */
  xaddr: string;
  /** The profile the pipeline records and streams (the largest picture). */
  profileToken: string;
  /** Its stream URI, without credentials. */
  streamUrl: string;
}

/** A media profile of an ONVIF device, as its device service answers it. */
export interface OnvifProfile {
  token: string;
  name: string;
  encoding: string | null;
  width: number | null;
  height: number | null;
  frameRate: number | null;
  /** The profile's RTSP stream URI as the device answers it (no credentials). */
  streamUri: string;
}
