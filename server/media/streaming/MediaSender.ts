/** What a media socket sends (design.md §4): the stream header when its description changes, each
 *  frame as the shared binary header and the access unit every viewer shares, and the metadata
 *  channel's messages, numbered per socket; nothing once the session is closed. */
import { encodeMediaFrame, encodeMediaFrameHeader, type MediaHeader } from '../../../shared/video/mediaFrame';
import type { InitSegment } from '../fmp4';
import type { MetadataMark } from '../metadata/packMarks';
import type { Frame } from '../sources/SourceListener';

/** The WebSocket a MediaSession speaks over. */
export interface MediaSocket {
  /** `fin: false` sends the first part of a binary message whose next send completes it. */
  send(data: string | Uint8Array, options?: { binary?: boolean; fin?: boolean }): void;
  readonly bufferedAmount: number;
  close(code?: number, reason?: string): void;
}

/** Bytes queued on the socket beyond which live video drops to the next keyframe and archive
 *  pacing waits: a slow client never makes the server buffer without bound. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

export class MediaSender {
  private sequence = 0;
  private description: string | undefined;

  constructor(
    private readonly socket: MediaSocket,
    private readonly closed: () => boolean,
  ) {}

  /** More is queued on the socket than MAX_BUFFERED_BYTES. */
  get full(): boolean {
    return this.socket.bufferedAmount > MAX_BUFFERED_BYTES;
  }

  sendHeader(init: InitSegment): void {
    const description = init.description.toString('base64');
    const audio = init.audio && {
      codec: init.audio.codec,
      sampleRate: init.audio.sampleRate,
      numberOfChannels: init.audio.channels,
      description: init.audio.description.toString('base64'),
    };
    const key = `${description} ${audio?.description ?? ''}`;
    if (key === this.description) return;
    this.description = key;
    const header: MediaHeader = {
      mime: `video/mp4; codecs="${init.codec}${audio ? `, ${audio.codec}` : ''}"`,
      size: { width: init.width, height: init.height },
      codec: init.codec,
      description,
      ...(audio && { audio }),
    };
    this.socket.send(JSON.stringify(header));
  }

  sendFrame(frame: Frame, audio = false): void {
    if (this.closed()) return;
    const header = encodeMediaFrameHeader({
      // Sound keeps its sub-millisecond time: 1024 samples at 48 kHz are 21.33 ms.
      pts: audio ? frame.pts : Math.round(frame.pts),
      duration: frame.duration,
      key: frame.key,
      sequence: this.sequence++,
      ...(audio && { audio }),
      // The camera's lateness as the platform sees it, which a console cannot tell from its clock's
      // offset to the platform's: a picture that left late is not live however soon it arrives.
      ...(frame.captured && !audio && { sentLateMs: Math.max(0, Date.now() - frame.pts) }),
    });
    // One message in two WebSocket frames: this viewer's header, then the access unit every viewer
    // of the camera shares. A copy of each frame per viewer was most of the memory the platform
    // allocated while streaming, and a loaded machine let it pile up as garbage for tens of seconds.
    this.socket.send(header, { binary: true, fin: false });
    this.socket.send(frame.data, { binary: true, fin: true });
  }

  /** One metadata message, on the pictures' millisecond clock (their pts are sent rounded). */
  sendMark(mark: MetadataMark): void {
    if (this.closed()) return;
    const frame = { pts: Math.round(mark.pts), duration: mark.duration, key: false, metadata: true };
    this.socket.send(encodeMediaFrame({ ...frame, sequence: this.sequence++, data: mark.data }), { binary: true });
  }
}
