/** Index queries behind coverage and boundaries: spans of camera streams in a time range and
 *  the nearest archive edge before or after a time. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readSpans } from './readSpans';
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
  constructor(private readonly db: Kysely<Database>) {}

  spans(cameraId: string, stream: number, from: number, to: number): Promise<Span[]> {
    return readSpans(this.db, 'archive_spans', cameraId, stream, from, to);
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
  async boundary(cameraIds: string[], streams: number[], time: number, find: 'NEXT' | 'PREV'): Promise<number | null> {
    if (cameraIds.length === 0 || streams.length === 0) return null;
    const base = this.db.selectFrom('archive_spans').where('camera_id', 'in', cameraIds).where('stream', 'in', streams);
    const pick = async (column: 'start_ms' | 'end_ms') => {
      const row =
        find === 'NEXT'
          ? await base
              .select((eb) => eb.fn.min(column).as('edge'))
              .where(column, '>', time)
              .executeTakeFirst()
          : await base
              .select((eb) => eb.fn.max(column).as('edge'))
              .where(column, '<', time)
              .executeTakeFirst();
      return row?.edge == null ? null : Number(row.edge);
    };
    const edges = [await pick('start_ms'), await pick('end_ms')].filter((e): e is number => e !== null);
    if (edges.length === 0) return null;
    return find === 'NEXT' ? Math.min(...edges) : Math.max(...edges);
  }
}
