/* Fault suite, malformed input (issue 16): a seeded fuzzer sends thousands of malformed GraphQL
 * bodies, malformed bodies and queries to every REST route the platform registers, malformed
 * media-WebSocket messages and malformed GraphQL WebSocket frames, to the platform (server/main.ts in a process of its own, recording one
 * camera); every REST route and GraphQL also get lists longer than the platform's list limit, and
 * GraphQL and media sockets are opened that never initialise (issue 27 #4, #10). It holds the
 * platform to: no 5xx that is not explained, no crash (the process still runs and answers health),
 * every refusal a readable `[code] message`, every long list a 400 that names the limit, every
 * never-initialised socket closed with its protocol's code within its wait, and the memory the server
 * keeps back within 10 % of its warmed-up figure afterwards: the V8 heap in use after a collection
 * forced through the inspector (the resident set is reported beside it).
 * FUZZ_SEED replays a run (the seed is printed with the figures); FUZZ_SECONDS bounds it. */
import { buildSchema } from 'graphql';
import type { RouteOptions } from 'fastify';
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE, SESSION_COOKIE } from '../../shared/auth/loginApi';
import { ERROR_REPORT_PATH } from '../../shared/installation/installationSettings';
import { MEDIA_WS_PATH } from '../../shared/video/constants';
import { QUERY_LIMITS } from '../graphql/limits/queryLimits';
import { MAX_LIST_ITEMS } from '../http/listLengthLimit';
import { loadSchemaText } from '../graphql/registerGraphql';
import { driveConcurrently } from '../testing/fuzz/driveConcurrently';
import { fuzzGraphqlSockets } from '../testing/fuzz/fuzzGraphqlSockets';
import { fuzzMediaSockets } from '../testing/fuzz/fuzzMediaSockets';
import { graphqlFuzzBody } from '../testing/fuzz/graphqlFuzzBody';
import { longListAnswerProblem, longListRequests } from '../testing/fuzz/longListRequests';
import { malformedBody } from '../testing/fuzz/malformedBody';
import { malformedValue } from '../testing/fuzz/malformedValue';
import { type NeverInitialisedFigures, neverInitialisedSockets } from '../testing/fuzz/neverInitialisedSockets';
import { refusalProblem } from '../testing/fuzz/refusalProblem';
import { seededRandom } from '../testing/fuzz/seededRandom';
import { ApiClient } from '../testing/apiClient';
import { MediaClient } from '../testing/mediaClient';
import { testDatabases } from '../testing/testDatabases';
import { type PlatformProcess, startPlatformProcess } from '../testing/platformProcess';
import { type MemoryProbe, type RetainedMemory, connectMemoryProbe, inspectorOptions } from '../testing/retainedMemory';
import { startTestPlatform } from '../testing/testPlatform';

const SEED = Number(process.env.FUZZ_SEED ?? 162_026);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 30);
/** Shares of the time bound, and the most requests each part sends. */
const PLAN = {
  graphql: { share: 0.38, most: 4000 },
  rest: { share: 0.25, most: 3000 },
  media: { share: 0.17, most: 400 },
  sockets: { share: 0.15, most: 600 },
};
/** Requests before the memory baseline: enough to warm every path (JIT, pools, sessions). */
const WARM_UP = { graphql: 600, rest: 600, media: 60, sockets: 80 };
/** Distinct documents sent before each memory reading, valid and refused: Mercurius keeps the
 *  parse of the last 128 to 256 distinct documents of each kind (QUERY_LIMITS.cachedDocuments, in
 *  two generations), so without this the readings would differ by which fuzzed documents, large or
 *  small, happen to be cached (5–15 MB), not by what the platform keeps per request. */
const CACHE_FLUSH = 3 * QUERY_LIMITS.cachedDocuments;
/** Readings per figure, and the documents of each kind sent between them: refused documents are
 *  cached with their errors (tens of KB each), so one generation more or less is 4–5 MB. */
const READINGS = 4;
const CACHE_STEP = QUERY_LIMITS.cachedDocuments / READINGS;
/** Not among the ids the GraphQL and REST fuzz aim at: an administrator's fuzzed mutations may
 *  delete or disable those cameras, as they may. */
