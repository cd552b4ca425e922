/** Talking to an access-control gateway (spec 3 §3.1 Gateway aspect: lenelVersion, directory):
 *  the OpenAccess REST interface of an OnGuard server — its version, and the directories users
 *  sign in through — over HTTP(S) with basic authentication, with a timeout. Redirects are not
 *  followed (they would lead past the networks the platform may reach), and every failure but a
 *  refused login reads the same (issue 27: a probe is no port scanner). */
import { DEVICE_ERROR, PROBE_TIMEOUT_MS } from '../../shared/devices/deviceAdminConstants';

export interface GatewayConnection {
  url: string;
  user?: string | null;
  pass?: string | null;
}

export interface GatewayDirectory {
  id: string;
  name: string;
}

export class GatewayUnreachable extends Error {
  constructor(
    message: string,
    /** The form field the problem is about (URL, user). */
    readonly field: 'URL' | 'user',
  ) {
    super(message);
  }
}

const API = '/api/access/onguard/openaccess';

async function getJson(connection: GatewayConnection, path: string): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (connection.user) {
    headers.authorization = `Basic ${Buffer.from(`${connection.user}:${connection.pass ?? ''}`).toString('base64')}`;
  }
  let response: Response;
  try {
    response = await fetch(`${connection.url}${API}${path}`, {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
  } catch {
    throw new GatewayUnreachable(DEVICE_ERROR.UNREACHABLE, 'URL');
  }
  if (response.status === 401 || response.status === 403) {
    throw new GatewayUnreachable('The gateway refused the user name or password', 'user');
  }
  if (!response.ok) throw new GatewayUnreachable(DEVICE_ERROR.UNREACHABLE, 'URL');
  try {
    return await response.json();
  } catch {
    throw new GatewayUnreachable(DEVICE_ERROR.UNREACHABLE, 'URL');
  }
}

/** The gateway's product version. */
export async function gatewayVersion(connection: GatewayConnection): Promise<string> {
  const body = (await getJson(connection, '/version?version=1.0')) as { product_version?: unknown };
  if (typeof body?.product_version !== 'string') {
    throw new GatewayUnreachable(DEVICE_ERROR.UNREACHABLE, 'URL');
  }
  return body.product_version;
}

/** The directories the gateway authenticates through. */
export async function gatewayDirectories(connection: GatewayConnection): Promise<GatewayDirectory[]> {
  const body = (await getJson(connection, '/directories?version=1.0')) as {
    item_list?: Array<{ property_value_map?: { ID?: unknown; Name?: unknown } }>;
  };
  if (!Array.isArray(body?.item_list)) {
    throw new GatewayUnreachable(DEVICE_ERROR.UNREACHABLE, 'URL');
  }
  return body.item_list.flatMap((item) => {
    const map = item.property_value_map;
    return map && map.ID != null ? [{ id: String(map.ID), name: String(map.Name ?? map.ID) }] : [];
  });
}
