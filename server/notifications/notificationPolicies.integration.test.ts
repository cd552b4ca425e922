/** Notification policies end to end (issue 28) on a real platform: a need-acknowledge event
 *  reaches a real SMTP server (message parsed, snapshot attached), a webhook receiver the test
 *  runs (signature verified) and an MQTT subscriber on an in-process broker (aedes), each within
 *  2 s; the throttle holds per device; a dead webhook is retried and logged as failing on the
 *  policy while the event list answers at once; administrators only. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { Aedes } from 'aedes';
import mqtt, { type MqttClient } from 'mqtt';
import { AUDIT_METADATA_KEY } from '../../shared/events/auditConstants';
import { WEBHOOK_HEADERS } from '../../shared/notifications/notificationPolicies';
import type { ApiClient } from '../testing/apiClient';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtpTestServer';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { ApiClient as Client } from '../testing/apiClient';
import { TINY_JPEG_BASE64 } from '../testing/tinyJpeg';
import { verifyWebhookSignature } from './signWebhook';

const SECRET = 'receiver-secret';
/** The bound on how long a notification may take to arrive. */
const WITHIN_MS = 2000;

const SEND_FIELDS = 'id eventId channel target result attempts error test at';
const POLICY_FIELDS = `id name enabled categories needAcknowledgeOnly deviceIds throttleMs emailEnabled
  webhook { url hasSecret } mqtt { url topic username hasPassword } lastProblem { ${SEND_FIELDS} }`;
