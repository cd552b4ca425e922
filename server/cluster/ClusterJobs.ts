/** The once-per-cluster jobs of one node on PostgreSQL (issue 33): each job has a lease with a
 *  fencing token in job_leases, taken, renewed and lost by the rules of a camera's lease
 *  (LeaseCoordinator). A job stays on the node that took it while that node lives; when the node is
 *  killed its leases lapse and another node takes each job within LEASE_MS + RENEW_EVERY_MS; when it
 *  stops cleanly (SIGTERM) it stops its jobs and gives their leases up, and another node takes them
 *  at its next round. */
import type { JobLeasesRepository } from '../db/repositories/jobLeases';
import type { Logger } from '../kernel/Logger';
import { CLOCK_MARGIN_MS, LEASE_MS, RENEW_EVERY_MS } from './clusterTimings';
import type { OnceJob, OnceJobs } from './OnceJobs';

interface Held {
  token: number;
  /** performance.now() up to which the lease is certainly valid. */
  validUntil: number;
}

const now = () => performance.now();

export class ClusterJobs implements OnceJobs {
  private readonly jobs = new Map<string, OnceJob>();
  private readonly held = new Map<string, Held>();
  private timer: NodeJS.Timeout | undefined;
  private rounds: Promise<void> = Promise.resolve();
  private running = false;

  constructor(
    private readonly repository: JobLeasesRepository,
    private readonly nodeId: string,
    private readonly log: Logger,
    private readonly renewEveryMs = RENEW_EVERY_MS,
  ) {}

  add(job: OnceJob): void {
    this.jobs.set(job.name, job);
  }

  runs(name: string): boolean {
    const held = this.held.get(name);
    return held !== undefined && now() < held.validUntil;
  }

  fence(name: string): { job: string; nodeId: string; token: number } | undefined {
    const held = this.held.get(name);
    return held && this.runs(name) ? { job: name, nodeId: this.nodeId, token: held.token } : undefined;
  }

  /** The jobs this node runs now. */
  heldJobs(): string[] {
    return [...this.held.keys()];
  }

  /** Ends the leases a former run under this id still holds, then takes the free jobs. */
  async start(): Promise<void> {
    this.running = true;
    await this.repository.releaseAll(this.nodeId);
    await this.queue();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.rounds;
    for (const name of [...this.held.keys()]) await this.drop(name);
    await this.repository.releaseAll(this.nodeId).catch(() => undefined);
  }

  /** As after a kill -9: the timers stop and nothing is given up (tests). */
  abandon(): void {
    this.running = false;
    clearTimeout(this.timer);
  }

  private queue(): Promise<void> {
    this.rounds = this.rounds
      .then(() => this.round())
      .catch((err: Error) => this.log.error(`cluster: job lease round failed: ${err.message}`))
      .finally(() => {
        if (!this.running) return;
        clearTimeout(this.timer);
        this.timer = setTimeout(() => void this.queue(), this.renewEveryMs);
        this.timer.unref();
      });
    return this.rounds;
  }

  /** Renews what is held (and stops what was lost), takes what is free, lets the held jobs work. */
  private async round(): Promise<void> {
    if (!this.running) return;
    const sent = now();
    const renewed = await this.repository.renew(this.nodeId, LEASE_MS);
    for (const [name, held] of [...this.held]) {
      if (renewed.get(name) === held.token) held.validUntil = sent + LEASE_MS - CLOCK_MARGIN_MS;
      else {
        this.log.warn(`cluster: ${this.nodeId} lost the job ${name}`);
        await this.drop(name);
      }
    }
    for (const job of this.jobs.values()) {
      if (this.held.has(job.name) || !this.running) continue;
      const sentAt = now();
      const token = await this.repository.acquire(job.name, this.nodeId, LEASE_MS);
      if (token === undefined) continue;
      this.held.set(job.name, { token, validUntil: sentAt + LEASE_MS - CLOCK_MARGIN_MS });
      this.log.info(`cluster: ${this.nodeId} runs the job ${job.name} (fencing token ${token})`);
      await this.attempt(job, 'start', () => job.start());
    }
    for (const name of this.held.keys()) {
      const job = this.jobs.get(name);
      if (job?.round && this.runs(name)) await this.attempt(job, 'round', () => job.round!());
    }
  }

  private async drop(name: string): Promise<void> {
    this.held.delete(name);
    const job = this.jobs.get(name);
    if (job) await this.attempt(job, 'stop', () => job.stop());
  }

  private async attempt(job: OnceJob, what: string, work: () => void | Promise<void>): Promise<void> {
    try {
      await work();
    } catch (err) {
      this.log.error(`cluster: job ${job.name} ${what} failed: ${(err as Error).message}`);
    }
  }
}
