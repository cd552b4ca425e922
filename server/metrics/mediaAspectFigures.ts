/** The Media aspect's measured fields (spec 3 §3.1: consumedSpace, spaceUsagePerHour,
 *  spaceUsagePerDay, FPS, liveBitrate, uptime, averageFPS, averageGOP, jitter, packetLoss; issue 29)
 *  of one camera stream, from the media pipeline's stream statistics and the archive index. */
import { STREAM_NUMBER, type StreamNumber } from '../../shared/video/constants';
import type { MediaService } from '../media';

export interface MediaAspectFigures {
  /** Bytes. */
  consumedSpace: number;
  /** Bytes recorded over the last hour and day. */
  spaceUsagePerHour: number;
  spaceUsagePerDay: number;
  /** Null while the stream is not running in this platform. */
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

export type AspectMedia = Pick<MediaService, 'statistics' | 'archive'>;

/** The stream a Media aspect stands for (its streamSize; FULL when it has none). */
export function streamOfAspect(streamSize: unknown): StreamNumber {
  return streamSize === 'REVIEW' ? STREAM_NUMBER.REVIEW : STREAM_NUMBER.FULL;
}

const rounded = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function mediaAspectFigures(
  media: AspectMedia,
  cameraId: string,
  stream: StreamNumber,
  now = Date.now(),
): Promise<MediaAspectFigures> {
  const usage = await media.archive.usage(cameraId, stream, now);
  const figures = media.statistics.figures(cameraId, stream, now);
  return {
    consumedSpace: usage.bytes,
    spaceUsagePerHour: usage.lastHour,
    spaceUsagePerDay: usage.lastDay,
    FPS: figures ? rounded(figures.fps) : null,
    liveBitrate: figures ? Math.round(figures.bitrate) : null,
    uptime: figures ? Math.floor(figures.uptimeMs / 1000) : null,
    averageFPS: figures ? rounded(figures.averageFps) : null,
    averageGOP: figures ? rounded(figures.averageGop) : null,
    jitter: figures ? rounded(figures.jitterMs) : null,
    packetLoss: figures ? rounded(figures.packetLossPct, 3) : null,
  };
}
