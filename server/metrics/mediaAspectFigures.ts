/** The Media aspect's measured fields (spec 3 §3.1: consumedSpace, spaceUsagePerHour,
 *  spaceUsagePerDay, FPS, liveBitrate, uptime, averageFPS, averageGOP, jitter, packetLoss; issue 29)
 *  of one camera stream: the live ones from the media pipeline's stream statistics (memory), the
 *  archive's from its index (the database), read apart so a list asking only a stream's frame rate
 *  and bitrate for every camera sums no archive. */
import { STREAM_NUMBER, type StreamNumber } from '../../shared/video/constants';
import type { MediaService } from '../media';

/** What the archive index says of a stream (bytes). */
export interface ArchiveUsageFigures {
  consumedSpace: number;
  /** Bytes recorded over the last hour and day. */
  spaceUsagePerHour: number;
  spaceUsagePerDay: number;
}

/** What the stream delivers now; each null while the stream is not running in this platform. */
export interface LiveStreamFigures {
  FPS: number | null;
  /** Bits per second. */
  liveBitrate: number | null;
  /** Seconds. */
  uptime: number | null;
  averageFPS: number | null;
  averageGOP: number | null;
  /** ms. */
  jitter: number | null;
  /** Percent. */
  packetLoss: number | null;
}

export type MediaAspectFigures = ArchiveUsageFigures & LiveStreamFigures;

export type AspectMedia = Pick<MediaService, 'statistics' | 'archive'>;

/** The stream a Media aspect stands for (its streamSize; FULL when it has none). */
export function streamOfAspect(streamSize: unknown): StreamNumber {
  return streamSize === 'REVIEW' ? STREAM_NUMBER.REVIEW : STREAM_NUMBER.FULL;
}

const rounded = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export function liveStreamFigures(
  media: Pick<AspectMedia, 'statistics'>,
  cameraId: string,
  stream: StreamNumber,
  now = Date.now(),
): LiveStreamFigures {
  const figures = media.statistics.figures(cameraId, stream, now);
  return {
    FPS: figures ? rounded(figures.fps) : null,
    liveBitrate: figures ? Math.round(figures.bitrate) : null,
    uptime: figures ? Math.floor(figures.uptimeMs / 1000) : null,
    averageFPS: figures ? rounded(figures.averageFps) : null,
    averageGOP: figures ? rounded(figures.averageGop) : null,
    jitter: figures ? rounded(figures.jitterMs) : null,
    packetLoss: figures ? rounded(figures.packetLossPct, 3) : null,
  };
}

export async function archiveUsageFigures(
  media: Pick<AspectMedia, 'archive'>,
  cameraId: string,
  stream: StreamNumber,
  now = Date.now(),
): Promise<ArchiveUsageFigures> {
  const usage = await media.archive.usage(cameraId, stream, now);
  return { consumedSpace: usage.bytes, spaceUsagePerHour: usage.lastHour, spaceUsagePerDay: usage.lastDay };
}
