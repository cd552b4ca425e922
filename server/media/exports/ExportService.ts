/** Exports (video delivery, spec 2 §4–5): video requests over recorded archive, processed one at a
 *  time into standalone MP4 files (one per recording run in the range), with pause, resume,
 *  cancel and resubmit, progress, expiry and updates pushed to the owner and the realm's admins. */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely, Selectable } from 'kysely';
import { STREAM_NUMBER } from '../../../shared/video/constants';
import { exportDurationText, validateExportDuration } from '../../../shared/video/validateExportDuration';
import type { RealmRepository } from '../../db/repositories/realms';
import type { Database, VideoRequestTable } from '../../db/schema';
import { parseJson } from '../../db/json';
import { topics, type EventBus } from '../../events/eventBus';
import type { ArchiveReader, FragmentRecord } from '../archive/ArchiveReader';
import { remuxToMp4 } from './remuxToMp4';

export type VideoRequestRow = Selectable<VideoRequestTable>;
export type VideoRequestStatus = 'QUEUED' | 'PROCESSING' | 'EXPORTING' | 'PAUSED' | 'COMPLETED' | 'FAILED' | 'CANCELED';

export interface ExportFile {
  name: string;
  size: number;
  startTime: number;
  endTime: number;
}

export interface RequestActor {
  userId: string;
  realmId: string;
  isAdmin: boolean;
}

export interface RequestFilter {
  interval?: number | null;
  updatedFrom?: number | null;
  statuses?: VideoRequestStatus[] | null;
  type?: 'Manual' | 'Auto' | null;
}

export class RequestError extends Error {}

/** A finished export can be downloaded this long. */
export const EXPORT_TTL_MS = 24 * 3_600_000;
const TICK_MS = 300;

