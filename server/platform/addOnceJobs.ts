/** The platform's work done once per cluster (issue 33; docs/cluster.md "Work done once per
 *  cluster"), as jobs of services.jobs: on SQLite the one node runs them all; on PostgreSQL each
 *  runs on the node holding its lease, and moves when that node stops or is lost. */
import { ONCE_JOB } from '../cluster';
import type { PlatformServices } from './services';

const nothing = () => undefined;

/** The jobs that gate what they do (asking jobs.runs before each act) and those on timers. */
export function addOnceJobs(services: PlatformServices): void {
  const { jobs } = services;
  // The dispatcher listens on every node and sends only where jobs.runs('notifications'); there it
  // also watches the realms whose first policy was made through another node. The node taking the
  // job over replays the events raised while no node held it; each round moves the watermark.
  const dispatch = services.notificationDispatch;
  jobs.add({ name: ONCE_JOB.notifications, start: dispatch.takeOver, stop: nothing, round: dispatch.round });
  // Every node evaluates the schedules; the moment actions go out where this job runs.
  jobs.add({ name: ONCE_JOB.scheduleMoments, start: nothing, stop: nothing });
  jobs.add({
    name: ONCE_JOB.auditRetention,
    start: () => {
      services.auditRetention.start();
      services.userAudit.start();
    },
    stop: () => {
      services.auditRetention.stop();
      services.userAudit.stop();
    },
  });
}

/** The export and archive-on-demand queues: a request is worked by one node at a time (a queue
 *  that starts takes back the requests left in progress, which only a single worker may do). */
export function addQueueJobs(services: PlatformServices): void {
  services.jobs.add({
    name: ONCE_JOB.exports,
    start: () => services.exports.start(),
    stop: () => services.exports.stop(),
  });
  services.jobs.add({ name: ONCE_JOB.aod, start: () => services.aod.start(), stop: () => services.aod.stop() });
}

/** The camera tours' patrols, on one node: it resumes the running tours when it takes them, and
 *  each round follows starts, stops and edits made through the other nodes. */
export function addTourJob(services: PlatformServices): void {
  services.jobs.add({
    name: ONCE_JOB.tours,
    start: () => services.tours.resume(),
    stop: () => services.tours.close(),
    round: () => services.tours.reconcile(),
  });
}
