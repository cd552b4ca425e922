/** What the cloud holds (spec 2: the avatar keeps everything; the cloud keeps what the camera's
 *  recording mode uploads, plus what archive-on-demand brought): CONTINUOUS cameras upload all
 *  their recorded video, others only the spans AOD copied. */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { CloudSpanRepository } from '../../db/repositories/cloudSpans';
import type { DeviceRecord } from '../../db/repositories/devices';
import type { ArchiveIndex } from './ArchiveIndex';
import { computeCoverage, mergeSpans, type Span } from './computeCoverage';
import type { CoverageItem } from './ArchiveIndex';

export type ArchiveLocation = 'cloud' | 'local';

/** Recording modes (devices.graphql RecordingMode) that upload every recorded second. */
const UPLOADS_ALL = new Set(['CONTINUOUS']);

export function uploadsAll(device: Pick<DeviceRecord, 'config'>): boolean {
  const mode = device.config.recordingMode;
  return typeof mode !== 'string' || UPLOADS_ALL.has(mode);
}

export class CloudArchive {
  constructor(
    private readonly cloud: CloudSpanRepository,
    private readonly local: ArchiveIndex,
  ) {}

  /** Spans of a camera stream at a location, clipped to [from, to). */
  async spans(device: DeviceRecord, stream: number, from: number, to: number, location: ArchiveLocation) {
    const local = await this.local.spans(device.id, stream, from, to);
    if (location === 'local' || uploadsAll(device)) return local;
    const cloud = await this.cloudSpans(device.id, stream, from, to);
    return intersect(local, cloud);
  }

  cloudSpans(cameraId: string, stream: number, from: number, to: number): Promise<Span[]> {
    return this.cloud.spans(cameraId, stream, from, to);
  }

  /** Records that the cloud now holds [start, end) of a stream, merged with what it had. */
  async add(cameraId: string, stream: number, start: number, end: number): Promise<void> {
    await this.cloud.add(cameraId, stream, { start, end }, (spans) => mergeSpans(spans, 1));
  }

  /** Full and partial chunks of the devices' streams at a location, and (for the cloud) the
   *  chunks held on the avatar only. */
  async coverage(
    devices: DeviceRecord[],
    streams: number[],
    from: number,
    to: number,
    location: ArchiveLocation,
    chunkMs?: number,
  ) {
    const coverage: CoverageItem[] = [];
    const partialCoverage: CoverageItem[] = [];
    const offlineCoverage: Array<{ deviceId: string; coverage: CoverageItem[] }> = [];
    for (const device of devices) {
      // SQLite reads are synchronous: between cameras the recorders' pipes get their turn.
      await yieldToLoop();
      const offline: CoverageItem[] = [];
      for (const streamNumber of streams) {
        const spans = await this.spans(device, streamNumber, from, to, location);
        const chunks = computeCoverage(spans, from, to, chunkMs);
        for (const time of chunks.full) coverage.push({ deviceId: device.id, streamNumber, time });
        for (const time of chunks.partial) partialCoverage.push({ deviceId: device.id, streamNumber, time });
        if (location === 'cloud' && !uploadsAll(device)) {
          const local = computeCoverage(await this.local.spans(device.id, streamNumber, from, to), from, to, chunkMs);
          const inCloud = new Set(chunks.full);
          for (const time of [...local.full, ...local.partial].sort((a, b) => a - b)) {
            if (!inCloud.has(time)) offline.push({ deviceId: device.id, streamNumber, time });
          }
        }
      }
      if (offline.length) offlineCoverage.push({ deviceId: device.id, coverage: offline });
    }
    return { coverage, partialCoverage, offlineCoverage };
  }

  /** Whether the cloud holds `time` of the stream. */
  async holds(device: DeviceRecord, stream: number, time: number): Promise<boolean> {
    return (await this.spans(device, stream, time, time + 1, 'cloud')).length > 0;
  }
}

function intersect(a: Span[], b: Span[]): Span[] {
  const out: Span[] = [];
  for (const x of a) {
    for (const y of b) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (end > start) out.push({ start, end });
    }
  }
  return out.sort((p, q) => p.start - q.start);
}
