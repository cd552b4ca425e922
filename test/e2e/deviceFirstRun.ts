// A platform of the spec's own for first-run routing (spec 1 §4): the built server with the
// built console on a port and data directory of its own, whose Demo Branch an administrator has
// emptied over the API — cameras, sensors and gateways deleted, then its avatar removed — as a
// realm looks before its first avatar is activated. The shared e2e server keeps its demo realms.
import path from 'node:path';
import { ApiClient } from '../../server/testing/apiClient';
import { ROOT, startPlatformProcess, type PlatformProcess } from '../../server/testing/platformProcess';

const DEVICES = `{ devicesByAspectTypes(types: ["Media", "Sensor", "Gateway", "Avatar"]) { id deviceType } }`;
const REMOVE: Record<string, string> = {
  camera: 'mutation($id: ID!) { deleteCamera(id: $id) }',
  sensor: 'mutation($id: ID!) { deleteSensorDevice(id: $id) }',
  gateway: 'mutation($id: ID!) { deleteGatewayDevice(id: $id) }',
  avatar: 'mutation($id: ID!) { removeAvatar(id: $id) }',
};

export async function startEmptyRealmPlatform(realmId: string): Promise<PlatformProcess> {
  const platform = await startPlatformProcess({
    entry: 'build',
    consoleDir: path.join(ROOT, 'build', 'renderer'),
    // Nothing here plays video: the demo cameras' encoders stay off.
    env: { VANTAGE_MEDIA: '0' },
  });
  const admin = new ApiClient(platform.url);
  try {
    const login = await admin.login('admin', 'admin', realmId);
    if (login.status !== 200) throw new Error(`login into ${realmId}: ${login.status}`);
    const listed = await admin.graphql<{ devicesByAspectTypes: Array<{ id: string; deviceType: string }> }>(DEVICES);
    const devices = listed.data?.devicesByAspectTypes ?? [];
    // An avatar goes last: the platform refuses to remove one that still has devices.
    const ordered = [
      ...devices.filter((d) => d.deviceType !== 'avatar'),
      ...devices.filter((d) => d.deviceType === 'avatar'),
    ];
    for (const device of ordered) {
      const mutation = REMOVE[device.deviceType];
      if (!mutation) continue;
      const removed = await admin.graphql(mutation, { id: device.id });
      if (removed.errors) throw new Error(`removing ${device.id}: ${JSON.stringify(removed.errors)}`);
    }
    return platform;
  } catch (err) {
    await platform.stop();
    throw err;
  } finally {
    await admin.dispose();
  }
}
