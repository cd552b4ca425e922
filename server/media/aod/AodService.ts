/** Archive-on-demand (spec 2 §4): requests that copy a camera's recorded ranges from avatar
 *  storage to the cloud, chunks aligned to 30 s, at a bandwidth cap so the statuses progress
 *  visibly (QUEUED → PROCESSING → EXPORTING → COMPLETED); the cloud then holds those spans. The
 *  avatar's delivery terms govern the work (spec 3 §4, §7.2): a stopped or deactivated delivery
 *  service holds its requests queued (one under way goes back to the queue), the camera with the
 *  highest delivery priority goes first, and the avatar's upload cap bounds the copy rate. A
 *  player's file transport fetches the 30 s files it reaches at once (AvatarFiles). */
import { AOD_CHUNK_MS, STREAM_NUMBER } from '../../../shared/video/constants';
import type { RealmRepository } from '../../db/repositories/realms';
import type { VideoRequestRepository } from '../../db/repositories/videoRequests';
import { DomainError } from '../../kernel/DomainError';
import type { EventBus } from '../../events/eventBus';
import type { ArchiveIndex } from '../archive/ArchiveIndex';
import type { ArchiveReader, FragmentRecord } from '../archive/ArchiveReader';
import type { CloudArchive } from '../archive/CloudArchive';
import { AvatarFiles } from './AvatarFiles';
import {
  VideoRequestQueue,
  type NewRequest,
  type RequestActor,
  type VideoRequestRow,
} from '../requests/VideoRequestQueue';
import { nextDelivery, UNGOVERNED, type DeliveryTerms, type DeliveryTermsOf } from './deliveryTerms';

/** Copy rate when neither the realm (settings.aodBandwidthKBps) nor VANTAGE_AOD_KBPS sets one. */
export const DEFAULT_AOD_KBPS = 256;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 500;
/** Longest single AOD request. */
const MAX_AOD_MS = 60 * 60_000;
/** Queued requests ranked for the next one. */
const QUEUE_LOOKAHEAD = 200;
/** Note of a request sent back to the queue by its avatar's delivery service stopping. */
export const DELIVERY_STOPPED_NOTE = 'The delivery service is stopped';

/** [start, end) widened to whole AOD chunks. */
export function alignToChunks(start: number, end: number, chunkMs = AOD_CHUNK_MS): { start: number; end: number } {
  return { start: Math.floor(start / chunkMs) * chunkMs, end: Math.ceil(end / chunkMs) * chunkMs };
}

export class AodService extends VideoRequestQueue {
  /** The file transport's fetches of archive a viewer reaches (spec 2 §4 restartFile). */
  readonly files: AvatarFiles;

  constructor(
    requests: VideoRequestRepository,
    bus: EventBus,
    private readonly realms: RealmRepository,
    private readonly reader: ArchiveReader,
    private readonly local: ArchiveIndex,
    private readonly cloud: CloudArchive,
    private readonly defaultKBps: number,
    onError: (message: string) => void,
    private readonly termsOf: DeliveryTermsOf = UNGOVERNED,
  ) {
    super(requests, bus, 'AOD', onError, realms);
    this.files = new AvatarFiles(reader, local, cloud, termsOf);
  }

  protected override async pickNext(): Promise<VideoRequestRow | undefined> {
    return nextDelivery(await this.requests.queued(this.kind, QUEUE_LOOKAHEAD), this.termsOf);
  }

  async submit(actor: RequestActor, input: NewRequest): Promise<VideoRequestRow> {
    if (!(input.endTime > input.startTime)) throw DomainError.badInput('Invalid value');
    const range = alignToChunks(input.startTime, input.endTime);
    if (range.end - range.start > MAX_AOD_MS) throw DomainError.badInput('The requested range is too long');
    return this.insert(actor, { ...input, startTime: range.start, endTime: range.end });
  }

  protected override async process(request: VideoRequestRow): Promise<void> {
    let row = await this.update(request, { status: 'PROCESSING', downloaded: 0, note: null });
    if (!row) return;
    const stream = row.stream_number ?? STREAM_NUMBER.FULL;
    const spans = await this.local.spans(row.device_id, stream, row.start_time, row.end_time);
    const fragments = await this.fragments(row.device_id, stream, row.start_time, row.end_time);
    if (spans.length === 0 || fragments.length === 0) {
      await this.update(row, { status: 'FAILED', note: 'Video unavailable' });
      return;
    }
    const total = fragments.reduce((sum, f) => sum + f.size, 0);
    row = await this.update(row, { status: 'EXPORTING', size: total });
    if (!row) return;
    const realmBytesPerMs = ((await this.kbps(row.realm_id)) / 1000) * 1024;
    const rate = (terms: DeliveryTerms) =>
      terms.capBps === null ? realmBytesPerMs : Math.min(realmBytesPerMs, terms.capBps / 8 / 1000);
    let bytesPerMs = rate(await this.termsOf(row.device_id, row.avatar_id));
    // Pacing restarts from here whenever the rate changes (a new upload cap).
    let paceFrom = { at: Date.now(), copied: 0 };
    let copied = 0;
    let reported = paceFrom.at;
    for (const fragment of fragments) {
      // Read from the avatar's storage: the bytes a transfer to the cloud would carry.
      copied += (await this.reader.bytes(fragment)).length;
      const due = paceFrom.at + (copied - paceFrom.copied) / bytesPerMs;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      if (Date.now() - reported >= PROGRESS_EVERY_MS) {
        reported = Date.now();
        const terms = await this.termsOf(row.device_id, row.avatar_id);
        if (!terms.running) {
          // The avatar stopped delivering: the request waits in the queue for it to start again.
          await this.update(row, { status: 'QUEUED', downloaded: 0, eta: null, note: DELIVERY_STOPPED_NOTE });
          return;
        }
        if (rate(terms) !== bytesPerMs) {
          bytesPerMs = rate(terms);
          paceFrom = { at: Date.now(), copied };
        }
        row = await this.update(row, { downloaded: copied, eta: Math.ceil((total - copied) / bytesPerMs / 1000) });
        if (!row) return; // paused or canceled: the next run starts over
      }
    }
    for (const span of spans) {
      await this.cloud.add(
        row.device_id,
        stream,
        Math.max(span.start, row.start_time),
        Math.min(span.end, row.end_time),
      );
    }
    await this.update(row, { status: 'COMPLETED', downloaded: total, eta: 0 });
  }

  private async kbps(realmId: string): Promise<number> {
    const realm = await this.realms.byId(realmId);
    const value = Number((realm?.settings as { aodBandwidthKBps?: unknown } | undefined)?.aodBandwidthKBps);
    return Number.isFinite(value) && value > 0 ? value : this.defaultKBps;
  }

  private async fragments(cameraId: string, stream: number, from: number, to: number): Promise<FragmentRecord[]> {
    const out: FragmentRecord[] = [];
    let page = await this.reader.after(cameraId, stream, from - 1);
    while (page.length) {
      for (const row of page) {
        if (row.start_ms >= to) return out;
        out.push(row);
      }
      page = await this.reader.after(cameraId, stream, (page[page.length - 1] as FragmentRecord).start_ms);
    }
    return out;
  }
}
