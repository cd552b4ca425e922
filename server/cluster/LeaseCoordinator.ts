/** One node's side of camera ownership (issue 33): heartbeats, renews its leases, applies the spread
 *  rule over the live nodes, takes the leases of the cameras the rule gives it, hands over the ones
 *  it gives to another node, and stops a camera's pipeline the moment its lease is gone. It is the
 *  RecordingLease media asks before it runs a camera, writes a file or commits an index row. */
import type { ClusterNodesRepository } from '../db/repositories/clusterNodes';
import type { Logger } from '../kernel/Logger';
import type { RecordingLease } from '../media';
import { CLOCK_MARGIN_MS, LEASE_MS, NODE_TIMEOUT_MS, RENEW_EVERY_MS } from './clusterTimings';
import { parsePinned } from './parsePinned';
import { spreadCameras } from './spreadCameras';

/** What the coordinator drives in media (MediaService). */
export interface LeasedPipelines {
  /** The enabled cameras this node could record. */
  runnableCameras(): Promise<string[]>;
  /** Starts or stops the camera's pipeline as holds() now says. */
  reload(cameraId: string): Promise<void>;
  /** Commits the index rows queued so far. */
  flushIndex(): Promise<void>;
}

export interface NodeSettings {
  id: string;
  url: string;
  weight: number;
  pinned: readonly string[];
  /** Its failover group (VANTAGE_NODE_GROUP); none when absent. */
  group?: string;
}

interface Held {
  token: number;
  /** performance.now() up to which the lease is certainly valid. */
  validUntil: number;
  /** Being handed to another node: the pipeline stops, its last rows still go in under the token
   *  (tried again at the next round when the hand-over failed). */
  releasing: boolean;
}

const now = () => performance.now();

export class LeaseCoordinator implements RecordingLease {
  readonly nodeId: string;
  private readonly held = new Map<string, Held>();
  private pipelines: LeasedPipelines | undefined;
  /** Set from the first leases until run(): media is starting, so rounds keep the leases and the
   *  heartbeat but change no pipeline. */
  private starting: LeasedPipelines | undefined;
  /** Cameras whose lease came or went during media's start, for the first round that drives. */
  private readonly changedWhileStarting = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly startedAt = Date.now();

  constructor(
    private readonly repository: ClusterNodesRepository,
    private readonly settings: NodeSettings,
    private readonly log: Logger,
  ) {
    this.nodeId = settings.id;
  }

  holds(cameraId: string): boolean {
    const held = this.held.get(cameraId);
    return held !== undefined && !held.releasing;
  }

  valid(cameraId: string): boolean {
    const held = this.held.get(cameraId);
    return held !== undefined && now() < held.validUntil;
  }

  token(cameraId: string): number | undefined {
    return this.held.get(cameraId)?.token;
  }

  lost(cameraId: string): void {
    this.log.warn(`cluster: index rows of ${cameraId} refused, its lease is no longer this node's`);
    this.tickSoon();
  }

  /** Runs a round now and waits for it (a camera was added, enabled or disabled): its lease is
   *  taken, and its pipeline started, before the change is answered. */
  refresh(): Promise<void> {
    const pipelines = this.pipelines;
    if (!pipelines || this.stopped) return Promise.resolve();
    this.ticking = this.ticking
      .then(() => this.tick(pipelines, 'drive'))
      .catch((err: Error) => this.log.error(`cluster: lease round failed: ${err.message}`));
    return this.ticking;
  }

  /** Registers the node and takes its first leases, before media starts (which runs what is held):
   *  leases a former run under the same id still holds are ended first, and taken anew. The rounds
   *  go on while media starts, which on a busy machine has outlasted a lease: the other nodes
   *  would count this node out and take its cameras before it ever renewed. */
  async start(pipelines: LeasedPipelines): Promise<void> {
    await this.repository.releaseAll(this.nodeId);
    await this.tick(pipelines, 'first');
    this.starting = pipelines;
    this.schedule(RENEW_EVERY_MS);
  }

  /** From now on, drives the pipelines (after media started): at once when a lease came or went
   *  while media started. */
  run(pipelines: LeasedPipelines): void {
    this.starting = undefined;
    this.pipelines = pipelines;
    this.schedule(this.changedWhileStarting.size > 0 ? 0 : RENEW_EVERY_MS);
  }

