/** Notifications not lost across a lease gap (issue 33; docs/cluster.md "Work done once per
 *  cluster"). In a cluster one node sends the notifications, the one holding the job's lease. When
 *  that node is killed, the lease lapses only LEASE_MS later and another node takes it a round
 *  after: the events raised meanwhile reach every node over the bus, but no node sends. So the
 *  node running the job moves a watermark each round (how far it had been listening, the database's
 *  clock) and records each event it handles before sending anything (the dispatcher's claim), both
 *  under the job's lease; the node that takes the job over replays the events recorded since the
 *  watermark, less a slack for events still on their way, and the claims skip those the former node
 *  had handled: each event is notified once. What cannot be caught up is an event whose claim was
 *  written but whose send had not gone out when its node died: it is not sent again. */
import type { JobFence, NotifiedEventsRepository } from '../db/repositories/notifiedEvents';
import type { NotificationDispatcher } from './NotificationDispatcher';

/** How far before the watermark the replay begins (ms): an event recorded just before it may still
 *  have been on its way over the bus, or waiting for its policies to be read, when the node died;
 *  and the event's time is the recording node's clock, the watermark the database's. */
export const REPLAY_SLACK_MS = 10_000;
/** The longest gap replayed (ms): after a whole cluster was down longer, older events are history,
 *  not alarms to send now. */
export const REPLAY_MAX_MS = 10 * 60_000;
/** Handled events kept (ms): longer than any replay reaches back. */
const HANDLED_KEPT_MS = REPLAY_MAX_MS + 5 * 60_000;
/** Events replayed per realm at most, oldest first: a 17 s gap at 100 events/s is under 2000. */
const REPLAY_MAX_EVENTS = 10_000;

export class NotificationReplay {
  /** The replay under way: it runs beside the job's rounds (which renew every lease of the node),
   *  and holds the watermark back until it is done. */
  private replaying: Promise<void> | undefined;

  constructor(
    private readonly repository: NotifiedEventsRepository,
    /** The notifications job's lease while this node holds it. */
    private readonly fence: () => JobFence | undefined,
    private readonly dispatcher: Pick<NotificationDispatcher, 'replay'>,
    private readonly realmIds: () => Promise<string[]>,
    private readonly onError: (message: string) => void,
  ) {}

  /** The dispatcher's claim: the event recorded as handled under this node's lease. */
  claim(realmId: string, eventId: string): Promise<boolean> {
    const fence = this.fence();
    return fence ? this.repository.claim(fence, realmId, eventId) : Promise.resolve(false);
  }

  /** This node took the job: starts handling what was recorded since the former node's watermark.
   *  The watermark moves only once that is done, so a node lost during the replay leaves the same
   *  gap to the next one. */
  takeOver(): void {
    const replaying = this.catchUp()
      .catch((err: Error) => this.onError(`notifications: the replay of a lease gap failed: ${err.message}`))
      .finally(() => {
        if (this.replaying === replaying) this.replaying = undefined;
      });
    this.replaying = replaying;
  }

  /** Resolves when the replay under way (if any) is done (tests). */
  async settled(): Promise<void> {
    await this.replaying;
  }

  private async catchUp(): Promise<void> {
    const fence = this.fence();
    if (!fence) return;
    const { handledUntil, now } = await this.repository.watermark(fence.job);
    // The first node of a cluster has nothing to catch up.
    if (handledUntil === undefined) return;
    const since = Math.max(handledUntil - REPLAY_SLACK_MS, now - REPLAY_MAX_MS);
    for (const realmId of await this.realmIds()) {
      const events = await this.repository.eventsSince(realmId, since, REPLAY_MAX_EVENTS);
      await this.dispatcher.replay(events);
    }
  }

  /** Each round of the job here: it has been listening up to now. */
  async round(): Promise<void> {
    if (this.replaying) return;
    const fence = this.fence();
    if (fence) await this.repository.mark(fence, HANDLED_KEPT_MS);
  }
}