export class ExportService {
  private timer: NodeJS.Timeout | undefined;
  private busy = false;
  private sweepAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: EventBus,
    private readonly realms: RealmRepository,
    private readonly reader: ArchiveReader,
    readonly exportsDir: string,
    private readonly onError: (message: string) => void,
  ) {}

  async start(): Promise<void> {
    // Work interrupted by a stop starts again from the queue.
    await this.db
      .updateTable('video_requests')
      .set({ status: 'QUEUED', updated_at: Date.now() })
      .where('kind', '=', 'EXPORT')
      .where('status', 'in', ['PROCESSING', 'EXPORTING'])
      .execute();
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  async submit(
    actor: RequestActor,
    input: {
      deviceId: string;
      avatarId: string | null;
      startTime: number;
      endTime: number;
      isPrivate?: boolean | null;
      streamNumber?: number;
    },
  ): Promise<VideoRequestRow> {
    const realm = await this.realms.byId(actor.realmId);
    const error = validateExportDuration(input.endTime - input.startTime, realm?.settings.maxDownloadLength);
    if (error) throw new RequestError(exportDurationText(error));
    const now = Date.now();
    const row: VideoRequestRow = {
      id: randomUUID(),
      realm_id: actor.realmId,
      kind: 'EXPORT',
      type: 'Manual',
      status: 'QUEUED',
      device_id: input.deviceId,
      avatar_id: input.avatarId,
      user_id: actor.userId,
      event_id: null,
      start_time: input.startTime,
      end_time: input.endTime,
      stream_number: input.streamNumber ?? STREAM_NUMBER.FULL,
      is_private: input.isPrivate ? 1 : 0,
      note: null,
      files: '[]',
      size: 0,
      downloaded: 0,
      eta: null,
      created_at: now,
      updated_at: now,
      expired_at: null,
    };
    await this.db.insertInto('video_requests').values(row).execute();
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
        if (!(err instanceof RequestError)) throw err;
      }
    }
    return done;
  }

  /** The actor's requests (an admin's: the realm's), newest first; canceled ones never. */
  async list(actor: RequestActor, filter: RequestFilter = {}): Promise<VideoRequestRow[]> {
    let query = this.db
      .selectFrom('video_requests')
      .selectAll()
      .where('realm_id', '=', actor.realmId)
      .where('kind', '=', 'EXPORT')
      .where('status', '!=', 'CANCELED');
    if (!actor.isAdmin) query = query.where('user_id', '=', actor.userId);
    if (filter.interval) query = query.where('created_at', '>=', Date.now() - filter.interval * 3_600_000);
    if (filter.updatedFrom != null) query = query.where('updated_at', '>=', filter.updatedFrom);
    if (filter.statuses?.length) query = query.where('status', 'in', filter.statuses);
    if (filter.type) query = query.where('type', '=', filter.type);
    return query.orderBy('created_at', 'desc').execute();
  }

  /** The path of a finished export's file, when the actor may download it. */
  async filePath(actor: RequestActor, id: string, name: string): Promise<string | undefined> {
    const row = await this.find(actor, id);
    if (!row || row.status !== 'COMPLETED' || (row.expired_at ?? 0) < Date.now()) return undefined;
    if (!parseJson<ExportFile[]>(row.files, []).some((f) => f.name === name)) return undefined;
    return path.join(this.exportsDir, row.id, name);
  }

  private async find(actor: RequestActor, id: string): Promise<VideoRequestRow | undefined> {
    const row = await this.db
      .selectFrom('video_requests')
      .selectAll()
      .where('id', '=', id)
      .where('realm_id', '=', actor.realmId)
      .where('kind', '=', 'EXPORT')
      .executeTakeFirst();
    // Spec 2 §4: admins or the owner act on a request.
    return row && (actor.isAdmin || row.user_id === actor.userId) ? row : undefined;
  }

  private async transition(
    actor: RequestActor,
    id: string,
    from: VideoRequestStatus[],
    to: VideoRequestStatus,
    extra: Partial<VideoRequestRow> = {},
  ): Promise<VideoRequestRow> {
    const row = await this.find(actor, id);
    if (!row) throw new RequestError('Request not found');
    if (!from.includes(row.status as VideoRequestStatus)) {
      throw new RequestError(`A ${row.status} request cannot become ${to}`);
    }
    const updated = { ...row, ...extra, status: to, updated_at: Date.now(), ...(to !== 'COMPLETED' && { eta: null }) };
    await this.db
      .updateTable('video_requests')
      .set({ ...extra, status: to, updated_at: updated.updated_at, eta: updated.eta })
      .where('id', '=', id)
      .where('status', '=', row.status)
      .execute();
    await this.announce(updated);
    return updated;
  }

  private async tick(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      if (Date.now() > this.sweepAt) await this.sweepExpired();
      const next = await this.db
        .selectFrom('video_requests')
        .selectAll()
        .where('kind', '=', 'EXPORT')
        .where('status', '=', 'QUEUED')
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      if (next) await this.process(next);
    } catch (err) {
      this.onError(`export failed: ${(err as Error).message}`);
    } finally {
      this.busy = false;
    }
  }

  /** QUEUED → PROCESSING → EXPORTING → COMPLETED (or FAILED); stops early when paused or canceled. */
  private async process(request: VideoRequestRow): Promise<void> {
    const processing = await this.update(request, { status: 'PROCESSING', downloaded: 0, note: null });
    if (!processing) return;
    let row: VideoRequestRow | undefined = processing;
    try {
      const groups = await this.fragmentsBySegment(row);
      if (groups.length === 0) throw new Error('Video unavailable');
      const total = groups.reduce((sum, g) => sum + g.rows.reduce((s, r) => s + r.size, 0), 0);
      row = await this.update(row, { status: 'EXPORTING', size: total });
      if (!row) return;
      const dir = path.join(this.exportsDir, row.id);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      const files: ExportFile[] = [];
      let copied = 0;
      const started = Date.now();
      for (const [index, group] of groups.entries()) {
        const segment = await this.reader.segment(group.segmentId);
        if (!segment) continue;
        const fragmented = path.join(dir, `part-${index}.m4s.mp4`);
        const out = fs.openSync(fragmented, 'w');
        try {
          fs.writeSync(out, segment.init.bytes);
          for (const fragment of group.rows) {
            fs.writeSync(out, await this.reader.bytes(fragment));
            copied += fragment.size;
          }
        } finally {
          fs.closeSync(out);
        }
        const first = group.rows[0] as FragmentRecord;
        const last = group.rows[group.rows.length - 1] as FragmentRecord;
        const startTime = first.start_ms;
        const endTime = Math.min(row.end_time, last.end_ms);
        const name = `${row.device_id}-${new Date(startTime).toISOString().replace(/[:.]/g, '-')}.mp4`;
        await remuxToMp4(fragmented, path.join(dir, name), endTime - startTime);
        fs.rmSync(fragmented, { force: true });
        files.push({ name, size: fs.statSync(path.join(dir, name)).size, startTime, endTime });
        const elapsed = (Date.now() - started) / 1000;
        const eta = copied > 0 ? Math.round((elapsed * (total - copied)) / copied) : null;
        row = await this.update(row, { downloaded: copied, eta });
        if (!row) return; // paused or canceled meanwhile
      }
      await this.update(row, {
        status: 'COMPLETED',
        files: JSON.stringify(files),
        size: files.reduce((s, f) => s + f.size, 0),
        downloaded: total,
        eta: 0,
        expired_at: Date.now() + EXPORT_TTL_MS,
      });
    } catch (err) {
      if (row) await this.update(row, { status: 'FAILED', note: (err as Error).message, eta: null });
    }
  }

  /** Fragments from the keyframe at or before the start to the end, grouped by segment file. */
  private async fragmentsBySegment(row: VideoRequestRow) {
    const groups: Array<{ segmentId: string; rows: FragmentRecord[] }> = [];
    const first = await this.reader.keyAtOrBefore(row.device_id, row.stream_number, row.start_time);
    if (!first || first.start_ms >= row.end_time) return groups;
    let page: FragmentRecord[] = [first];
    while (page.length) {
      for (const fragment of page) {
        if (fragment.start_ms >= row.end_time) return groups;
        const group = groups[groups.length - 1];
        if (group?.segmentId === fragment.segment_id) group.rows.push(fragment);
        else groups.push({ segmentId: fragment.segment_id, rows: [fragment] });
      }
      page = await this.reader.after(
        row.device_id,
        row.stream_number,
        (page[page.length - 1] as FragmentRecord).start_ms,
      );
    }
    return groups;
  }

  /** Writes a change unless the request left the state it was in (paused or canceled by a user). */
  private async update(row: VideoRequestRow, change: Partial<VideoRequestRow>): Promise<VideoRequestRow | undefined> {
    const updated = { ...row, ...change, updated_at: Date.now() };
    const result = await this.db
      .updateTable('video_requests')
      .set({ ...change, updated_at: updated.updated_at })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
    await this.announce(updated);
    return updated;
  }

  private async sweepExpired(): Promise<void> {
    this.sweepAt = Date.now() + 60_000;
    const expired = await this.db
      .selectFrom('video_requests')
      .select('id')
      .where('kind', '=', 'EXPORT')
      .where('status', '=', 'COMPLETED')
      .where('expired_at', '<', Date.now())
      .execute();
    for (const { id } of expired) fs.rmSync(path.join(this.exportsDir, id), { recursive: true, force: true });
  }

  private async announce(row: VideoRequestRow): Promise<void> {
    await this.bus.publish(topics.videoRequests(row.realm_id, row.user_id), row);
    await this.bus.publish(topics.videoRequests(row.realm_id), row);
  }
}
