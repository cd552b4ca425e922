/** Issue 33: the once-per-cluster jobs over their leases — one node runs each job; a node killed
 *  loses it to another once its lease lapses; a node stopping cleanly hands it over at the next
 *  round; a node paused past its lease answers that it no longer runs the job as it wakes. */
import type { JobLeasesRepository } from '../db/repositories/jobLeases';
import { ClusterJobs } from './ClusterJobs';
import { LEASE_MS } from './clusterTimings';
import type { OnceJob } from './OnceJobs';

const ROUND_MS = 1_000;

/** job_leases as the database keeps it, on the (fake) clock. */
class MemoryJobLeases {
  readonly rows = new Map<string, { nodeId: string; token: number; expiresAt: number }>();

  async renew(nodeId: string, ttlMs: number): Promise<Map<string, number>> {
    const renewed = new Map<string, number>();
    for (const [job, row] of this.rows) {
      if (row.nodeId !== nodeId || row.expiresAt <= Date.now()) continue;
      row.expiresAt = Date.now() + ttlMs;
      renewed.set(job, row.token);
    }
    return renewed;
  }

  async acquire(job: string, nodeId: string, ttlMs: number): Promise<number | undefined> {
    const row = this.rows.get(job);
    if (row && row.expiresAt > Date.now()) return undefined;
    const token = (row?.token ?? 0) + 1;
    this.rows.set(job, { nodeId, token, expiresAt: Date.now() + ttlMs });
    return token;
  }

  async releaseAll(nodeId: string): Promise<void> {
    for (const row of this.rows.values()) if (row.nodeId === nodeId) row.expiresAt = 0;
  }
}

const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A job that counts where it runs. */
function countingJob(name: string, running: Map<string, number>, nodeId: string): OnceJob {
  return {
    name,
    start: () => void running.set(nodeId, (running.get(nodeId) ?? 0) + 1),
    stop: () => void running.set(nodeId, (running.get(nodeId) ?? 0) - 1),
  };
}

describe('ClusterJobs', () => {
  let leases: MemoryJobLeases;
  let running: Map<string, number>;
  const nodes: ClusterJobs[] = [];

  function node(id: string): ClusterJobs {
    const jobs = new ClusterJobs(leases as unknown as JobLeasesRepository, id, log, ROUND_MS);
    jobs.add(countingJob('tours', running, id));
    nodes.push(jobs);
    return jobs;
  }

  beforeEach(() => {
    jest.useFakeTimers();
    leases = new MemoryJobLeases();
    running = new Map();
  });
  afterEach(async () => {
    for (const jobs of nodes.splice(0)) jobs.abandon();
    jest.useRealTimers();
  });

  it('runs a job on one node of three, however many rounds go by', async () => {
    const [a, b, c] = [node('a'), node('b'), node('c')];
    await Promise.all([a.start(), b.start(), c.start()]);
    await jest.advanceTimersByTimeAsync(10 * ROUND_MS);
    expect([...running.entries()].filter(([, n]) => n > 0)).toEqual([['a', 1]]);
    expect([a.runs('tours'), b.runs('tours'), c.runs('tours')]).toEqual([true, false, false]);
  });

  it('moves the job of a killed node to another once its lease has lapsed', async () => {
    const [a, b] = [node('a'), node('b')];
    await a.start();
    await b.start();
    a.abandon(); // kill -9: no stop, no release
    await jest.advanceTimersByTimeAsync(LEASE_MS - ROUND_MS);
    expect(running.get('b')).toBeUndefined();
    await jest.advanceTimersByTimeAsync(2 * ROUND_MS);
    expect(running.get('b')).toBe(1);
    expect(b.runs('tours')).toBe(true);
  });

  it('hands the job over when its node stops cleanly, at the next round rather than after the lease', async () => {
    const [a, b] = [node('a'), node('b')];
    await a.start();
    await b.start();
    await a.stop();
    expect(running.get('a')).toBe(0);
    await jest.advanceTimersByTimeAsync(ROUND_MS);
    expect(running.get('b')).toBe(1);
  });

  it('answers that a node paused past its lease no longer runs the job, before any round', async () => {
    const [a, b] = [node('a'), node('b')];
    await a.start();
    await b.start();
    expect(a.runs('tours')).toBe(true);
    a.abandon(); // paused: its loop does not run
    await jest.advanceTimersByTimeAsync(LEASE_MS + ROUND_MS);
    expect(a.runs('tours')).toBe(false);
    expect(b.runs('tours')).toBe(true);
  });

  it('stops the job on a node that finds at its round that its lease was taken', async () => {
    const a = node('a');
    await a.start();
    // Another node took it meanwhile (this one was cut off from the database past its lease).
    leases.rows.set('tours', { nodeId: 'b', token: 2, expiresAt: Date.now() + LEASE_MS });
    await jest.advanceTimersByTimeAsync(ROUND_MS);
    expect(running.get('a')).toBe(0);
    expect(a.runs('tours')).toBe(false);
  });
});
