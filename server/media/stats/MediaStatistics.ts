/** Each camera stream's StreamStatistics (issue 29), kept across restarts and reloads of the
 *  camera's pipeline so counters (lost time, reconnects, recorded bytes) only grow while the
 *  platform runs; forgotten when the camera is deleted. */
import type { StreamNumber } from '../../../shared/video/constants';
import { StreamStatistics, type StreamFigures } from './StreamStatistics';

export class MediaStatistics {
  private readonly cameras = new Map<string, Map<StreamNumber, StreamStatistics>>();

  /** The statistics of one stream, made on first use. */
  stream(cameraId: string, stream: StreamNumber): StreamStatistics {
    let streams = this.cameras.get(cameraId);
    if (!streams) {
      streams = new Map();
      this.cameras.set(cameraId, streams);
    }
    let statistics = streams.get(stream);
    if (!statistics) {
      statistics = new StreamStatistics();
      streams.set(stream, statistics);
    }
    return statistics;
  }

  /** The camera's pipeline stopped on purpose: its silence from now on is not lost time. */
  stopped(cameraId: string, now = Date.now()): void {
    for (const statistics of this.cameras.get(cameraId)?.values() ?? []) statistics.stopped(now);
  }

  /** The camera is gone. */
  forget(cameraId: string): void {
    this.cameras.delete(cameraId);
  }

  /** One stream's figures now, undefined for a stream never seen. */
  figures(cameraId: string, stream: StreamNumber, now = Date.now()): StreamFigures | undefined {
    return this.cameras.get(cameraId)?.get(stream)?.figures(now);
  }

  /** Every stream's figures of a camera now. */
  cameraFigures(cameraId: string, now = Date.now()): Map<StreamNumber, StreamFigures> {
    const out = new Map<StreamNumber, StreamFigures>();
    for (const [stream, statistics] of this.cameras.get(cameraId) ?? []) out.set(stream, statistics.figures(now));
    return out;
  }

  /** The cameras with statistics (running or stopped since the platform started). */
  cameraIds(): string[] {
    return [...this.cameras.keys()];
  }
}
