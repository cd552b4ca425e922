/** Issue 34: the installation's settings over GraphQL (administrators only, checked together, seen
 *  at once by the branding, the public parameters and Install App's updates host), set from the
 *  environment for unattended installs, and the browser console's error reports passed on to the
 *  DSN — a receiver started here that parses the Sentry envelope — on SQLite and PostgreSQL. The
 *  platform's refusals name their message's code (messageKey) for the console to translate. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_PATHS } from '../../shared/auth/loginApi';
import { ERROR_REPORT_PATH } from '../../shared/installation/installationSettings';
import { ApiClient } from '../testing/apiClient';
import { sharedTestPlatform } from '../testing/sharedTestPlatform';
import { testDatabases } from '../testing/testDatabases';

jest.setTimeout(30_000);

const FIELDS = 'companyName loginHeaderColor errorReportingEnabled errorReportingDsn updatesHost licenseExpireText';
const READ = `{ installationSettings { ${FIELDS} } }`;
const UPDATE = `mutation($s: InstallationSettingsInput!) { updateInstallationSettings(settings: $s) { ${FIELDS} } }`;

type Errors = Array<{ message: string; extensions?: Record<string, unknown> }> | undefined;
const firstError = (result: { errors?: unknown }) => (result.errors as Errors)?.[0];

/** A stand-in for the error-reporting service: keeps each envelope it is sent, parsed. */
interface Receiver {
  dsn: string;
  envelopes: Array<{ url: string; header: Record<string, unknown>; items: unknown[] }>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const envelopes: Receiver['envelopes'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const lines = Buffer.concat(chunks).toString('utf8').split('\n').filter(Boolean);
      const [header = '{}', ...items] = lines;
      envelopes.push({ url: request.url ?? '', header: JSON.parse(header), items: items.map((l) => JSON.parse(l)) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/42`,
    envelopes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabases())('installation settings on $kind', (database) => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  // Declared before the platform's own hooks, so it runs while the platform is still up.
  afterAll(async () => {
    await receiver.close();
  });
  const shared = sharedTestPlatform(database);

  it('are read and changed by administrators only; an operator is refused with a translatable code', async () => {
    const operator = await shared.signIn('operator');
    for (const result of [await operator.graphql(READ), await operator.graphql(UPDATE, { s: { companyName: 'X' } })]) {
      expect(firstError(result)).toMatchObject({
        message: 'Administrator rights required',
        extensions: { code: '403', messageKey: 'adminRequired' },
      });
    }
  });

  it('take effect at once: branding, the public parameters and the updates host Install App reads', async () => {
    const admin = await shared.signIn('admin');
    const saved = await admin.graphql(UPDATE, {
      s: {
        companyName: 'North Depot Security',
        loginHeaderColor: '#204060',
        updatesHost: 'updates.example.com/vantage',
        licenseExpireText: 'The licence ends on 31 December.',
      },
    });
    expect(firstError(saved)).toBeUndefined();
    const branding = await new ApiClient(shared.current().url).request<Record<string, unknown>>(
      'GET',
      AUTH_PATHS.branding,
    );
    expect(branding.body).toMatchObject({ COMPANY_NAME: 'North Depot Security', LOGIN_HEADER_COLOR: '#204060' });
    const parameters = await new ApiClient(shared.current().url).request<Array<{ name: string; value: string }>>(
      'GET',
      AUTH_PATHS.parameters,
    );
    expect(parameters.body).toContainEqual({ name: 'LICENSE_EXPIRE_TEXT', value: 'The licence ends on 31 December.' });
    const system = await admin.graphql<{ systemParameters: { updatesHost: string } }>(
      '{ systemParameters { updatesHost } }',
    );
    expect(system.data?.systemParameters.updatesHost).toBe('updates.example.com/vantage');
  });

  it('are checked together: nothing is stored when one field is wrong, and each fault names its code', async () => {
    const admin = await shared.signIn('admin');
    const before = await admin.graphql<{ installationSettings: Record<string, unknown> }>(READ);
    const colour = await admin.graphql(UPDATE, { s: { companyName: 'Changed', loginHeaderColor: 'blue' } });
    expect(firstError(colour)).toMatchObject({
      message: 'A colour is written #rgb or #rrggbb',
      extensions: { code: '400', messageKey: 'installationColor' },
    });
    const noDsn = await admin.graphql(UPDATE, { s: { errorReportingEnabled: true, errorReportingDsn: '' } });
    expect(firstError(noDsn)?.extensions).toMatchObject({ messageKey: 'installationDsnRequired' });
    expect((await admin.graphql(READ)).data).toEqual(before.data);
  });

  it('come from VANTAGE_… variables at start; a value its rule refuses is reported and left out', async () => {
    const reports: string[] = [];
    const { installation } = shared.current().platform.services;
    const used = await installation.applyEnvironment(
      {
        VANTAGE_COMPANY_NAME: 'Unattended Ltd',
        VANTAGE_LOGIN_FOOTER_COLOR: 'green',
        VANTAGE_UPDATES_HOST: 'dl.example.net',
      },
      (message) => reports.push(message),
    );
    expect(used).toEqual(['VANTAGE_COMPANY_NAME', 'VANTAGE_UPDATES_HOST']);
    expect(reports).toEqual(['VANTAGE_LOGIN_FOOTER_COLOR is not used: A colour is written #rgb or #rrggbb']);
    const settings = await installation.read();
    expect(settings).toMatchObject({ companyName: 'Unattended Ltd', updatesHost: 'dl.example.net' });
  });

  it('pass the console’s error reports on to the DSN only while reporting is on', async () => {
    const anonymous = new ApiClient(shared.current().url);
    const envelope = (dsn: string) =>
      `${JSON.stringify({ event_id: 'a'.repeat(32), dsn, sent_at: new Date().toISOString() })}\n` +
      `${JSON.stringify({ type: 'event' })}\n${JSON.stringify({ message: 'The console broke', level: 'error' })}\n`;
    const send = (body: string) =>
      anonymous.request('POST', ERROR_REPORT_PATH, body, { 'content-type': 'text/plain;charset=UTF-8' });

    expect((await send(envelope(receiver.dsn))).status).toBe(404);
    const admin = await shared.signIn('admin');
    const on = await admin.graphql(UPDATE, { s: { errorReportingEnabled: true, errorReportingDsn: receiver.dsn } });
    expect(firstError(on)).toBeUndefined();

    expect((await send(envelope(receiver.dsn))).status).toBe(200);
    expect(receiver.envelopes).toHaveLength(1);
    expect(receiver.envelopes[0]).toMatchObject({
      url: expect.stringMatching(/^\/api\/42\/envelope\/\?sentry_key=publickey&sentry_version=7$/),
      header: { dsn: receiver.dsn },
      items: [{ type: 'event' }, { message: 'The console broke' }],
    });
    // A report made for another project is not passed on: the relay is no open proxy.
    expect((await send(envelope('http://otherkey@127.0.0.1:9/7'))).status).toBe(400);
    expect(receiver.envelopes).toHaveLength(1);
  });
});