const CREATE = `mutation($p: NotificationPolicyInput!) { createNotificationPolicy(policy: $p) { ${POLICY_FIELDS} } }`;
const UPDATE = `mutation($p: NotificationPolicyInput!) { updateNotificationPolicy(policy: $p) { ${POLICY_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteNotificationPolicy(id: $id) { deleted warning { message } } }';
const TEST = `mutation($id: ID!) { testNotificationPolicy(id: $id) { ${SEND_FIELDS} } }`;
const SENDS = `query($id: ID!) { notificationSends(policyId: $id) { ${SEND_FIELDS} } }`;
const POLICY = `query($id: ID!) { notificationPolicy(id: $id) { ${POLICY_FIELDS} } }`;
const LIST = `{ notificationPolicies { ${POLICY_FIELDS} } }`;

interface Send {
  id: string;
  eventId: string | null;
  channel: string;
  result: string;
  attempts: number;
  error: string | null;
  test: boolean;
}

interface Delivery {
  body: { test: boolean; policy: { name: string }; event: { id: string | null; needsAcknowledgement: boolean } };
  signed: boolean;
  at: number;
}

const message = (result: { errors?: unknown }) =>
  (result.errors as Array<{ message: string }> | undefined)?.[0]?.message;

/** Waits for a value `find` returns, failing after `ms`. */
async function waitFor<T>(find: () => T | undefined | Promise<T | undefined>, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not come within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabases())('notification policies on $kind', (database) => {
  let platform: TestPlatform;
  let smtp: SmtpTestServer;
  let receiver: http.Server;
  let receiverUrl: string;
  const deliveries: Delivery[] = [];
  let broker: Aedes;
  let brokerServer: Server;
  let brokerUrl: string;
  let subscriber: MqttClient;
  const published: Array<{ topic: string; body: Delivery['body']; at: number }> = [];
  let admin: ApiClient;
  let cameras: string[];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = request.headers[WEBHOOK_HEADERS.signature];
        deliveries.push({
          body: JSON.parse(raw) as Delivery['body'],
          signed: verifyWebhookSignature(SECRET, raw, typeof header === 'string' ? header : undefined),
          at: Date.now(),
        });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    broker = await Aedes.createBroker();
    brokerServer = createServer(broker.handle);
    await new Promise<void>((resolve) => brokerServer.listen(0, '127.0.0.1', resolve));
    brokerUrl = `mqtt://127.0.0.1:${(brokerServer.address() as AddressInfo).port}`;
    subscriber = await mqtt.connectAsync(brokerUrl);
    await subscriber.subscribeAsync('site/alarms/#', { qos: 1 });
    subscriber.on('message', (topic, payload) => {
      published.push({ topic, body: JSON.parse(payload.toString()) as Delivery['body'], at: Date.now() });
    });

    // Retries 50 ms apart: the backoff's shape without the wait.
    platform = await startTestPlatform(database, { env: { VANTAGE_NOTIFICATION_RETRY_MS: '50,50,50' } });
    admin = new Client(platform.url);
    await admin.login('admin', 'admin');
    const devices = await admin.graphql<{ devicesByAspectTypes: Array<{ id: string }> }>(
      '{ devicesByAspectTypes(types: ["Media"]) { id } }',
    );
    cameras = (devices.data?.devicesByAspectTypes ?? []).map((d) => d.id);
    // The realm sends its own mail once its settings passed a real test message.
    const settings = { host: '127.0.0.1', port: smtp.port, tls: false, from: 'vantage@site.test' };
    await admin.graphql('mutation($r: RealmInput!) { updateCurrentRealm(realm: $r) { id } }', {
      r: { adminEmail: 'security@site.test' },
    });
    await admin.graphql('mutation($e: EmailSettingsInput!) { validateEmail(emailSettings: $e) { validated } }', {
      e: settings,
    });
    await smtp.next('security@site.test');
    await admin.graphql('mutation($r: RealmInput!) { updateCurrentRealm(realm: $r) { id } }', {
      r: { emailSettings: { ...settings, enabled: true } },
    });
  }, 30_000);

  afterAll(async () => {
    await admin?.dispose();
    await platform?.close();
    await subscriber?.endAsync();
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    brokerServer.close();
    receiver.close();
    await smtp.close();
  }, 30_000);

  /** Records an event as a device would: need-acknowledge when `ack`, with a snapshot. */
  async function raise(witness: string, ack: boolean, text: string) {
    const realmId = platform.platform.services.users ? await realmOfAdmin() : '';
    return platform.platform.services.auditLog.record({
      realmId,
      category: '47',
      message: text,
      triggeredAt: Date.now(),
      witnesses: [{ id: witness, name: witness, type: 'camera' }],
      metadata: ack ? [{ key: AUDIT_METADATA_KEY.ACK_REQUIRE, value: '1' }] : [],
      snapshots: [{ snapshot: TINY_JPEG_BASE64, default: true }],
      createdBy: null,
    });
  }
  let realmId: string | undefined;
  async function realmOfAdmin(): Promise<string> {
    if (!realmId) {
      const realm = await admin.graphql<{ currentRealm: { id: string } }>('{ currentRealm { id } }');
      realmId = realm.data?.currentRealm.id ?? '';
    }
    return realmId;
  }

  async function create(policy: Record<string, unknown>) {
    const result = await admin.graphql<{ createNotificationPolicy: { id: string } & Record<string, unknown> }>(CREATE, {
      p: policy,
    });
    if (!result.data) throw new Error(`createNotificationPolicy failed: ${message(result)}`);
    return result.data.createNotificationPolicy;
  }
  const sendsOf = async (id: string) =>
    (await admin.graphql<{ notificationSends: Send[] }>(SENDS, { id })).data?.notificationSends ?? [];

  it('tells of a need-acknowledge event by e-mail with its snapshot, signed webhook and MQTT, each within 2 s', async () => {
    const ann = await admin.graphql<{ createUser: { id: string } }>(
      'mutation($u: UserInput!) { createUser(user: $u) { id } }',
      { u: { name: 'night-guard', email: 'guard@site.test', password: 'guard-secret-1', sendNotification: true } },
    );
    const camera = cameras[0]!;
    const policy = await create({
      name: 'Night alarms',
      categories: ['47'],
      needAcknowledgeOnly: true,
      deviceIds: [camera],
      userIds: [ann.data?.createUser.id],
      addresses: ['ops@site.test'],
      emailEnabled: true,
      webhook: { url: receiverUrl, secret: SECRET },
      mqtt: { url: brokerUrl, topic: 'site/alarms' },
    });
    expect(policy).toMatchObject({
      enabled: true,
      throttleMs: 7000,
      webhook: { url: receiverUrl, hasSecret: true },
      mqtt: { url: brokerUrl, topic: 'site/alarms', username: null, hasPassword: false },
    });

    // An event that asks for no acknowledgement is not this policy's.
    const info = await raise(camera, false, 'Door opened');
    const event = await raise(camera, true, 'Perimeter breach');
    const raisedAt = Date.now();
    // (guard@ also got the new account's activation e-mail: the notification is the one to both.)
    const mail = await smtp.next('ops@site.test', WITHIN_MS);
    expect(mail.to.sort()).toEqual(['guard@site.test', 'ops@site.test']);
    expect(mail.subject).toBe('Night alarms: Perimeter breach');
    expect(mail.text).toContain(`Event: ${event.id}`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'snapshot.jpg', contentType: 'image/jpeg' });
    expect(mail.attachments[0]?.content.equals(Buffer.from(TINY_JPEG_BASE64, 'base64'))).toBe(true);
    const hook = await waitFor(() => deliveries.find((d) => d.body.event.id === event.id), WITHIN_MS, 'webhook');
    expect(hook.signed).toBe(true);
    expect(hook.body).toMatchObject({
      test: false,
      policy: { name: 'Night alarms' },
      event: { needsAcknowledgement: true },
    });
    expect(hook.at - raisedAt).toBeLessThan(WITHIN_MS);
    const note = await waitFor(() => published.find((p) => p.body.event.id === event.id), WITHIN_MS, 'MQTT message');
    expect(note.topic).toBe(`site/alarms/${camera}`);

    const sends = await waitFor(
      async () => {
        const rows = await sendsOf(policy.id);
        return rows.length >= 3 ? rows : undefined;
      },
      WITHIN_MS,
      'three logged sends',
    );
    expect(sends.map((s) => [s.channel, s.result, s.eventId]).sort()).toEqual([
      ['EMAIL', 'SENT', event.id],
      ['MQTT', 'SENT', event.id],
      ['WEBHOOK', 'SENT', event.id],
    ]);
    expect(deliveries.some((d) => d.body.event.id === info.id)).toBe(false);

    // The test button: every channel now, marked as a test.
    const test = await admin.graphql<{ testNotificationPolicy: Send[] }>(TEST, { id: policy.id });
    expect(test.data?.testNotificationPolicy.map((s) => [s.channel, s.result, s.test]).sort()).toEqual([
      ['EMAIL', 'SENT', true],
      ['MQTT', 'SENT', true],
      ['WEBHOOK', 'SENT', true],
    ]);
    expect(deliveries.some((d) => d.body.test && d.signed)).toBe(true);
    expect((await smtp.next('ops@site.test', WITHIN_MS)).subject).toMatch(/^\[Test\] Night alarms: /);
    await admin.graphql(DELETE, { id: policy.id });
  });

  it('holds the 7,000 ms throttle per device: a second event of the device is not sent, another device’s is', async () => {
    const [first, second] = cameras;
    const policy = await create({
      name: 'Throttled',
      deviceIds: [first, second],
      webhook: { url: receiverUrl, secret: SECRET },
    });
    const a = await raise(first!, true, 'A');
    await waitFor(() => deliveries.find((d) => d.body.event.id === a.id), WITHIN_MS, 'the first event');
    const b = await raise(first!, true, 'B');
    const c = await raise(second!, true, 'C');
    await waitFor(() => deliveries.find((d) => d.body.event.id === c.id), WITHIN_MS, 'the other device’s event');
    // A send is logged once delivered, with the other sends of its moment (a few ms later).
    const sent = await waitFor(
      async () => {
        const ids = (await sendsOf(policy.id)).map((s) => s.eventId);
        return ids.includes(c.id) ? ids : undefined;
      },
      WITHIN_MS,
      'the other device’s send logged',
    );
    expect(sent.sort()).toEqual([a.id, c.id].sort());
    expect(deliveries.some((d) => d.body.event.id === b.id)).toBe(false);
    await admin.graphql(DELETE, { id: policy.id });
  });

  it('retries a dead webhook with backoff, shows it failing on the policy, and never holds the event list', async () => {
    const dead = createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(dead.address() as AddressInfo).port}/gone`;
    await new Promise<void>((resolve) => dead.close(() => resolve()));
    const policy = await create({ name: 'Dead receiver', webhook: { url: deadUrl, secret: SECRET }, throttleMs: 0 });
    const event = await raise(cameras[0]!, true, 'Nobody listens');
    // The event list answers with the event while its notification is still being retried.
    const list = await admin.graphql<{ auditEntries: Array<{ context: string }> }>(
      'query($f: AuditEntryFilter!) { auditEntries(filter: $f) { context } }',
      { f: { limit: 10 } },
    );
    expect(list.data?.auditEntries.map((e) => e.context)).toContain(event.id);
    const failed = await waitFor(
      async () => (await sendsOf(policy.id)).find((s) => s.eventId === event.id && s.result === 'FAILED'),
      10_000,
      'the failed send',
    );
    expect(failed).toMatchObject({ channel: 'WEBHOOK', attempts: 4 });
    expect(failed.error).toBeTruthy();
    const shown = await admin.graphql<{ notificationPolicy: { lastProblem: Send } }>(POLICY, { id: policy.id });
    expect(shown.data?.notificationPolicy.lastProblem).toMatchObject({ id: failed.id, result: 'FAILED' });
    await admin.graphql(DELETE, { id: policy.id });
  });

  it('checks a policy, keeps secrets on update, records changes, and is for administrators only', async () => {
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ', webhook: { url: receiverUrl, secret: SECRET } }, 'Name should not be empty'],
      [{ name: 'x' }, 'Choose at least one channel'],
      [{ name: 'x', emailEnabled: true }, 'E-mail needs at least one recipient: a user, a group or an address'],
      [{ name: 'x', webhook: { url: receiverUrl } }, 'A webhook needs a secret to sign its deliveries'],
      [{ name: 'x', webhook: { url: 'ftp://h/x', secret: SECRET } }, 'The webhook URL must be an http or https URL'],
      [{ name: 'x', mqtt: { url: brokerUrl, topic: 'a/#' } }, 'The MQTT topic must not be empty nor hold + or #'],
      [{ name: 'x', emailEnabled: true, addresses: ['nope'] }, 'Not an e-mail address: nope'],
      [{ name: 'x', deviceIds: ['no-such-camera'], mqtt: { url: brokerUrl } }, 'Unknown device: no-such-camera'],
      [{ name: 'x', scheduleId: 'no-such-schedule', mqtt: { url: brokerUrl } }, 'Unknown schedule: no-such-schedule'],
    ];
    for (const [policy, text] of refusals) expect(message(await admin.graphql(CREATE, { p: policy }))).toBe(text);

    const policy = await create({ name: 'Kept', webhook: { url: receiverUrl, secret: SECRET } });
    expect(message(await admin.graphql(CREATE, { p: { name: 'KEPT', mqtt: { url: brokerUrl } } }))).toBe(
      'A notification policy with this name already exists',
    );
    const updated = await admin.graphql<{ updateNotificationPolicy: Record<string, unknown> }>(UPDATE, {
      p: { id: policy.id, name: 'Kept', enabled: false, webhook: { url: receiverUrl, secret: '' } },
    });
    expect(updated.data?.updateNotificationPolicy).toMatchObject({ enabled: false, webhook: { hasSecret: true } });
    await admin.graphql(TEST, { id: policy.id });
    await waitFor(
      () => deliveries.find((d) => d.body.test && d.body.policy.name === 'Kept' && d.signed),
      WITHIN_MS,
      'test',
    );

    const audit = await admin.graphql<{ userAudit: Array<{ kind: string; targetName: string }> }>(
      '{ userAudit { kind targetName } }',
    );
    expect(audit.data?.userAudit.filter((e) => e.targetName === 'Kept').map((e) => e.kind)).toEqual([
      'NOTIFICATION_POLICY_UPDATED',
      'NOTIFICATION_POLICY_CREATED',
    ]);

    const operator = new Client(platform.url);
    await operator.login('operator', 'operator');
    for (const [query, variables] of [
      [LIST, {}],
      [POLICY, { id: policy.id }],
      [CREATE, { p: { name: 'y', mqtt: { url: brokerUrl } } }],
      [UPDATE, { p: { id: policy.id, enabled: true } }],
      [DELETE, { id: policy.id }],
      [TEST, { id: policy.id }],
      [SENDS, { id: policy.id }],
    ] as const) {
      expect(message(await operator.graphql(query, variables))).toBe('Administrator rights required');
    }
    await operator.dispose();
    expect((await admin.graphql(DELETE, { id: policy.id })).data).toEqual({
      deleteNotificationPolicy: { deleted: true, warning: null },
    });
    expect(message(await admin.graphql(DELETE, { id: policy.id }))).toBe('Notification policy not found');
  });
});
