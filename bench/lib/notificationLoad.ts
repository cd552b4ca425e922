/** The notification run of bench/automation (issue 28): a realm of 50 policies in a real migrated
 *  database, each watching its own 200 of 10,000 cameras and posting a signed webhook to a receiver
 *  on 127.0.0.1 in a process of its own (webhookReceiverProcess); events recorded through the audit
 *  log at a steady rate, each by a camera no other event names (so the 7 s throttle per policy and
 *  device holds none back), go through the platform's dispatcher and sender. Answers each event's
 *  latency from its recording to the receiver's arrival, and the events that never arrived. */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../../server/db/database';
import { AuditEntryRepository } from '../../server/db/repositories/auditEntries';
import { NotificationPolicyRepository } from '../../server/db/repositories/notificationPolicies';
import { RealmRepository } from '../../server/db/repositories/realms';
import { AuditLog, type UserAudit } from '../../server/events';
import { MemoryBus } from '../../server/events/memoryBus';
import { readConfig } from '../../server/kernel';
import { createNotificationServices } from '../../server/platform/createNotificationServices';
import { percentile } from './stats';
import type { ReceiverMessage } from './webhookReceiverProcess';

export const POLICIES = 50;
const CAMERAS = 10_000;
const SECRET = 'bench-secret';
const REALM = 'bench-realm';
/** How long the run waits for one more notification before it counts the rest as lost. */
const DRAIN_MS = 15_000;

export interface NotificationFigures {
  policies: number;
  eventsPerSecond: number;
  seconds: number;
  raised: number;
  delivered: number;
  lost: number;
  /** Delivered later than the 2 s. */
  lateOver2s: number;
  /** How long after the last event the last notification came (or the wait gave up). */
  drainedMs: number;
  /** CPU of the platform's side (recording, dispatching, sending) per event, in ms: what 100
   *  events/s cost a core whatever else the machine runs. */
  cpuMsPerEvent: number;
  /** The receiver process's CPU per event (ms), apart. */
  receiverCpuMsPerEvent: number;
  badSignatures: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export async function notificationLoad(
  db: DatabaseHandle['db'],
  eventsPerSecond: number,
  seconds: number,
): Promise<NotificationFigures> {
  const arrivals = new Map<string, number>();
  let badSignatures = 0;
  let receiverCpuMs = 0;
  const receiver = fork(path.join(__dirname, 'webhookReceiverProcess.ts'), {
    env: { ...process.env, BENCH_WEBHOOK_SECRET: SECRET },
  });
  const stopped = new Promise<void>((resolve) => receiver.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    receiver.once('error', reject);
    receiver.on('message', (message: ReceiverMessage) => {
      if (message.type === 'listening') resolve(message.port);
      else if (message.type === 'arrivals') {
        for (const [id, at] of message.arrivals) arrivals.set(id, at);
        badSignatures = message.badSignatures;
      } else receiverCpuMs = message.cpuMs;
    });
  });
  const url = `http://127.0.0.1:${port}/hook`;

  await new RealmRepository(db).insert({ id: REALM, name: 'Bench', type: 'CUSTOMER', settings: '{}', created_at: 0 });
  const policies = new NotificationPolicyRepository(db);
  for (let p = 0; p < POLICIES; p++) {
    await policies.insert({
      id: randomUUID(),
      realmId: REALM,
      name: `Policy ${p}`,
      enabled: true,
      scheduleId: null,
      categories: [],
      needAcknowledgeOnly: false,
      deviceIds: Array.from({ length: CAMERAS / POLICIES }, (_, i) => `cam-${i * POLICIES + p}`),
      setIds: [],
      zoneIds: [],
      userIds: [],
      groupIds: [],
      addresses: [],
      emailEnabled: false,
      webhook: { url, secret: SECRET },
      mqtt: null,
      throttleMs: 7000,
      createdAt: 0,
      modifiedAt: 0,
    });
  }
  // The platform's own wiring of the dispatcher and sender (platform/createNotificationServices).
  const bus = new MemoryBus();
  const auditLog = new AuditLog(new AuditEntryRepository(db), bus);
  const say = (message: string) => process.stderr.write(`${message}\n`);
  const config = readConfig({ VANTAGE_DATA: os.tmpdir(), VANTAGE_PROBE_NETWORKS: '127.0.0.0/8' });
  const mailer = { canSend: false, send: async () => undefined };
  const { notificationDispatch } = createNotificationServices(config, db, bus, mailer, {} as UserAudit, {
    info: say,
    warn: say,
    error: say,
  });
  await notificationDispatch.start();

  const raisedAt = new Map<string, number>();
  const recording: Array<Promise<unknown>> = [];
  const total = eventsPerSecond * seconds;
  const cpuBefore = process.cpuUsage();
  const started = Date.now();
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / eventsPerSecond;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    const at = Date.now();
    const camera = `cam-${n % CAMERAS}`;
    recording.push(
      auditLog
        .record({
          realmId: REALM,
          category: '47',
          message: `Motion ${n}`,
          triggeredAt: at,
          witnesses: [{ id: camera, name: camera, type: 'camera' }],
          metadata: [],
          snapshots: [],
          createdBy: null,
        })
        .then((entry) => raisedAt.set(entry.id, at)),
    );
  }
  await Promise.all(recording);
  const lastRaised = Date.now();
  // Late notifications still count as delivered: the run waits while they keep arriving, and
  // gives up on the rest after DRAIN_MS without one.
  let seen = arrivals.size;
  let quietSince = Date.now();
  while (arrivals.size < raisedAt.size && Date.now() - quietSince < DRAIN_MS) {
    await new Promise((r) => setTimeout(r, 100));
    if (arrivals.size > seen) [seen, quietSince] = [arrivals.size, Date.now()];
  }
  const drainedMs = Date.now() - lastRaised;
  const cpu = process.cpuUsage(cpuBefore);
  await notificationDispatch.stop();
  receiver.send('stop');
  await stopped;

  const latencies = [...raisedAt]
    .flatMap(([id, at]) => (arrivals.has(id) ? [arrivals.get(id)! - at] : []))
    .sort((a, b) => a - b);
  return {
    policies: POLICIES,
    eventsPerSecond,
    seconds,
    raised: raisedAt.size,
    delivered: latencies.length,
    lost: raisedAt.size - latencies.length,
    lateOver2s: latencies.filter((ms) => ms > 2000).length,
    drainedMs,
    cpuMsPerEvent: Number(((cpu.user + cpu.system) / 1000 / Math.max(1, raisedAt.size)).toFixed(2)),
    receiverCpuMsPerEvent: Number((receiverCpuMs / Math.max(1, raisedAt.size)).toFixed(2)),
    badSignatures,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? 0,
  };
}
