/** Spec 3 §3.1 Gateway aspect, §7.1 probeGateway and probeGatewayDirectories, §7.2 createGatewayDevice,
 *  update and delete: gateways on SQLite and PostgreSQL against an HTTP server started here that
 *  answers the OpenAccess calls the platform makes (version, directories) behind basic authentication;
 *  and the gateway's signed events (issue 28) posted by a gateway client run here. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEVICE_ERROR, GATEWAY_EVENT_ERROR } from '../../shared/devices/deviceAdminConstants';
import { postGatewayEvent } from './testing/postGatewayEvent';
import { testDatabases } from '../testing/testDatabases';
import { sharedTestPlatform } from '../testing/sharedTestPlatform';
import { nextUpdate, type ObjectUpdatePayload } from './testing/nextUpdate';

// Each test makes several round trips to a real platform; a loaded CI machine (or PostgreSQL) needs more than 5 s.
jest.setTimeout(30_000);

const FIELDS = `id name deviceType healthStatus config { connect { URL user pass authType } }
  aspects { ... on GatewayAspect { lenelVersion directory associatedDevices subscribedEvents } }`;
const CREATE = `mutation($input: GatewayDeviceInput!) { createGatewayDevice(input: $input) { device { ${FIELDS} } warning { message warningFields { field value } } } }`;
const UPDATE = `mutation($id: ID!, $input: GatewayDeviceInput!) { updateGatewayDevice(id: $id, input: $input) { device { ${FIELDS} } warning { message } } }`;
const DELETE = 'mutation($id: ID!) { deleteGatewayDevice(id: $id) }';
const ISSUE = 'mutation($id: ID!) { issueGatewayEventSecret(id: $id) }';
const PROBE =
  'query($input: GatewayProbeInput!) { probeGateway(input: $input) { lenelVersion warning { message warningFields { field value } } } }';
const DIRECTORIES =
  'query($input: GatewayProbeInput!) { probeGatewayDirectories(input: $input) { directories { id name } warning { message } } }';
const UPDATES = 'subscription { objectUpdate { id action } }';

type Errors = Array<{ message: string }> | undefined;
const message = (result: { errors?: unknown }) => (result.errors as Errors)?.[0]?.message;

/** An OnGuard OpenAccess stand-in: version and directories for user "sa" with password "secret". */
function openAccess(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const auth = request.headers.authorization ?? '';
    if (auth !== `Basic ${Buffer.from('sa:secret').toString('base64')}`) {
      response.writeHead(401).end();
      return;
    }
    const path = (request.url ?? '').split('?')[0];
    const json = (body: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (path === '/api/access/onguard/openaccess/version') json({ product_name: 'OnGuard', product_version: '8.2' });
    else if (path === '/api/access/onguard/openaccess/directories')
      json({
        item_list: [
          { property_value_map: { ID: 'id-1', Name: 'Internal' } },
          { property_value_map: { ID: 'id-2', Name: 'Corporate AD' } },
        ],
      });
    else response.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe.each(testDatabases())('gateways on $kind', (database) => {
  const shared = sharedTestPlatform(database);

  it('probes a gateway: its version and directories, or a warning naming the field that is wrong', async () => {
    const admin = await shared.signIn('admin');
    const gateway = await openAccess();
    try {
      expect((await admin.graphql(PROBE, { input: { URL: gateway.url, user: 'sa', pass: 'secret' } })).data).toEqual({
        probeGateway: { lenelVersion: '8.2', warning: null },
      });
      expect(
        (await admin.graphql(DIRECTORIES, { input: { URL: `${gateway.url}/`, user: 'sa', pass: 'secret' } })).data,
      ).toEqual({
        probeGatewayDirectories: {
          directories: [
            { id: 'id-1', name: 'Internal' },
            { id: 'id-2', name: 'Corporate AD' },
          ],
          warning: null,
        },
      });
      expect((await admin.graphql(PROBE, { input: { URL: gateway.url, user: 'sa', pass: 'wrong' } })).data).toEqual({
        probeGateway: {
          lenelVersion: null,
          warning: {
            message: 'The gateway refused the user name or password',
            warningFields: [{ field: 'user', value: 'sa' }],
          },
        },
      });
    } finally {
      await gateway.close();
    }
    const gone = await admin.graphql<{ probeGateway: { warning: { warningFields: unknown } } }>(PROBE, {
      input: { URL: gateway.url },
    });
    expect(gone.data?.probeGateway.warning.warningFields).toEqual([{ field: 'URL', value: gateway.url }]);
    expect(message(await admin.graphql(PROBE, { input: { URL: 'ftp://x' } }))).toBe(
      'URL should be an http or https address',
    );
  });

  it('adds, changes and deletes a gateway; its password is kept but never read back', async () => {
    const admin = await shared.signIn('admin');
    const updates = admin.subscribe<ObjectUpdatePayload>(UPDATES);
    await updates.started;
    const gateway = await openAccess();
    try {
      const created = await admin.graphql<{ createGatewayDevice: { device: { id: string } } }>(CREATE, {
        input: {
          name: 'OnGuard',
          URL: gateway.url,
          user: 'sa',
          pass: 'secret',
          directory: 'id-1',
          associatedDevices: ['demo-hq-camera-1'],
          subscribedEvents: ['Access granted', 'Door held open'],
        },
      });
      expect(created.errors).toBeUndefined();
      expect(created.data?.createGatewayDevice).toMatchObject({
        warning: null,
        device: {
          name: 'OnGuard',
          deviceType: 'gateway',
          healthStatus: 'NORMAL',
          config: { connect: { URL: gateway.url, user: 'sa', pass: null, authType: 'HTTP_BASIC' } },
          aspects: [
            {
              lenelVersion: '8.2',
              directory: 'id-1',
              associatedDevices: ['demo-hq-camera-1'],
              subscribedEvents: ['Access granted', 'Door held open'],
            },
          ],
        },
      });
      const id = created.data?.createGatewayDevice.device.id ?? '';
      expect(await nextUpdate(updates, id, 'CREATE')).toMatchObject({ action: 'CREATE' });
      const listed = await admin.graphql(
        '{ devicesByAspectTypes(types: ["Gateway"]) { id config { connect { pass } } } }',
      );
      expect(JSON.stringify(listed.data)).toContain(id);
      expect(JSON.stringify(listed.data)).not.toContain('secret');

      // No password typed: the saved one still signs in.
      const changed = await admin.graphql(UPDATE, { id, input: { name: 'OnGuard HQ', URL: gateway.url, user: 'sa' } });
      expect(changed.data).toMatchObject({
        updateGatewayDevice: { device: { name: 'OnGuard HQ', healthStatus: 'NORMAL' }, warning: null },
      });
      expect(await nextUpdate(updates, id, 'UPDATE')).toMatchObject({ action: 'UPDATE' });
      const saved = await admin.graphql(PROBE, { input: { id, URL: gateway.url, user: 'sa' } });
      expect(saved.data).toEqual({ probeGateway: { lenelVersion: '8.2', warning: null } });

      expect((await admin.graphql(DELETE, { id })).data).toEqual({ deleteGatewayDevice: id });
      expect(await nextUpdate(updates, id, 'DELETE')).toMatchObject({ action: 'DELETE' });
    } finally {
      await gateway.close();
      updates.close();
    }
  });

  it('saves a gateway that does not answer, BROKEN with the probe’s warning; refuses bad input and other realms', async () => {
    const admin = await shared.signIn('admin');
    const created = await admin.graphql<{
      createGatewayDevice: { device: { healthStatus: string }; warning: { message: string } };
    }>(CREATE, { input: { name: 'Far gateway', URL: 'http://127.0.0.1:9' } });
    expect(created.data?.createGatewayDevice.device.healthStatus).toBe('BROKEN');
    expect(created.data?.createGatewayDevice.warning.message).toBe(DEVICE_ERROR.UNREACHABLE);
    expect(message(await admin.graphql(CREATE, { input: { name: '', URL: 'http://x' } }))).toBe(
      'Name should not be empty',
    );
    expect(message(await admin.graphql(CREATE, { input: { name: 'G', URL: 'not a url' } }))).toBe(
      'URL should be an http or https address',
    );
    expect(
      message(
        await admin.graphql(CREATE, {
          input: { name: 'G', URL: 'http://x', associatedDevices: ['demo-branch-camera-1'] },
        }),
      ),
    ).toBe('Associated devices should be cameras of the realm');
    const operator = await shared.signIn('operator');
    expect(message(await operator.graphql(DELETE, { id: 'x' }))).toBe('Administrator rights required');
    expect(message(await admin.graphql(DELETE, { id: 'demo-hq-sensor-1' }))).toBe('Device not found');
  });

  it('turns a subscribed gateway event into an entry witnessed by its cameras; refuses the rest in words', async () => {
    const admin = await shared.signIn('admin');
    const gateway = await openAccess();
    const created = await admin.graphql<{ createGatewayDevice: { device: { id: string } } }>(CREATE, {
      input: {
        name: 'Lobby OnGuard',
        URL: gateway.url,
        user: 'sa',
        pass: 'secret',
        associatedDevices: ['demo-hq-camera-1', 'demo-hq-camera-2'],
        subscribedEvents: ['Access denied', 'Door forced open'],
      },
    });
    await gateway.close();
    const id = created.data?.createGatewayDevice.device.id ?? '';
    const url = shared.current().url;
    // Before a secret is issued the gateway cannot sign anything the platform accepts.
    expect(await postGatewayEvent(url, id, 'no secret yet', { event: 'Access denied' })).toMatchObject({
      status: 401,
      body: { message: GATEWAY_EVENT_ERROR.BAD_SIGNATURE },
    });
    const operator = await shared.signIn('operator');
    expect(message(await operator.graphql(ISSUE, { id }))).toBe('Administrator rights required');
    const secret = (await admin.graphql<{ issueGatewayEventSecret: string }>(ISSUE, { id })).data
      ?.issueGatewayEventSecret;
    expect(secret).toMatch(/^[\w-]{40,}$/);

    const posted = await postGatewayEvent(url, id, secret ?? '', { event: 'access denied', message: 'Badge 4711' });
    expect(posted.status).toBe(201);
    const entry = await operator.graphql<{
      auditEntry: { message: string; category: { id: string }; witnesses: Array<{ id: string }> };
    }>('query($id: ID!) { auditEntry(id: $id) { message category { id } witnesses { id } } }', {
      id: posted.body.context,
    });
    expect(entry.data?.auditEntry).toEqual({
      message: 'Access denied: Badge 4711',
      category: { id: '61' },
      witnesses: [{ id }, { id: 'demo-hq-camera-1' }, { id: 'demo-hq-camera-2' }],
    });

    expect(await postGatewayEvent(url, id, secret ?? '', { event: 'Door held open' })).toMatchObject({
      status: 400,
      body: { message: "The gateway is not subscribed to the event 'Door held open'" },
    });
    expect(await postGatewayEvent(url, id, secret ?? '', { message: 'no event' })).toMatchObject({
      status: 400,
      body: { message: GATEWAY_EVENT_ERROR.NO_EVENT },
    });
    // A wrong secret, a body changed after signing, a request from long ago: all refused.
    expect((await postGatewayEvent(url, id, 'guessed', { event: 'Access denied' })).status).toBe(401);
    expect((await postGatewayEvent(url, id, secret ?? '', { event: 'Access denied' }, { tamper: true })).status).toBe(
      401,
    );
    expect(
      await postGatewayEvent(url, id, secret ?? '', { event: 'Access denied' }, { sentAt: Date.now() - 3_600_000 }),
    ).toMatchObject({ status: 401, body: { message: GATEWAY_EVENT_ERROR.STALE } });
    // Another device's id reads like a wrong signature.
    expect((await postGatewayEvent(url, 'demo-hq-camera-1', secret ?? '', { event: 'Access denied' })).status).toBe(
      401,
    );
    // A new secret retires the old one.
    await admin.graphql(ISSUE, { id });
    expect((await postGatewayEvent(url, id, secret ?? '', { event: 'Access denied' })).status).toBe(401);
  });
});
