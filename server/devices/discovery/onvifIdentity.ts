/** How a camera of this platform shows itself on WS-Discovery: a stable urn:uuid endpoint address
 *  made from its id (so a discovery result names the camera it came from), and its ONVIF scopes. */
import { createHash } from 'node:crypto';

export function endpointAddressOf(cameraId: string): string {
  const hex = createHash('sha1').update(`vantage-camera:${cameraId}`).digest('hex');
  // A name-based (version 5) UUID layout.
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** ONVIF scopes: name and hardware are what discovery lists show. */
export function scopesOf(camera: { name: string; make?: string; model?: string }): string[] {
  const enc = (text: string) => encodeURIComponent(text);
  return [
    'onvif://www.onvif.org/type/video_encoder',
    'onvif://www.onvif.org/Profile/Streaming',
    `onvif://www.onvif.org/name/${enc(camera.name)}`,
    `onvif://www.onvif.org/hardware/${enc([camera.make, camera.model].filter(Boolean).join(' ') || 'Camera')}`,
  ];
}

/** The value of an onvif://www.onvif.org/<kind>/<value> scope, decoded. */
export function scopeValue(scopes: readonly string[], kind: 'name' | 'hardware'): string | null {
  const prefix = `onvif://www.onvif.org/${kind}/`;
  const found = scopes.find((s) => s.startsWith(prefix));
  if (!found) return null;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return found.slice(prefix.length);
  }
}
