/** What a local (WebRTC) viewer receives beside the pictures (issue 31; spec 2 §3 stream message
 *  metadata list, full audio): on the data channel the console opens, the stream's header with its
 *  sound, the camera's AAC frames and the metadata channel's messages, in the media socket's own
 *  frames (MediaSender), so the console plays them as it does a cloud stream's — the sound through
 *  its AudioDecoder on the pictures' clock, the boxes with the picture of their time. */
import type { RTCDataChannel } from 'werift';
import type { MarkListener } from '../metadata/MetadataChannel';
import type { Frame } from '../sources/SourceListener';
import type { LiveStream } from '../streaming/LiveStream';
import { MediaSender } from '../streaming/MediaSender';
import { DataChannelSocket } from './DataChannelSocket';

/** Watches a camera's metadata channel; returns a function that stops. */
export type WatchMarks = (listener: MarkListener) => () => void;

export class PeerMediaChannel {
  private readonly sender: MediaSender;
  private stop: (() => void) | undefined;
  private closed = false;

  constructor(
    private readonly channel: RTCDataChannel,
    private readonly live: LiveStream,
    private readonly watchMarks: WatchMarks | undefined,
  ) {
    this.sender = new MediaSender(new DataChannelSocket(channel), () => this.closed);
    if (channel.readyState === 'open') this.open();
    else {
      channel.stateChanged.subscribe((state) => {
        if (state === 'open') this.open();
        else if (state === 'closed') this.close();
      });
    }
  }

  close(): void {
    this.closed = true;
    this.stop?.();
    this.stop = undefined;
  }

  private open(): void {
    if (this.closed || this.stop) return;
    const sendAudio = (frame: Frame) => {
      if (!this.sender.full) this.sender.sendFrame(frame, true);
    };
    const init = this.live.init;
    if (init) this.sender.sendHeader(init.init);
    // The sound since the newest keyframe: the picture starts there.
    for (const frame of this.live.audioSoFar) sendAudio(frame);
    const stopMarks = this.watchMarks?.((mark) => {
      if (!this.sender.full) this.sender.sendMark(mark);
    });
    const stopLive = this.live.watch({
      init: (next) => this.sender.sendHeader(next.init),
      frame: () => undefined,
      audio: sendAudio,
      ended: () => this.close(),
    });
    this.stop = () => {
      stopLive();
      stopMarks?.();
    };
  }
}
