/** GET /metrics and the analytics dashboards (issue 29) on SQLite and PostgreSQL: the exposition
 *  parses with a Prometheus text-format parser and holds the process, event loop, HTTP, GraphQL and
 *  event series; it refuses anonymous callers, a wrong token and operators, and answers the metrics
 *  token and administrators. grafanaDashboards lists the built-ins and a configured Grafana's own,
 *  read over its search API (a small fake of it here: Grafana is not installable on this machine). */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { AUDIT_CATEGORY } from '../../shared/events/auditConstants';
import { BUILT_IN_DASHBOARDS, GRAFANA_DASHBOARD_PATH, METRICS_PATH } from '../../shared/metrics/builtInDashboards';
import { ApiClient } from '../testing/apiClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { grafanaDashboardJson } from './grafana/grafanaDashboardJson';

const TOKEN = 'scrape-token-0123456789';
const GRAFANA_TOKEN = 'grafana-service-account-token';

/** A fake of Grafana's search API: the dashboards of two folders for the right token only. */
async function startFakeGrafana(): Promise<{ url: string; asked: string[]; close(): Promise<void> }> {
  const asked: string[] = [];
  const hits = [
    { id: 11, uid: 'ops', title: 'Operations', url: '/grafana/d/ops/operations', folderId: 3, type: 'dash-db' },
    { id: 12, uid: 'net', title: 'Network', url: '/grafana/d/net/network', folderId: 4, type: 'dash-db' },
  ];
  const server = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    const url = new URL(request.url ?? '/', 'http://grafana');
    if (request.headers.authorization !== `Bearer ${GRAFANA_TOKEN}`) return void response.writeHead(401).end();
    // Grafana served under a sub-path, as behind a reverse proxy.
    if (url.pathname !== '/grafana/api/search' || url.searchParams.get('type') !== 'dash-db') {
      return void response.writeHead(404).end();
    }
    const folder = url.searchParams.get('folderIds');
    const answer = folder ? hits.filter((h) => String(h.folderId) === folder) : hits;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/grafana/`,
    asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function scrape(platform: TestPlatform, headers: Record<string, string> = {}) {
  const response = await fetch(`${platform.url}${METRICS_PATH}`, { headers });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

const family = (families: PrometheusFamily[], name: string) => families.find((f) => f.name === name);

describe.each(testDatabases())('metrics exposition on $kind', (database) => {
  let platform: TestPlatform;
  let grafana: Awaited<ReturnType<typeof startFakeGrafana>>;
  let admin: ApiClient;
  let operator: ApiClient;

  beforeAll(async () => {
    grafana = await startFakeGrafana();
    platform = await startTestPlatform(database, {
      env: { VANTAGE_METRICS_TOKEN: TOKEN, VANTAGE_GRAFANA_URL: grafana.url, VANTAGE_GRAFANA_TOKEN: GRAFANA_TOKEN },
    });
    admin = new ApiClient(platform.url);
    operator = new ApiClient(platform.url);
    expect((await admin.login('admin', 'admin')).status).toBe(200);
    expect((await operator.login('operator', 'operator')).status).toBe(200);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([admin?.dispose(), operator?.dispose()]);
    await platform?.close();
    await grafana?.close();
  });

  it('refuses anonymous callers, a wrong token and operators', async () => {
    expect((await scrape(platform)).status).toBe(401);
    expect((await scrape(platform, { authorization: 'Bearer not-the-token' })).status).toBe(401);
    expect((await operator.request('GET', METRICS_PATH)).status).toBe(403);
  });

  it('answers the token and administrators in a format Prometheus parses', async () => {
    const named = await admin.graphql('query MatrixOfRealms { currentRealm { id } }');
    expect(named.errors).toBeUndefined();
    const realmId = (named.data as { currentRealm: { id: string } }).currentRealm.id;
    await platform.platform.services.auditLog.record({
      realmId,
      category: AUDIT_CATEGORY.USER,
      message: 'metrics test',
      triggeredAt: Date.now(),
      witnesses: [],
      metadata: [],
      snapshots: [],
      createdBy: null,
    });

    const scraped = await scrape(platform, { authorization: `Bearer ${TOKEN}` });
    expect(scraped.status).toBe(200);
    expect(scraped.type).toContain('text/plain');
    const families = parsePrometheusTextFormat(scraped.text);
    expect(family(families, 'process_cpu_user_seconds_total')?.type).toBe('COUNTER');
    expect(family(families, 'nodejs_eventloop_lag_seconds')?.type).toBe('GAUGE');
    expect(family(families, 'vantage_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(family(families, 'vantage_graphql_operation_duration_seconds')?.type).toBe('HISTOGRAM');
    // The parser folds a histogram's labelled series into one: their labels are read off the lines.
    expect(scraped.text).toMatch(
      /^vantage_http_request_duration_seconds_count\{method="POST",route="\/api\/graphql",status="200"\} [1-9]/m,
    );
    expect(scraped.text).toMatch(
      /^vantage_graphql_operation_duration_seconds_count\{operation="MatrixOfRealms",type="query",outcome="ok"\} 1$/m,
    );
    const events = family(families, 'vantage_events_total')?.metrics ?? [];
    expect(events.find((m) => m.labels?.category === AUDIT_CATEGORY.USER)?.value).toBe('1');
    expect(family(families, 'vantage_media_sockets')?.metrics[0]?.value).toBe('0');

    const asAdmin = await admin.request<Buffer>('GET', METRICS_PATH);
    expect(asAdmin.status).toBe(200);
    expect(family(parsePrometheusTextFormat(asAdmin.body.toString()), 'vantage_events_total')).toBeDefined();
  });

  it("lists the built-in dashboards and the configured Grafana's, and serves the Grafana JSON", async () => {
    const all = await operator.graphql<{ grafanaDashboards: Array<{ id: string; uid: string; url: string | null }> }>(
      '{ grafanaDashboards { id uid title url folderId } }',
    );
    expect(all.errors).toBeUndefined();
    const uids = all.data!.grafanaDashboards.map((d) => d.uid);
    expect(uids).toEqual([...BUILT_IN_DASHBOARDS.map((d) => d.uid), 'ops', 'net']);
    expect(all.data!.grafanaDashboards.find((d) => d.uid === 'ops')?.url).toBe(`${grafana.url}d/ops/operations`);
    const folder = await operator.graphql<{ grafanaDashboards: Array<{ uid: string }> }>(
      '{ grafanaDashboards(folderId: "4") { uid } }',
    );
    expect(folder.data!.grafanaDashboards.map((d) => d.uid)).toEqual(['net']);
    expect(grafana.asked).toContain('/grafana/api/search?type=dash-db&folderIds=4');

    const json = await operator.request<{ uid: string }>('GET', GRAFANA_DASHBOARD_PATH);
    expect(json.status).toBe(200);
    expect(json.body.uid).toBe('vantage');
    // The file in the repo is what the platform serves.
    const committedDashboard: unknown = JSON.parse(readFileSync(path.join(__dirname, 'grafana/vantage.json'), 'utf8'));
    expect(committedDashboard).toEqual(grafanaDashboardJson());
    expect((await new ApiClient(platform.url).request('GET', GRAFANA_DASHBOARD_PATH)).status).toBe(401);
  });
});
