/** The life of a video request (spec 2 §4 Delivery manager and AOD): rows of one kind (EXPORT or
 *  AOD) worked one at a time from the queue, with pause, resume, cancel and resubmit by the owner
 *  or an administrator, progress written as it goes, and every change pushed to subscribers. */
import { randomUUID } from 'node:crypto';
import { minutesBoundErrorText } from '../../../shared/video/minutesBoundError';
import { validateDeliveryDelay } from '../../../shared/video/validateDeliveryDelay';
import type { RealmRepository } from '../../db/repositories/realms';
import type { VideoRequestRepository, VideoRequestRow } from '../../db/repositories/videoRequests';
import { DomainError } from '../../kernel/DomainError';
import { topics, type EventBus } from '../../events/eventBus';
import { newRequestProblem } from './newRequestProblem';

export type { VideoRequestRow };
export type VideoRequestKind = 'EXPORT' | 'AOD';
export type VideoRequestStatus = 'QUEUED' | 'PROCESSING' | 'EXPORTING' | 'PAUSED' | 'COMPLETED' | 'FAILED' | 'CANCELED';

export interface RequestActor {
  userId: string;
  realmId: string;
  /** Sees and manages every request of the realm, not only their own. */
  managesAll: boolean;
  /** Whether the actor may watch a camera's video: a request of a camera they may not watch is, to
   *  them, not there, so its file is not theirs to download (issue 27). Every camera when absent
   *  (the platform's own work). */
  watches?(deviceId: string): boolean;
}

export interface RequestFilter {
  interval?: number | null;
  updatedFrom?: number | null;
  statuses?: VideoRequestStatus[] | null;
  type?: 'Manual' | 'Auto' | null;
  deviceIds?: string[] | null;
}

export interface NewRequest {
  deviceId: string;
  avatarId: string | null;
  startTime: number;
  endTime: number;
  streamNumber: number;
  isPrivate?: boolean | null;
  type?: 'Manual' | 'Auto';
  /** When to deliver it (ms): a scheduled delivery waits in the queue until then; at once when
   *  absent or past. Bounded by the realm's maxScheduledDeliveryDelay (issue 28). */
  deliverAt?: number | null;
}

const TICK_MS = 300;

export abstract class VideoRequestQueue {
  private timer: NodeJS.Timeout | undefined;
  private busy = false;

  constructor(
    protected readonly requests: VideoRequestRepository,
    private readonly bus: EventBus,
    readonly kind: VideoRequestKind,
    protected readonly onError: (message: string) => void,
    /** The realms whose maxScheduledDeliveryDelay bounds a scheduled delivery. */
    private readonly realmSettings?: Pick<RealmRepository, 'byId'>,
  ) {}

  /** Works one request to its end (or until it is paused or canceled). */
  protected abstract process(row: VideoRequestRow): Promise<void>;

  /** The request to work next: the oldest queued one unless a kind ranks them otherwise. */
  protected pickNext(): Promise<VideoRequestRow | undefined> {
    return this.requests.nextQueued(this.kind);
  }

  /** Periodic housekeeping (expiry), between requests. */
  protected async housekeeping(): Promise<void> {}

