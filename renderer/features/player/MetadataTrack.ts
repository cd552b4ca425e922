/** The stream's metadata as the player holds it (issue 31 analytics overlay; spec 2 §3 stream
 *  message metadata list): each source's messages by frame time, and the boxes that stand on the
 *  picture of a given time — each source's newest message at or before that time, while its
 *  duration lasts. So a message is drawn with the picture of its own time and the ones after it,
 *  never with an earlier one, however early it arrived (archive sends it ahead of its picture). */
import {
  decodeMetadataPayload,
  type MediaMetadata,
  type MetadataBox,
  type MetadataSource,
} from '../../../shared/video/mediaMetadata';
import type { MediaFrame } from '../../../shared/video/mediaFrame';

/** Messages kept per source: about 20 s of a detector at 10 frames a second. */
const KEPT_PER_SOURCE = 200;

export class MetadataTrack {
  private readonly bySource = new Map<MetadataSource, MediaMetadata[]>();

  /** A metadata frame of the socket; throws on one that does not decode. */
  addFrame(frame: Pick<MediaFrame, 'pts' | 'duration' | 'data'>): void {
    const { source, boxes } = decodeMetadataPayload(frame.data);
    this.add({ pts: frame.pts, duration: frame.duration, source, boxes });
  }

  add(message: MediaMetadata): void {
    const list = this.bySource.get(message.source) ?? [];
    // In time order; a message for the same time replaces the one before it.
    let at = list.length;
    while (at > 0 && (list[at - 1] as MediaMetadata).pts > message.pts) at -= 1;
    if (at > 0 && (list[at - 1] as MediaMetadata).pts === message.pts) list[at - 1] = message;
    else list.splice(at, 0, message);
    if (list.length > KEPT_PER_SOURCE) list.splice(0, list.length - KEPT_PER_SOURCE);
    this.bySource.set(message.source, list);
  }

  /** The boxes standing on the picture of time `pts`. */
  at(pts: number): MetadataBox[] {
    const out: MetadataBox[] = [];
    for (const list of this.bySource.values()) {
      let found: MediaMetadata | undefined;
      for (let i = list.length - 1; i >= 0; i -= 1) {
        const message = list[i] as MediaMetadata;
        if (message.pts <= pts) {
          found = message;
          break;
        }
      }
      if (found && pts < found.pts + found.duration) out.push(...found.boxes);
    }
    return out;
  }

  /** A new position: what was found elsewhere in time does not stand here. */
  clear(): void {
    this.bySource.clear();
  }
}
