/** Which PTZ camera a marker's Slew button turns (spec 3 §2.10 "slew and play buttons on markers",
 *  spec 2 §7 pan/tilt pair): the PTZ camera on the map nearest to the device, other than the device
 *  itself, and the pan/tilt pair that points it there. */
import { distanceBetween, isLatLng, type LatLng } from '../../../shared/maps/viewCone';
import type { MapDevice } from './DeviceLayer';
import { panTiltTowards } from './mapGeometry';

export function slewCameraFor(device: MapDevice, devices: readonly MapDevice[]): MapDevice | null {
  const at = device.position;
  if (!isLatLng(at)) return null;
  let best: { camera: MapDevice; distance: number } | null = null;
  for (const camera of devices) {
    if (camera.id === device.id || !camera.isPtz || camera.deviceType !== 'camera' || !isLatLng(camera.position)) {
      continue;
    }
    const distance = distanceBetween(camera.position, at);
    if (!best || distance < best.distance) best = { camera, distance };
  }
  return best?.camera ?? null;
}

/** The pair that points `camera` at `device`, or null when either has no position. */
export function slewPanTilt(camera: MapDevice, device: MapDevice): [number, number] | null {
  if (!isLatLng(camera.position) || !isLatLng(device.position)) return null;
  const target: LatLng = device.position;
  return panTiltTowards(camera.position, camera.cameraView, target);
}