const CAMERA = 'demo-hq-camera-2';
const CONCURRENCY = 4;
/** Never-initialised sockets of each kind (GraphQL, media) held open during the fuzz. */
const NEVER_INITIALISED = 100;
/** A request still unanswered after this long is reported as hanging. */
const NO_ANSWER_MS = 30_000;

jest.setTimeout((SECONDS + 210) * 1000);

const megabytes = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const changePct = (after: number, before: number) => Math.round(((after - before) / before) * 1000) / 10;

interface Figures {
  sent: number;
  statuses: Record<string, number>;
  problems: string[];
}

const figures = (): Figures => ({ sent: 0, statuses: {}, problems: [] });

const [sqlite] = testDatabases();

/** Every route the platform registers, from an in-process platform that is closed again. */
async function platformRoutes(): Promise<Array<{ method: string; url: string }>> {
  if (!sqlite) throw new Error('SQLite is always tested');
  const routes: Array<{ method: string; url: string }> = [];
  const listing = await startTestPlatform(sqlite, {
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
  await listing.close();
  return routes;
}

/** Login-family routes are sent without the session: a fuzzed logout would end it for everyone. */
const AUTH_FAMILY = new Set<string>(Object.values(AUTH_PATHS));

describe('malformed input', () => {
  let t: PlatformProcess;
  let cookie = '';
  let routes: Array<{ method: string; url: string }> = [];
  let probe: MemoryProbe | undefined;
  let before: RetainedMemory = { heapUsed: 0, rss: 0 };
  let neverInitialised: { settled: () => Promise<NeverInitialisedFigures> } | undefined;
  const report: Record<string, unknown> = { seed: SEED, seconds: SECONDS };

  const signIn = async () => {
    const answer = await fetch(`${t.url}${AUTH_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    const set = answer.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    cookie = set?.split(';')[0] ?? '';
    if (!cookie) throw new Error(`admin could not sign in: ${answer.status}`);
  };

  /** Sends one request and judges the answer; signs in again when a fuzzed call ended the session. */
  const send = async (
    into: Figures,
    method: string,
    path: string,
    body: string | undefined,
    what: string,
    withSession = true,
  ) => {
    into.sent += 1;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${t.url}${path}`, {
        method,
        headers: {
          [PREFLIGHT_HEADER]: PREFLIGHT_VALUE,
          ...(withSession && { cookie }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body }),
        signal: AbortSignal.timeout(NO_ANSWER_MS),
      });
      text = await response.text();
    } catch (err) {
      // A request left unanswered holds its connection for ever: a finding, not a reason to hang.
      if (into.problems.length < 50) into.problems.push(`${what}: no answer (${(err as Error).message})`);
      return;
    }
    into.statuses[response.status] = (into.statuses[response.status] ?? 0) + 1;
    const problem = refusalProblem(response.status, response.headers, text);
    if (problem && into.problems.length < 50) into.problems.push(`${what}: ${problem}`);
    if (response.status === 401 && withSession) await signIn();
  };

  /** Sends up to `most` fuzzed requests to the REST routes; answers how many routes there are. */
  const fuzzRest = async (into: Figures, seed: number, most: number, ms: number) => {
    const random = seededRandom(seed);
    // The socket routes and the console's own files are exercised elsewhere.
    const targets = routes.filter(
      (r) =>
        r.url.startsWith('/api/') && r.url !== AUTH_PATHS.graphql && r.url !== MEDIA_WS_PATH && r.method !== 'HEAD',
    );
    expect(targets.length).toBeGreaterThan(10);
    const noise = () => {
      const value = malformedValue(random);
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      // Lone surrogates cannot be percent-encoded: they travel as U+FFFD, as a browser sends them.
      return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd')).slice(0, 5000);
    };
    const keys = ['obj', 'startTime', 'endTime', 'granularity', 'streams', 'time', 'cam_objid', 'id', 'limit'];
    await driveConcurrently(CONCURRENCY, most, ms, async (i) => {
      const route = random.pick(targets);
      const path = route.url.replace(/:\w+/g, () => noise() || 'x');
      const query = Array.from({ length: random.int(4) }, () => `${random.pick(keys)}=${noise()}`).join('&');
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : malformedBody(random);
      const target = query ? `${path}?${query}` : path;
      const what = `${route.method} ${target.slice(0, 200)} #${i} (seed ${seed})`;
      await send(into, route.method, target, body, what, !AUTH_FAMILY.has(route.url));
    });
    return targets.length;
  };

  const fuzzGraphql = async (into: Figures, seed: number, most: number, ms: number) => {
    const random = seededRandom(seed);
    const schema = buildSchema(loadSchemaText());
    await driveConcurrently(CONCURRENCY, most, ms, (i) =>
      send(into, 'POST', AUTH_PATHS.graphql, graphqlFuzzBody(random, schema), `graphql #${i} (seed ${seed})`),
    );
  };

  /** Fills the document caches with the same small documents, then reads what the platform keeps:
   *  the least of READINGS readings, CACHE_STEP more documents of each kind apart, as the caches hold
   *  between one and two generations of them depending on where the fuzz left their count. */
  const retainedMemory = async (run: number): Promise<RetainedMemory> => {
    if (!probe) throw new Error('no memory probe');
    const headers = { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE, cookie, 'content-type': 'application/json' };
    let sent = 0;
    const flush = (pairs: number) =>
      driveConcurrently(CONCURRENCY, 2 * pairs, 120_000, async () => {
        // Valid and refused in turn; the run number keeps them distinct from the previous reading's.
        const i = sent++;
        const query = `query Flush${run}x${Math.floor(i / 2)} { ${i % 2 ? 'nothing' : '__typename'} }`;
        const answer = await fetch(`${t.url}${AUTH_PATHS.graphql}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ query }),
        });
        await answer.text();
      });
    await flush(CACHE_FLUSH);
    let least = await probe.retained();
    for (let reading = 1; reading < READINGS; reading++) {
      await flush(CACHE_STEP);
      // The last reading leaves a heap snapshot when MEMORY_SNAPSHOT_DIR asks for one.
      const next = await probe.retained(reading === READINGS - 1 ? `malformed-input-${run}` : undefined);
      if (next.heapUsed < least.heapUsed) least = next;
    }
    return least;
  };

  const issueMediaUrl = async (retry = true): Promise<{ url: string; ticket: string }> => {
    const answer = await fetch(`${t.url}${AUTH_PATHS.graphql}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE, cookie },
      body: JSON.stringify({ query: `mutation { issueMediaUrl(cameraId: "${CAMERA}") { url ticket } }` }),
    });
    const body = (await answer.json()) as { data?: { issueMediaUrl?: { url: string; ticket: string } } };
    if (body.data?.issueMediaUrl) return body.data.issueMediaUrl;
    // Signed in again once (a fuzzed call may have ended the session), then it is a failure.
    if (!retry) throw new Error(`issueMediaUrl(${CAMERA}): ${JSON.stringify(body).slice(0, 300)}`);
    await signIn();
    return issueMediaUrl(false);
  };

  /** Media sockets with malformed messages; replays use a ticket redeemed first. */
  const fuzzMedia = async (seed: number, most: number, ms: number) => {
    const spent = await issueMediaUrl();
    const used = await MediaClient.open(spent.url);
    used.send({ cmd: 'init', objid: CAMERA, streamid: 1, ticket: spent.ticket });
    await used.until(() => used.json.length > 0);
    used.close();
    const random = seededRandom(seed);
    const common = { random, most, ms, cameraId: CAMERA, issue: issueMediaUrl };
    return fuzzMediaSockets({ ...common, spentTicket: spent.ticket, spentUrl: spent.url });
  };

  /** GraphQL WebSocket frames on signed-in sockets from the console's origin. */
  const fuzzSockets = (seed: number, most: number, ms: number) =>
    fuzzGraphqlSockets({
      random: seededRandom(seed),
      most,
      ms,
      url: `${t.url.replace(/^http/, 'ws')}${AUTH_PATHS.graphql}`,
      cookie,
      origin: t.url,
      schema: buildSchema(loadSchemaText()),
    });

  beforeAll(async () => {
    routes = await platformRoutes();
    t = await startPlatformProcess({
      entry: 'source',
      // The inspector listens on loopback only: the test forces collections through it.
      env: { VANTAGE_MEDIA: '1', VANTAGE_MEDIA_CAMERAS: CAMERA, LOG_LEVEL: 'error', NODE_OPTIONS: inspectorOptions() },
    });
    probe = await connectMemoryProbe(t.output(), () => t.rssBytes());
    await signIn();
    // Warm every path (JIT, pools), then take the memory baseline.
    const warm = figures();
    await fuzzGraphql(warm, SEED ^ 0x5eed, WARM_UP.graphql, 60_000);
    await fuzzRest(warm, SEED ^ 0xface, WARM_UP.rest, 60_000);
    await fuzzMedia(SEED ^ 0xbeef, WARM_UP.media, 60_000);
    await fuzzSockets(SEED ^ 0xcafe, WARM_UP.sockets, 30_000);
    report.warmUpProblems = warm.problems;
    before = await retainedMemory(1);
    report.heapBeforeMB = megabytes(before.heapUsed);
    report.rssBeforeMB = megabytes(before.rss);
    // Held open through the fuzz below; each must be closed within its init wait.
    neverInitialised = await neverInitialisedSockets({
      url: t.url,
      count: NEVER_INITIALISED,
      graphqlPath: AUTH_PATHS.graphql,
    });
    // Four warm-ups of at most a minute each (30 s for sockets), the platform's start and the
    // baseline: a loaded machine reaches their time caps, an idle one finishes in well under one.
  }, 360_000);

  afterAll(async () => {
    process.stdout.write(`malformed input: ${JSON.stringify(report)}\n`);
    probe?.close();
    await t?.stop();
  });

  it('answers malformed GraphQL bodies with 4xx or GraphQL errors, never an unexplained 5xx', async () => {
    const graphql = figures();
    await fuzzGraphql(graphql, SEED, PLAN.graphql.most, SECONDS * 1000 * PLAN.graphql.share);
    report.graphql = { sent: graphql.sent, statuses: graphql.statuses };
    expect(graphql.problems).toEqual([]);
    // Time-bound: a loaded two-core machine still sends several hundred; an idle one, thousands.
    expect(graphql.sent).toBeGreaterThan(100);
  });

  it('answers malformed bodies and queries on every REST route with a [code] message', async () => {
    const rest = figures();
    const routeCount = await fuzzRest(rest, SEED + 1, PLAN.rest.most, SECONDS * 1000 * PLAN.rest.share);
    report.rest = { routes: routeCount, sent: rest.sent, statuses: rest.statuses };
    expect(rest.problems).toEqual([]);
  });

  it('answers malformed media messages with the stop codes and keeps streaming to others', async () => {
    // A healthy viewer watches live throughout.
    const viewer = await issueMediaUrl();
    const watching = await MediaClient.open(viewer.url);
    watching.send({ cmd: 'init', objid: CAMERA, streamid: 1, ticket: viewer.ticket });
    watching.send({ cmd: 'play' });

    const media = await fuzzMedia(SEED + 2, PLAN.media.most, SECONDS * 1000 * PLAN.media.share);
    report.media = { sockets: media.sockets, messages: media.messages, codes: media.codes };
    expect(media.problems).toEqual([]);

    // The healthy viewer never noticed.
    const before = watching.frames.length;
    await watching.until(() => watching.frames.length > before + 5, 10_000, 'live frames after the fuzz');
    expect(watching.json.filter((j) => 'code' in j)).toEqual([]);
    watching.close();
  });

  it('closes GraphQL sockets that break the protocol with its codes and keeps other subscribers served', async () => {
    // A console subscribed throughout, on a socket of its own.
    const console = new ApiClient(t.url);
    expect((await console.login('admin', 'admin')).status).toBe(200);
    const updates = console.subscribe('subscription { solidConfigUpdate { userId solidConfig } }');
    await updates.started;

    const sockets = await fuzzSockets(SEED + 3, PLAN.sockets.most, SECONDS * 1000 * PLAN.sockets.share);
    report.sockets = sockets;
    expect(sockets.problems).toEqual([]);
    // Time-bound like the rest; each refusal has its own test (subscriptionSocketGuard.test.ts).
    expect(sockets.sockets).toBeGreaterThan(10);
    // No socket ended without a code (each would also be among the problems, with its frames).
    expect(sockets.abnormal).toBe(0);
    expect(sockets.closes['4400']).toBeGreaterThan(0);

    // The console's subscription never noticed.
    const config = { version: 'v2', views: [{ id: 'after-fuzz', name: 'After the fuzz' }] };
    const saved = await console.graphql(
      'mutation($userId: ID!, $config: JSON!) { updateSolidConfig(userId: $userId, solidConfig: $config) { userId } }',
      { userId: 'user-admin', config },
    );
    expect(saved.errors).toBeUndefined();
    expect((await updates.next(10_000)).data).toEqual({
      solidConfigUpdate: { userId: 'user-admin', solidConfig: config },
    });
    await console.dispose();
  });

  it('refuses lists longer than the limit on every REST route and in GraphQL variables with a 400 naming it', async () => {
    // The error-report relay passes its body on as opaque bytes: no list is read there to limit.
    const targets = routes.filter(
      (r) =>
        r.url !== AUTH_PATHS.graphql && r.url !== MEDIA_WS_PATH && r.url !== ERROR_REPORT_PATH && r.method !== 'HEAD',
    );
    const requests = longListRequests(targets, MAX_LIST_ITEMS, AUTH_PATHS.graphql);
    const problems: string[] = [];
    let slowestMs = 0;
    await driveConcurrently(CONCURRENCY, requests.length, 10 * 60_000, async (i) => {
      const request = requests[i];
      if (!request) return;
      const started = performance.now();
      const send = () =>
        fetch(`${t.url}${request.path}`, {
          method: request.method,
          headers: {
            [PREFLIGHT_HEADER]: PREFLIGHT_VALUE,
            cookie,
            ...(request.body !== undefined && { 'content-type': 'application/json' }),
          },
          ...(request.body !== undefined && { body: request.body }),
          signal: AbortSignal.timeout(NO_ANSWER_MS),
        }).then(
          (response) => ({ response }),
          // fetch's errors come from Node's own realm, not the test's: `instanceof Error` is false.
          (error: Error) => ({ error }),
        );
      let answer = await send();
      // A connection lost before any answer (seen once on a loaded machine: 'fetch failed' on a
      // POST with a body) is tried once more on a new one; a wait past NO_ANSWER_MS is not.
      if ('error' in answer && answer.error.name !== 'TimeoutError') answer = await send();
      slowestMs = Math.max(slowestMs, performance.now() - started);
      if ('error' in answer) return void problems.push(`${request.what}: no answer (${answer.error.message})`);
      const problem = longListAnswerProblem(answer.response.status, await answer.response.text(), MAX_LIST_ITEMS);
      if (problem) problems.push(`${request.what}: ${problem}`);
    });
    report.longLists = { routes: targets.length, sent: requests.length, slowestMs: Math.round(slowestMs) };
    expect(problems).toEqual([]);
    expect(targets.length).toBeGreaterThan(10);
  });

  it('closes GraphQL and media sockets that never initialise, each within its wait', async () => {
    if (!neverInitialised) throw new Error('the never-initialised sockets were not opened');
    const figures = await neverInitialised.settled();
    report.neverInitialised = { opened: figures.opened, closes: figures.closes, longestOpenMs: figures.longestOpenMs };
    expect(figures.problems).toEqual([]);
    expect(figures.opened).toEqual({ graphql: NEVER_INITIALISED, media: NEVER_INITIALISED });
  });

  it('neither crashed nor kept the memory', async () => {
    expect(t.unexpectedExit()).toBeUndefined();
    const health = await fetch(`${t.url}${AUTH_PATHS.health}`);
    expect(health.status).toBe(200);
    expect(before.heapUsed).toBeGreaterThan(0);
    // After a forced full collection, so garbage not yet collected and heap space not yet given
    // back count for nothing; what is left is what the platform keeps.
    const after = await retainedMemory(2);
    report.heapAfterMB = megabytes(after.heapUsed);
    report.heapChangePct = changePct(after.heapUsed, before.heapUsed);
    report.rssAfterMB = megabytes(after.rss);
    report.rssChangePct = changePct(after.rss, before.rss);
    expect(after.heapUsed).toBeLessThan(before.heapUsed * 1.1);
  });
});