  async start(): Promise<void> {
    // Work interrupted by a stop starts again from the queue.
    await this.requests.requeue(this.kind, ['PROCESSING', 'EXPORTING'], Date.now());
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  protected async insert(actor: RequestActor, input: NewRequest): Promise<VideoRequestRow> {
    if (actor.watches && !actor.watches(input.deviceId)) throw DomainError.forbidden('Device not found');
    const now = Date.now();
    const problem = newRequestProblem(input, now);
    if (problem) throw DomainError.badInput(problem);
    // Every path that queues a request (exports, AOD, GraphQL and REST) is held to the realm's bound.
    const realm = input.deliverAt != null ? await this.realmSettings?.byId(actor.realmId) : undefined;
    const delay = validateDeliveryDelay(input.deliverAt, now, realm?.settings.maxScheduledDeliveryDelay);
    if (delay) throw DomainError.badInput(minutesBoundErrorText(delay));
    const row: VideoRequestRow = {
      id: randomUUID(),
      realm_id: actor.realmId,
      kind: this.kind,
      type: input.type ?? 'Manual',
      status: 'QUEUED',
      device_id: input.deviceId,
      avatar_id: input.avatarId,
      user_id: actor.userId,
      event_id: null,
      start_time: input.startTime,
      end_time: input.endTime,
      stream_number: input.streamNumber,
      is_private: input.isPrivate ? 1 : 0,
      note: null,
      files: '[]',
      size: 0,
      downloaded: 0,
      eta: null,
      created_at: now,
      updated_at: now,
      expired_at: null,
      deliver_at: input.deliverAt != null && input.deliverAt > now ? input.deliverAt : null,
    };
    await this.requests.insert(row);
    await this.announce(row);
    return row;
  }

  /** Processing, Queued or Exporting → Paused. */
  pause(actor: RequestActor, id: string) {
    return this.transition(actor, id, ['QUEUED', 'PROCESSING', 'EXPORTING'], 'PAUSED');
  }

  /** Paused → Queued. */
  resume(actor: RequestActor, id: string) {
    return this.transition(actor, id, ['PAUSED'], 'QUEUED');
  }

  /** Failed → Queued. */
  resubmit(actor: RequestActor, id: string) {
    return this.transition(actor, id, ['FAILED'], 'QUEUED', { note: null, files: '[]', downloaded: 0 });
  }

  /** Queued, Processing, Exporting or Paused → Canceled; others are left as they are. */
  async cancel(actor: RequestActor, ids: string[]): Promise<VideoRequestRow[]> {
    const done: VideoRequestRow[] = [];
    for (const id of ids) {
      try {
        done.push(await this.transition(actor, id, ['QUEUED', 'PROCESSING', 'EXPORTING', 'PAUSED'], 'CANCELED'));
      } catch (err) {
        if (!DomainError.is(err, 'badInput')) throw err;
      }
    }
    return done;
  }

  /** One request the actor may see. */
  async get(actor: RequestActor, id: string): Promise<VideoRequestRow | undefined> {
    return this.find(actor, id);
  }

  /** The actor's requests (an admin's: the realm's), newest first; canceled ones never. */
  async list(actor: RequestActor, filter: RequestFilter = {}): Promise<VideoRequestRow[]> {
    const rows = await this.requests.list({
      realmId: actor.realmId,
      kind: this.kind,
      userId: actor.managesAll ? undefined : actor.userId,
      createdFrom: filter.interval ? Date.now() - filter.interval * 3_600_000 : undefined,
      updatedFrom: filter.updatedFrom,
      statuses: filter.statuses,
      type: filter.type,
      deviceIds: filter.deviceIds,
    });
    const { watches } = actor;
    return watches ? rows.filter((row) => watches(row.device_id)) : rows;
  }

  protected async find(actor: RequestActor, id: string): Promise<VideoRequestRow | undefined> {
    const row = await this.requests.byId(id, actor.realmId, this.kind);
    // Spec 2 §4: admins or the owner act on a request.
    if (!row || !(actor.managesAll || row.user_id === actor.userId)) return undefined;
    return !actor.watches || actor.watches(row.device_id) ? row : undefined;
  }

  private async transition(
    actor: RequestActor,
    id: string,
    from: VideoRequestStatus[],
    to: VideoRequestStatus,
    extra: Partial<VideoRequestRow> = {},
  ): Promise<VideoRequestRow> {
    // The worker moves a request on (QUEUED → PROCESSING → …) between our read and our write: the
    // write only lands on the state that was read, so a lost race reads again and decides anew.
    for (;;) {
      const row = await this.find(actor, id);
      if (!row) throw DomainError.badInput('Request not found');
      if (!from.includes(row.status as VideoRequestStatus)) {
        throw DomainError.badInput(`A ${row.status} request cannot become ${to}`);
      }
      const updated = { ...row, ...extra, status: to, updated_at: Date.now(), eta: null };
      const landed = await this.requests.updateIfStatus(id, row.status, {
        ...extra,
        status: to,
        updated_at: updated.updated_at,
        eta: null,
      });
      if (!landed) continue;
      await this.announce(updated);
      return updated;
    }
  }

  private async tick(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await this.housekeeping();
      const next = await this.pickNext();
      if (next) await this.process(next);
    } catch (err) {
      this.onError(`${this.kind} request failed: ${(err as Error).message}`);
    } finally {
      this.busy = false;
    }
  }

  /** Writes a change unless the request left the state it was in (paused or canceled by a user). */
  protected async update(row: VideoRequestRow, change: Partial<VideoRequestRow>): Promise<VideoRequestRow | undefined> {
    const updated = { ...row, ...change, updated_at: Date.now() };
    if (!(await this.requests.updateIfStatus(row.id, row.status, { ...change, updated_at: updated.updated_at }))) {
      return undefined;
    }
    await this.announce(updated);
    return updated;
  }

  private async announce(row: VideoRequestRow): Promise<void> {
    await this.bus.publish(topics.videoRequests(row.realm_id, row.user_id, row.kind), row);
    await this.bus.publish(topics.videoRequests(row.realm_id, undefined, row.kind), row);
  }
}
