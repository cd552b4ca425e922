/** Spec 3 §4 (camera source kinds: onvif): an ONVIF camera is named by the host and port of its
 *  device service; the console keeps it as the service's address, which the platform reads. */

/** ONVIF device services answer on HTTP's port unless the device says otherwise. */
export const ONVIF_DEFAULT_PORT = 80;
/** Where ONVIF Core puts the device service. */
export const ONVIF_DEFAULT_PATH = '/onvif/device_service';

/** The device service's address for a host and port (an IPv6 host in brackets). */
export function onvifServiceUrl(host: string, port: string | number): string {
  const name = host.trim();
  const bracketed = name.includes(':') && !name.startsWith('[') ? `[${name}]` : name;
  const portText = String(port).trim();
  return `http://${bracketed}${portText ? `:${portText}` : ''}${ONVIF_DEFAULT_PATH}`;
}

/** Host and port back from a device service address (the form's fields). */
export function onvifHostPort(url: string): { host: string; port: string } {
  const match = /^https?:\/\/(?:[^@/]*@)?(\[[^\]]*\]|[^:/]*)(?::(\d*))?/i.exec(url.trim());
  if (!match) return { host: '', port: String(ONVIF_DEFAULT_PORT) };
  return { host: (match[1] ?? '').replace(/^\[|\]$/g, ''), port: match[2] || String(ONVIF_DEFAULT_PORT) };
}
