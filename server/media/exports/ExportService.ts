/** Exports (video delivery, spec 2 §4–5): video requests over recorded archive, processed one at a
 *  time into standalone MP4 files (one per recording run in the range), with expiry; the request
 *  life (pause, resume, cancel, resubmit, updates) is the queue's. */
import fs from 'node:fs';
import path from 'node:path';
import { minutesBoundErrorText } from '../../../shared/video/minutesBoundError';
import { validateExportDuration } from '../../../shared/video/validateExportDuration';
import type { RealmRepository } from '../../db/repositories/realms';
import type { VideoRequestRepository } from '../../db/repositories/videoRequests';
import { parseJson } from '../../db/json';
import { DomainError } from '../../kernel/DomainError';
import type { EventBus } from '../../events/eventBus';
import type { ArchiveReader, FragmentRecord } from '../archive/ArchiveReader';
import {
  VideoRequestQueue,
  type NewRequest,
  type RequestActor,
  type VideoRequestRow,
} from '../requests/VideoRequestQueue';
import { remuxToMp4 } from './remuxToMp4';

export interface ExportFile {
  name: string;
  size: number;
  startTime: number;
  endTime: number;
  /** The node whose disk holds it (issue 33: in a cluster another node may serve the download). */
  node?: string;
}

/** Where a finished export's file is: on this node's disk, or on another node of the cluster. */
export type ExportFileLocation = { path: string } | { node: string };

/** A finished export can be downloaded this long. */
export const EXPORT_TTL_MS = 24 * 3_600_000;

export class ExportService extends VideoRequestQueue {
  private sweepAt = 0;
  /** In a cluster, this node's id: the files it makes are named after it. */
  private nodeId: string | undefined;

  constructor(
    requests: VideoRequestRepository,
    bus: EventBus,
    private readonly realms: RealmRepository,
    private readonly reader: ArchiveReader,
    readonly exportsDir: string,
    onError: (message: string) => void,
  ) {
    super(requests, bus, 'EXPORT', onError, realms);
  }

  /** Queues an export; the realm's maxDownloadLength decides, with the spec's messages. */
  async submit(actor: RequestActor, input: NewRequest): Promise<VideoRequestRow> {
    const realm = await this.realms.byId(actor.realmId);
    const error = validateExportDuration(input.endTime - input.startTime, realm?.settings.maxDownloadLength);
    if (error) throw DomainError.badInput(minutesBoundErrorText(error));
    return this.insert(actor, input);
  }

  /** In a cluster (issue 33): the files made from now on say they are on this node's disk. */
  makeOn(nodeId: string): void {
    this.nodeId = nodeId;
  }

  /** Where a finished export's file is, when the actor may download it. */
  async fileOf(actor: RequestActor, id: string, name: string): Promise<ExportFileLocation | undefined> {
    const file = this.finishedFile(await this.find(actor, id), name);
    if (!file) return undefined;
    if (file.node !== undefined && file.node !== this.nodeId) return { node: file.node };
    return { path: path.join(this.exportsDir, id, name) };
  }

  /** The path of a finished export's file this node made, for another node serving its download
   *  (which checked the asker's right to it); undefined when it is not here. */
  async ownFile(realmId: string, id: string, name: string): Promise<string | undefined> {
    const file = this.finishedFile(await this.requests.byId(id, realmId, this.kind), name);
    if (!file || (file.node ?? this.nodeId) !== this.nodeId) return undefined;
    return path.join(this.exportsDir, id, name);
  }

  /** Deletes the files of exports past their expiry, on every node (each deletes what it holds). */
  async sweepExpired(now: number): Promise<void> {
    for (const id of await this.requests.expiredIds('EXPORT', now))
      fs.rmSync(path.join(this.exportsDir, id), { recursive: true, force: true });
  }

  private finishedFile(row: VideoRequestRow | undefined, name: string): ExportFile | undefined {
    if (!row || row.status !== 'COMPLETED' || (row.expired_at ?? 0) < Date.now()) return undefined;
    return parseJson<ExportFile[]>(row.files, []).find((f) => f.name === name);
  }

  /** QUEUED → PROCESSING → EXPORTING → COMPLETED (or FAILED); stops early when paused or canceled. */
  protected override async process(request: VideoRequestRow): Promise<void> {
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
        const size = fs.statSync(path.join(dir, name)).size;
        files.push({ name, size, startTime, endTime, ...(this.nodeId !== undefined && { node: this.nodeId }) });
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

  protected override async housekeeping(): Promise<void> {
    if (Date.now() < this.sweepAt) return;
    this.sweepAt = Date.now() + 60_000;
    await this.sweepExpired(Date.now());
  }
}
