/** What a camera source hands on: per stream an init segment, then fragments with their
 *  samples on the wall clock, and its health as the process comes and goes. */
import type { StreamNumber } from '../../../shared/video/constants';
import type { InitSegment } from '../fmp4';

/** One access unit on the wall clock. */
export interface Frame {
  /** Presentation time, ms since the epoch. */
  pts: number;
  /** ms. */
  duration: number;
  key: boolean;
  /** AVCC access unit (a raw AAC frame for sound). */
  data: Buffer;
  /** pts is the time the frame was made, on the platform's clock (a demo camera's capture stamp),
   *  not a run's start plus media time: how late the platform sends it is then known (issue 37). */
  captured?: true;
}

/** An init segment of one run of a source, with the wall time of its media time zero. */
export interface StreamInit {
  init: InitSegment;
  /** ms since the epoch at media time 0 of this run. */
  originMs: number;
  /** Identifies the run: a new init (restart, new codec) starts a new run. */
  runId: string;
}

/** One fMP4 fragment as it came from the source, and its samples on the wall clock. */
export interface Fragment {
  bytes: Buffer;
  frames: Frame[];
  startMs: number;
  endMs: number;
  key: boolean;
  /** Wall time (ms) of media time 0 in `bytes`: frame pts = originMs + media time in ms. */
  mediaOriginMs: number;
  /** A fragment of the sound track (issue 31): a recording's rows and segments start at pictures. */
  sound?: boolean;
}

export type SourceHealth = 'NORMAL' | 'BROKEN' | 'OFF';

export interface SourceListener {
  init(stream: StreamNumber, init: StreamInit): void;
  fragment(stream: StreamNumber, fragment: Fragment): void;
  /** A fragment of the stream's sound track (issue 31): its AAC frames on the same wall clock as
   *  the pictures; `key` is false, a recording's segments start at pictures. */
  audio?(stream: StreamNumber, fragment: Fragment): void;
  /** The run ended (crash, stop): buffered output should be flushed. */
  ended(stream: StreamNumber): void;
  health(status: SourceHealth, reason?: string): void;
}
