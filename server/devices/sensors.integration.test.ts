/** Spec 3 §3.1 Sensor aspect, §4 live object updates, §7.1 probeSensorDevice, §7.2 createSensorDevice,
 *  update and delete: sensors on SQLite and PostgreSQL — validation, realm isolation, objectUpdate
 *  delivery, the log, alarms raised with the cameras an administrator associated, and (issue 28)
 *  the sensor's settings deciding which alarms are raised and how. */
import net from 'node:net';
import { DEVICE_ERROR } from '../../shared/devices/deviceAdminConstants';
import { SensorSimulator } from '../sim/SensorSimulator';
import { testDatabases } from '../testing/testDatabases';
import { sharedTestPlatform } from '../testing/sharedTestPlatform';
import { nextUpdate, type ObjectUpdatePayload } from './testing/nextUpdate';

// Each test makes several round trips to a real platform; a loaded CI machine (or PostgreSQL) needs more than 5 s.
jest.setTimeout(30_000);

const SENSOR_FIELDS = `id name deviceType enabled healthStatus acknowledgeRequired platform { id }
  position { lat lng }
  aspects { ... on SensorAspect { type model serial associatedDevices zones sensorEvents } }`;
const CREATE = `mutation($input: SensorDeviceInput!) { createSensorDevice(input: $input) { ${SENSOR_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: SensorDeviceInput!) { updateSensorDevice(id: $id, input: $input) { ${SENSOR_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteSensorDevice(id: $id) }';
const PROBE =
  'query($input: SensorProbeInput!) { probeSensorDevice(input: $input) { reachable warning { message warningFields { field value } } } }';
const SENSORS = '{ devicesByAspectTypes(types: ["Sensor"]) { id name } }';
const UPDATES = 'subscription { objectUpdate { id action healthStatus } }';

type Errors = Array<{ message: string }> | undefined;
const message = (result: { errors?: unknown }) => (result.errors as Errors)?.[0]?.message;

describe.each(testDatabases())('sensors on $kind', (database) => {
  const shared = sharedTestPlatform(database);

  it('adds a sensor watched by demo cameras, lists it, tells consoles and logs who added it', async () => {
    const admin = await shared.signIn('admin');
    const watcher = await shared.signIn('operator');
    const updates = watcher.subscribe<ObjectUpdatePayload>(UPDATES);
    await updates.started;
    const created = await admin.graphql<{ createSensorDevice: { id: string; platform: { id: string } } }>(CREATE, {
      input: {
        name: '  Loading dock door ',
        kind: 'doorContact',
        model: 'DC-300',
        serial: 'SN-42',
        associatedDevices: ['demo-hq-camera-2', 'demo-hq-camera-2', 'demo-hq-camera-5'],
        sensorEvents: ['Door forced open'],
        position: { lat: 52.1, lng: 21.2 },
      },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createSensorDevice).toMatchObject({
      name: 'Loading dock door',
      deviceType: 'sensor',
      enabled: true,
      healthStatus: 'NORMAL',
      acknowledgeRequired: true,
      // The realm's avatar when none is named.
      platform: { id: 'demo-hq-avatar' },
      position: { lat: 52.1, lng: 21.2 },
      aspects: [
        {
          type: 'Sensor',
          model: 'DC-300',
          serial: 'SN-42',
          associatedDevices: ['demo-hq-camera-2', 'demo-hq-camera-5'],
          zones: [],
          sensorEvents: ['Door forced open'],
        },
      ],
    });
    const id = created.data?.createSensorDevice.id ?? '';
    expect(await nextUpdate(updates, id, 'CREATE')).toMatchObject({ id, action: 'CREATE' });
    const listed = await watcher.graphql<{ devicesByAspectTypes: Array<{ id: string }> }>(SENSORS);
    expect(listed.data?.devicesByAspectTypes.map((d) => d.id)).toContain(id);

    // The simulator raises its alarm with the associated cameras as witnesses.
    const alarm = await shared.current().platform.services.deviceAdmin.sensors.read('demo-hq', id);
    expect(alarm.name).toBe('Loading dock door');
    const log = await shared
      .current()
      .platform.database.db.selectFrom('camera_log')
      .selectAll()
      .where('device_id', '=', id)
      .execute();
    expect(log).toMatchObject([{ kind: 'CREATE', user_name: 'admin', message: 'Sensor Loading dock door added' }]);
    updates.close();
  });

  it('changes a demo sensor’s cameras, and its next alarm is witnessed by them', async () => {
    const admin = await shared.signIn('admin');
    const sensorId = 'demo-hq-sensor-1';
    const changed = await admin.graphql<{ updateSensorDevice: { aspects: Array<{ associatedDevices: string[] }> } }>(
      UPDATE,
      { id: sensorId, input: { name: 'Front door', kind: 'doorContact', associatedDevices: ['demo-hq-camera-6'] } },
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.updateSensorDevice.aspects[0]?.associatedDevices).toEqual(['demo-hq-camera-6']);
    const raised = await new SensorSimulator(shared.current().platform.services, 0, () => undefined).raise(sensorId);
    expect(raised?.witnesses.map((w) => w.id)).toEqual([sensorId, 'demo-hq-camera-6']);
    expect(raised?.message).toBe('Door forced open: Front door');
  });

  it('refuses what an administrator would not mean, and operators altogether', async () => {
    const admin = await shared.signIn('admin');
    const operator = await shared.signIn('operator');
    expect(message(await operator.graphql(CREATE, { input: { name: 'Mine' } }))).toBe('Administrator rights required');
    expect(message(await admin.graphql(CREATE, { input: { name: '   ' } }))).toBe('Name should not be empty');
    expect(message(await admin.graphql(CREATE, { input: { name: 'S', port: 70000, host: 'a' } }))).toBe(
      'Port should be between 1 and 65535',
    );
    expect(
      message(await admin.graphql(CREATE, { input: { name: 'S', associatedDevices: ['demo-hq-sensor-2'] } })),
    ).toBe('Associated devices should be cameras of the realm');
    expect(message(await admin.graphql(CREATE, { input: { name: 'S', zones: ['demo-hq-camera-1'] } }))).toBe(
      'Zones should be zones of the realm',
    );
    expect(message(await admin.graphql(CREATE, { input: { name: 'S', platformId: 'demo-hq-camera-1' } }))).toBe(
      'Platform should be an avatar of the realm',
    );
    expect(message(await admin.graphql(CREATE, { input: { name: 'S', position: { lat: 95, lng: 0 } } }))).toMatch(
      /Latitude and longitude/,
    );
  });

  it('keeps realms apart: another realm’s cameras, avatar and sensors are out of reach', async () => {
    const admin = await shared.signIn('admin');
    expect(
      message(await admin.graphql(CREATE, { input: { name: 'S', associatedDevices: ['demo-branch-camera-1'] } })),
    ).toBe('Associated devices should be cameras of the realm');
    expect(message(await admin.graphql(CREATE, { input: { name: 'S', platformId: 'demo-branch-avatar' } }))).toBe(
      'Platform should be an avatar of the realm',
    );
    expect(message(await admin.graphql(UPDATE, { id: 'demo-branch-sensor-1', input: { name: 'Mine' } }))).toBe(
      'Device not found',
    );
    expect(message(await admin.graphql(DELETE, { id: 'demo-branch-sensor-1' }))).toBe('Device not found');
    // Nor is a camera a sensor.
    expect(message(await admin.graphql(DELETE, { id: 'demo-hq-camera-1' }))).toBe('Device not found');
  });

  it('deletes a sensor: consoles hear DELETE and it is no longer listed', async () => {
    const admin = await shared.signIn('admin');
    const updates = admin.subscribe<ObjectUpdatePayload>(UPDATES);
    await updates.started;
    expect((await admin.graphql(DELETE, { id: 'demo-hq-sensor-3' })).data).toEqual({
      deleteSensorDevice: 'demo-hq-sensor-3',
    });
    expect(await nextUpdate(updates, 'demo-hq-sensor-3', 'DELETE')).toMatchObject({ action: 'DELETE' });
    const listed = await admin.graphql<{ devicesByAspectTypes: Array<{ id: string }> }>(SENSORS);
    expect(listed.data?.devicesByAspectTypes.map((d) => d.id)).not.toContain('demo-hq-sensor-3');
    updates.close();
  });

  it('probes a sensor: reachable where something listens, a warning naming host and port where not', async () => {
    const admin = await shared.signIn('admin');
    const server = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const found = await admin.graphql(PROBE, { input: { host: '127.0.0.1', port } });
    expect(found.data).toEqual({ probeSensorDevice: { reachable: true, warning: null } });
    await new Promise((resolve) => server.close(resolve));
    const gone = await admin.graphql<{ probeSensorDevice: { reachable: boolean; warning: { message: string } } }>(
      PROBE,
      { input: { host: '127.0.0.1', port } },
    );
    expect(gone.data?.probeSensorDevice).toMatchObject({
      reachable: false,
      warning: {
        message: DEVICE_ERROR.UNREACHABLE,
        warningFields: [
          { field: 'host', value: '127.0.0.1' },
          { field: 'port', value: String(port) },
        ],
      },
    });
  });

  describe('its settings decide its alarms (issue 28)', () => {
    const raise = (realmId: string, sensorId: string, name: string, source: 'sensor' | 'user' = 'sensor') =>
      shared.current().platform.services.deviceAdmin.sensorAlarms.raise(realmId, sensorId, { name, source });

    it('raises only subscribed events, needing acknowledgement as the sensor says; a disabled sensor nothing', async () => {
      const admin = await shared.signIn('admin');
      const created = await admin.graphql<{ createSensorDevice: { id: string } }>(CREATE, {
        input: {
          name: 'Vault door',
          associatedDevices: ['demo-hq-camera-3'],
          sensorEvents: ['Door forced open'],
          userEvents: ['Guard tour missed'],
          acknowledgeRequired: false,
        },
      });
      const id = created.data?.createSensorDevice.id ?? '';
      const forced = await raise('demo-hq', id, 'Door forced open');
      expect(forced).toMatchObject({ message: 'Door forced open: Vault door', category: '47', requiresAck: false });
      expect(forced?.witnesses.map((w) => w.id)).toEqual([id, 'demo-hq-camera-3']);
      expect(await raise('demo-hq', id, 'Glass break detected')).toBeUndefined();
      // A user event is raised from the user events only.
      expect(await raise('demo-hq', id, 'Guard tour missed', 'user')).toMatchObject({
        message: 'Guard tour missed: Vault door',
      });
      expect(await raise('demo-hq', id, 'Guard tour missed')).toBeUndefined();
      expect(await raise('demo-branch', id, 'Door forced open')).toBeUndefined();

      const update = (input: Record<string, unknown>) =>
        admin.graphql(UPDATE, { id, input: { name: 'Vault door', sensorEvents: ['Door forced open'], ...input } });
      expect((await update({ acknowledgeRequired: true })).errors).toBeUndefined();
      const pending = await raise('demo-hq', id, 'Door forced open');
      expect(pending).toMatchObject({ requiresAck: true });
      const needAck = await admin.graphql<{ auditEntries: Array<{ context: string }> }>(
        `{ auditEntries(filter: { type: needAcknowledge, witnesses: ["${id}"] }) { context } }`,
      );
      expect(needAck.data?.auditEntries.map((e) => e.context)).toEqual([pending?.id]);

      expect((await update({ enabled: false })).errors).toBeUndefined();
      expect(await raise('demo-hq', id, 'Door forced open')).toBeUndefined();
    });

    it('names its zones on the alarm, so a user whose policy reaches the zone sees it', async () => {
      const admin = await shared.signIn('admin');
      const zone = await admin.graphql<{ createZone: { id: string } }>(
        'mutation { createZone(zone: { name: "Vault", devices: [] }) { id } }',
      );
      const zoneId = zone.data?.createZone.id ?? '';
      const created = await admin.graphql<{ createSensorDevice: { id: string } }>(CREATE, {
        input: { name: 'Vault motion', kind: 'glassBreak', zones: [zoneId] },
      });
      const id = created.data?.createSensorDevice.id ?? '';
      const alarm = await raise('demo-hq', id, 'Glass break detected');
      expect(alarm?.witnesses).toEqual([
        { id, name: 'Vault motion', type: 'sensor' },
        { id: zoneId, name: 'Vault', type: 'zone' },
      ]);
      const policy = await admin.graphql<{ createPolicy: { id: string } }>(
        `mutation($z: ID!) { createPolicy(policy: { name: "Vault watch", statements: [
           { effect: ALLOW, actions: ["device:*"], resources: [{ id: $z, type: zone }] },
           { effect: ALLOW, actions: ["realm:Read", "auditEntry:Read"], allResources: true }
         ] }) { id } }`,
        { z: zoneId },
      );
      expect(policy.errors).toBeUndefined();
      const group = await admin.graphql(
        'mutation($p: ID!) { createGroup(group: { name: "Vault desk", users: ["user-operator"], policies: [$p] }) { id } }',
        { p: policy.data?.createPolicy.id },
      );
      expect(group.errors).toBeUndefined();
      const out = await admin.graphql(
        'mutation { removeGroupUsers(groupId: "system-operators", userIds: ["user-operator"]) { id } }',
      );
      expect(out.errors).toBeUndefined();
      const operator = await shared.signIn('operator');
      const seen = await operator.graphql<{ auditEntry: { context: string } | null }>(
        'query($id: ID!) { auditEntry(id: $id) { context } }',
        { id: alarm?.id },
      );
      expect(seen.data?.auditEntry?.context).toBe(alarm?.id);
      // An alarm of a sensor outside the zone stays out of the zone user's sight.
      const other = await raise('demo-hq', 'demo-hq-sensor-1', 'Door forced open');
      const hidden = await operator.graphql<{ auditEntry: unknown }>(
        'query($id: ID!) { auditEntry(id: $id) { context } }',
        { id: other?.id },
      );
      expect(other).toBeDefined();
      expect(hidden.data?.auditEntry).toBeNull();
      await admin.graphql('mutation { addGroupUsers(groupId: "system-operators", userIds: ["user-operator"]) { id } }');
    });
  });
});
