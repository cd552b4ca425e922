/** Work done once per cluster, not once per node (issue 33; docs/cluster.md "Work done once"): the
 *  queues of exports and archive on demand, notification sending, camera tours, schedules' moment
 *  actions, audit retention, the demo world's simulated sources. Each is a job that one node runs at a time; on SQLite the one node runs
 *  them all (LocalJobs), on PostgreSQL a lease picks the node (ClusterJobs). */

/** The jobs by their leases' names. */
export const ONCE_JOB = {
  /** The export queue: a request is worked by one node, which keeps its file. */
  exports: 'exports',
  /** The archive-on-demand queue (avatars' uploads). */
  aod: 'aod',
  /** Notification sending: each event notified once, the throttle counting every node's events. */
  notifications: 'notifications',
  /** Camera tours' patrols (their PTZ locks of type Tour are rows every node honours). */
  tours: 'tours',
  /** Schedules' moment actions (a PTZ preset at a window's start). Every node still evaluates the
   *  schedules, since each reads what they hold in force for the cameras it records. */
  scheduleMoments: 'schedule-moments',
  /** Audit retention (events' and users' audit entries past their realm's auditTtl). */
  auditRetention: 'audit-retention',
  /** The demo world's simulated sources: sensor alarms and moving targets. */
  demoWorld: 'demo-world',
} as const;

export interface OnceJob {
  /** The job's lease (job_leases.job). */
  readonly name: string;
  /** This node runs the job from now on. */
  start(): void | Promise<void>;
  /** It no longer does: the lease was lost or handed over, or the node stops. */
  stop(): void | Promise<void>;
  /** Each round while it runs here (every RENEW_EVERY_MS): picks up what other nodes asked for. */
  round?(): void | Promise<void>;
}

export interface OnceJobs {
  add(job: OnceJob): void;
  /** Whether this node runs the job now. Asked before each act that must happen once: a node that
   *  was paused past its lease answers no the moment it wakes, before it has talked to anyone. */
  runs(name: string): boolean;
  /** The lease this node runs the job under now (its node and fencing token), for work that writes
   *  under it in the database; undefined when it does not run the job, or has no lease (SQLite). */
  fence(name: string): { job: string; nodeId: string; token: number } | undefined;
  start(): Promise<void>;
  /** Stops the jobs run here and, in a cluster, gives their leases up at once. */
  stop(): Promise<void>;
}

/** The one node of a SQLite platform: it runs every job, from its start to its stop. */
export class LocalJobs implements OnceJobs {
  private readonly jobs: OnceJob[] = [];
  private started = false;

  constructor(private readonly onError: (message: string) => void) {}

  add(job: OnceJob): void {
    this.jobs.push(job);
    if (this.started) void this.startJob(job);
  }

  runs(): boolean {
    return true;
  }

  fence(): undefined {
    return undefined;
  }

  async start(): Promise<void> {
    this.started = true;
    for (const job of this.jobs) await this.startJob(job);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    for (const job of this.jobs) {
      await Promise.resolve()
        .then(() => job.stop())
        .catch((err: Error) => this.onError(`job ${job.name} did not stop: ${err.message}`));
    }
  }

  private async startJob(job: OnceJob): Promise<void> {
    await Promise.resolve()
      .then(() => job.start())
      .catch((err: Error) => this.onError(`job ${job.name} did not start: ${err.message}`));
  }
}
