/** `npx tsx bench/abuse.ts`: how the platform holds up while one signed-in user sends the worst
 *  requests of each kind (snapshot fan-out, aliased snapshots, huge coverage spans, tiny
 *  granularity, 40,000 ids in a list argument, an alert-log objid list and a witness filter, absurd
 *  speeds) beside the demo cameras recording: /api/health latency
 *  against the same run's idle baseline, what each request was answered, and the seconds of
 *  recording lost per camera. Prints JSON, then one summary line; see bench/README.md. */
import WebSocket from 'ws';
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../shared/auth/loginApi';
import { ALERT_LOG_PATH } from '../shared/events/auditConstants';
import { MEDIA_WS_PROTOCOL } from '../shared/video/constants';
import { signIn } from './lib/cases';
import { distribution, type Distribution } from './lib/distribution';
import { loadAverage } from './lib/report';
import { buildServer, startServer } from './lib/serverProcess';

const progress = (line: string) => process.stderr.write(`[abuse] ${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Each case runs this long, its health probes with it. */
const CASE_MS = Number(process.env.BENCH_SECONDS ?? 6) * 1000;
/** The demo cameras record this long before the first case, so snapshots and coverage have video. */
const RECORD_FIRST_MS = 8_000;
const PROBE_EVERY_MS = 50;

type Attack = (url: string, cookie: string) => Promise<string>;

const headers = (cookie: string) => ({
  'content-type': 'application/json',
  [PREFLIGHT_HEADER]: PREFLIGHT_VALUE,
  cookie,
});

async function graphql(url: string, cookie: string, query: string, variables?: unknown): Promise<string> {
  const response = await fetch(`${url}${AUTH_PATHS.graphql}`, {
    method: 'POST',
    headers: headers(cookie),
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  return `${response.status}${body.errors ? ' errors' : ''}`;
}

async function get(url: string, cookie: string, path: string): Promise<string> {
  const response = await fetch(`${url}${path}`, { headers: headers(cookie) });
  await response.arrayBuffer();
  return String(response.status);
}

const CAM = 'demo-hq-camera-1';
const aliased = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

/** One round of each worst request; a case repeats its round until its time is up. */
const ATTACKS: Record<string, Attack> = {
  snapshotFanout: async (url, cookie) =>
    (await Promise.all(Array.from({ length: 60 }, () => get(url, cookie, `/api/media/snapshot?obj=${CAM}`)))).join(','),
  aliasedSnapshots: (url, cookie) => graphql(url, cookie, aliased(200, `snapshot(obj: "${CAM}") { image }`)),
  coverageHugeSpan: (url, cookie) =>
    graphql(
      url,
      cookie,
      `{ archiveCoverage(ids: ["${CAM}"], startTime: 0, endTime: 1000000000000000) { coverage { time } } }`,
    ),
  coverageWidestAllowed: (url, cookie) =>
    graphql(
      url,
      cookie,
      `{ archiveCoverage(ids: ${JSON.stringify(Array.from({ length: 5 }, (_, i) => `demo-hq-camera-${i + 1}`))}, startTime: ${Date.now() - 31 * 86_400_000 + 1}, endTime: ${Date.now()}, streams: [FULL, REVIEW]) { coverage { time } } }`,
    ),
  coverageGranularity: (url, cookie) =>
    get(
      url,
      cookie,
      `/api/cm/coverage?obj=${CAM}&startTime=${Date.now() - 20_000}&endTime=${Date.now()}&granularity=0.000000001`,
    ),
  manyIds: (url, cookie) =>
    graphql(url, cookie, 'query($ids: [ID!]!) { devicesByIds(ids: $ids) { id } }', {
      ids: Array.from({ length: 40_000 }, (_, i) => `camera-${i}`),
    }),
  eventListManyIds: async (url, cookie) => {
    const response = await fetch(`${url}${ALERT_LOG_PATH}/eventList?roleid=demo-hq`, {
      method: 'POST',
      headers: headers(cookie),
      body: JSON.stringify({ filter: { objid: Array.from({ length: 40_000 }, (_, i) => `camera-${i}`) } }),
    });
    await response.arrayBuffer();
    return String(response.status);
  },
  witnessFilterManyIds: (url, cookie) =>
    graphql(url, cookie, 'query($f: AuditEntryFilter!) { auditEntries(filter: $f) { context } }', {
      f: { witnesses: Array.from({ length: 40_000 }, (_, i) => `camera-${i}`) },
    }),
  absurdSpeed: async (url, cookie) => {
    const media = (await (
      await fetch(`${url}${AUTH_PATHS.graphql}`, {
        method: 'POST',
        headers: headers(cookie),
        body: JSON.stringify({ query: `{ getMediaURL(cameraId: "${CAM}") { url ticket } }` }),
      })
    ).json()) as { data: { getMediaURL: { url: string; ticket: string } } };
    const socket = new WebSocket(media.data.getMediaURL.url, MEDIA_WS_PROTOCOL, { headers: { origin: url } });
    const answers: string[] = [];
    await new Promise<void>((resolve) => {
      socket.on('open', () => {
        socket.send(
          JSON.stringify({
            cmd: 'init',
            objid: CAM,
            streamid: 1,
            ticket: media.data.getMediaURL.ticket,
            startTime: Date.now() - 5000,
          }),
        );
        socket.send(JSON.stringify({ cmd: 'play', speed: 1e-300 }));
      });
      socket.on('message', (data, binary) => {
        if (!binary) answers.push(String(data));
      });
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
      setTimeout(() => socket.close(), 2000);
    });
    return answers.map((a) => (JSON.parse(a) as { code?: number }).code ?? 'header').join(',') || 'none';
  },
};

/** Health latencies while `during` runs (or idles) for CASE_MS. */
async function probeHealth(
  url: string,
  during?: () => Promise<string>,
): Promise<{ health: Distribution; answers: Record<string, number> }> {
  const end = Date.now() + CASE_MS;
  const answers: Record<string, number> = {};
  const load = (async () => {
    while (during && Date.now() < end) {
      for (const answer of (await during()).split(',')) answers[answer] = (answers[answer] ?? 0) + 1;
    }
  })();
  const latencies: number[] = [];
  while (Date.now() < end) {
    const started = performance.now();
    const response = await fetch(`${url}${AUTH_PATHS.health}`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await sleep(PROBE_EVERY_MS);
  }
  await load;
  return { health: distribution(latencies), answers };
}

/** Seconds of [from, to) that a camera's FULL stream did not record, from the 1 s coverage. */
async function lostSeconds(url: string, cookie: string, camera: string, from: number, to: number): Promise<number> {
  const response = await fetch(
    // What the camera recorded where it records (some demo cameras upload only on events).
    `${url}/api/cm/coverage?obj=${camera}&startTime=${from}&endTime=${to}&granularity=1&location=local`,
    {
      headers: headers(cookie),
    },
  );
  const body = (await response.json()) as { coverage: unknown[]; partial_coverage: unknown[] };
  return Math.max(0, Math.round((to - from) / 1000) - body.coverage.length - body.partial_coverage.length);
}

async function main(): Promise<void> {
  buildServer();
  process.env.VANTAGE_MEDIA = '1';
  const server = await startServer(undefined);
  try {
    const cookie = await signIn(server.url);
    progress(`recording ${RECORD_FIRST_MS / 1000} s first`);
    await sleep(RECORD_FIRST_MS);
    const runFrom = Date.now();
    const idle = await probeHealth(server.url);
    const cases: Record<string, unknown> = {};
    for (const [name, attack] of Object.entries(ATTACKS)) {
      progress(name);
      const measured = await probeHealth(server.url, () => attack(server.url, cookie));
      cases[name] = {
        ...measured,
        health: { ...measured.health, values: undefined },
        p95RatioToIdle: Number((measured.health.p95 / idle.health.p95).toFixed(2)),
      };
    }
    // The index is written a few seconds behind; the last seconds are not judged.
    await sleep(4000);
    const runTo = Date.now() - 3000;
    const lost: Record<string, number> = {};
    for (let i = 1; i <= 6; i += 1) {
      const camera = `demo-hq-camera-${i}`;
      lost[camera] = await lostSeconds(server.url, cookie, camera, runFrom, runTo);
    }
    const report = {
      bench: 'abuse',
      at: new Date().toISOString(),
      loadAverage: loadAverage(),
      caseSeconds: CASE_MS / 1000,
      idle: { ...idle.health, values: undefined },
      cases,
      recording: { seconds: Math.round((runTo - runFrom) / 1000), lostSecondsPerCamera: lost },
      incident: server.unexpectedExit(),
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    const worst = Object.entries(cases)
      .map(([name, c]) => [name, (c as { health: Distribution }).health.max] as const)
      .sort((a, b) => b[1] - a[1])[0];
    process.stdout.write(
      `abuse: idle health p95 ${idle.health.p95} ms; worst case ${worst?.[0]} max ${worst?.[1]} ms; recording lost ${Math.max(...Object.values(lost))} s of ${report.recording.seconds} s at most\n`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
