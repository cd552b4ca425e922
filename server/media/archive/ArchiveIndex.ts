/** Index queries behind coverage and boundaries: spans of camera streams in a time range and
 *  the nearest archive edge before or after a time. */
import type { ArchiveIndexRepository } from '../../db/repositories/archiveIndex';
import { computeCoverage, type Span } from './computeCoverage';

export interface CoverageItem {
  deviceId: string;
  streamNumber: number;
  time: number;
}

export interface CoverageQuery {
  cameraIds: string[];
  streams: number[];
  from: number;
  to: number;
  chunkMs?: number;
}

export class ArchiveIndex {
  constructor(private readonly index: ArchiveIndexRepository) {}

  /** Spec 3 §3.1 Media aspect consumedSpace, spaceUsagePerHour, spaceUsagePerDay: bytes a camera
   *  stream's archive holds, and bytes it recorded over the last hour and day. */
  async usage(
    cameraId: string,
    stream: number,
    now = Date.now(),
  ): Promise<{ bytes: number; lastHour: number; lastDay: number }> {
    const [bytes, lastHour, lastDay] = await Promise.all([
      this.index.streamBytes(cameraId, stream),
      this.index.streamBytesSince(cameraId, stream, now - 3_600_000),
      this.index.streamBytesSince(cameraId, stream, now - 86_400_000),
    ]);
    return { bytes, lastHour, lastDay };
  }

  spans(cameraId: string, stream: number, from: number, to: number): Promise<Span[]> {
    return this.index.spans(cameraId, stream, from, to);
  }

  async coverage(query: CoverageQuery): Promise<{ coverage: CoverageItem[]; partialCoverage: CoverageItem[] }> {
    const coverage: CoverageItem[] = [];
    const partialCoverage: CoverageItem[] = [];
    for (const deviceId of query.cameraIds) {
      for (const streamNumber of query.streams) {
        const spans = await this.spans(deviceId, streamNumber, query.from, query.to);
        const chunks = computeCoverage(spans, query.from, query.to, query.chunkMs);
        for (const time of chunks.full) coverage.push({ deviceId, streamNumber, time });
        for (const time of chunks.partial) partialCoverage.push({ deviceId, streamNumber, time });
      }
    }
    return { coverage, partialCoverage };
  }

  /** The nearest span edge (start or end of recorded video) strictly after (NEXT) or before
   *  (PREV) `time`, over all the given cameras and streams; null when there is none. */
  boundary(cameraIds: string[], streams: number[], time: number, find: 'NEXT' | 'PREV'): Promise<number | null> {
    return this.index.nearestEdge(cameraIds, streams, time, find);
  }
}