  /** After media stopped (its last rows written): gives every lease up and leaves the cluster, so
   *  the others take the cameras at their next look instead of after the leases lapse. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking.catch(() => undefined);
    this.held.clear();
    await this.repository.releaseAll(this.nodeId).catch(() => undefined);
    await this.repository.leave(this.nodeId).catch(() => undefined);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const pipelines = this.pipelines ?? this.starting;
      if (!pipelines) return;
      const mode = this.pipelines ? 'drive' : 'keep';
      this.ticking = this.ticking
        .then(() => this.tick(pipelines, mode))
        .catch((err: Error) => this.log.error(`cluster: lease round failed: ${err.message}`))
        .finally(() => this.schedule(RENEW_EVERY_MS));
    }, ms);
  }

  private tickSoon(): void {
    if (this.pipelines && !this.stopped) this.schedule(0);
  }

  /** One round: heartbeat, renew, plan, hand over, take. `first` and `keep` come before media has
   *  started: no pipeline changes and nothing is handed over; what `keep` rounds change is driven
   *  at the first `drive` round (media's start runs what is held when it reaches the camera). */
  private async tick(pipelines: LeasedPipelines, mode: 'first' | 'keep' | 'drive'): Promise<void> {
    const drive = mode === 'drive';
    const { id, url, weight, pinned, group } = this.settings;
    await this.repository.heartbeat({
      id,
      url,
      weight,
      pinned: JSON.stringify(pinned),
      failover_group: group ?? null,
      started_at: this.startedAt,
    });
    const sent = now();
    const renewed = await this.repository.renew(id, LEASE_MS);
    const changed = new Set<string>();
    /** Leases that lapsed here, by the token they had. */
    const lapsed = new Map<string, number>();
    for (const [cameraId, held] of this.held) {
      const token = renewed.get(cameraId);
      if (token === held.token) {
        held.validUntil = sent + LEASE_MS - CLOCK_MARGIN_MS;
      } else {
        // Lapsed (this node was paused or cut off past its lease) or taken: no more writes here.
        this.held.delete(cameraId);
        changed.add(cameraId);
        lapsed.set(cameraId, held.token);
        this.log.warn(`cluster: lease of ${cameraId} lost`);
      }
    }

    const { now: dbNow, nodes } = await this.repository.nodes();
    // Every node that registered, dead ones too: a dead node's cameras move within its group first.
    const known = nodes.map((node) => ({
      id: node.id,
      weight: node.weight,
      pinned: parsePinned(node.pinned),
      ...(node.failover_group && { group: node.failover_group }),
    }));
    const live = known.filter((node, i) => node.id === id || dbNow - nodes[i]!.heartbeat_at <= NODE_TIMEOUT_MS);
    const cameras = await pipelines.runnableCameras();
    const plan = spreadCameras(cameras, live, known);

    for (const [cameraId, held] of this.held) {
      if (plan.get(cameraId) !== id && drive) await this.handOver(pipelines, cameraId, held);
    }
    for (const cameraId of cameras) {
      if (plan.get(cameraId) !== id || this.held.has(cameraId)) continue;
      const sentAt = now();
      const token = await this.repository.acquire(cameraId, id, LEASE_MS);
      if (token === undefined) continue;
      this.held.set(cameraId, { token, validUntil: sentAt + LEASE_MS - CLOCK_MARGIN_MS, releasing: false });
      // Taken straight back after it lapsed, nobody holding it in between (the token grew by one):
      // no other node recorded meanwhile, so the pipeline goes on under the new token.
      if (lapsed.get(cameraId) === token - 1) changed.delete(cameraId);
      else changed.add(cameraId);
      this.log.info(`cluster: ${id} records ${cameraId} (fencing token ${token})`);
    }
    if (mode === 'keep') for (const cameraId of changed) this.changedWhileStarting.add(cameraId);
    if (!drive) return;
    for (const cameraId of this.changedWhileStarting) changed.add(cameraId);
    this.changedWhileStarting.clear();
    for (const cameraId of changed) await pipelines.reload(cameraId);
  }

  /** Stops the camera here, writes its last rows under the lease, then gives the lease up. */
  private async handOver(pipelines: LeasedPipelines, cameraId: string, held: Held): Promise<void> {
    held.releasing = true;
    await pipelines.reload(cameraId);
    await pipelines.flushIndex();
    this.held.delete(cameraId);
    await this.repository.release(cameraId, this.nodeId, held.token);
    this.log.info(`cluster: ${this.nodeId} hands ${cameraId} over`);
  }
}
