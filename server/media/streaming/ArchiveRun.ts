/** What one archive play of a MediaSession works with (playArchiveForward, playArchiveReverse):
 *  the stream, its reader, the speed, the socket's sender and the session's waits, each bound to
 *  the play's generation — a play the session has moved on from stops at its next step. */
import type { StreamEvent, StreamNumber } from '../../../shared/video/constants';
import type { ArchiveReader } from '../archive/ArchiveReader';
import type { MarkRange } from './ArchiveMarks';
import type { MediaSender } from './MediaSender';

export interface ArchiveRun {
  readonly stream: { cameraId: string; number: StreamNumber };
  readonly reader: ArchiveReader;
  readonly speed: number;
  /** Media time (ms since the epoch) the play starts from, and moved() as it goes. */
  readonly position: number;
  moved(position: number): void;
  /** The end the init asked for, if any (spec 2 §4 end of chunk). */
  endTime(): number | undefined;
  /** The init asked for the metadata channel (issue 31 overlay). */
  readonly metadata: { range: MarkRange } | undefined;
  /** Archive over the file transport (spec 2 §4 restartFile): fileAt brings the file holding a time. */
  readonly file: boolean;
  fileAt(time: number): Promise<boolean>;
  readonly send: MediaSender;
  /** This play is still the session's current one. */
  current(): boolean;
  waitUntil(due: number): Promise<void>;
  /** Waits while the socket is full; false when the session moved on meanwhile. */
  waitForRoom(): Promise<boolean>;
  event(event: StreamEvent): void;
}
