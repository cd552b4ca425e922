/** A WebRTC data channel spoken to as a media socket (issue 31): MediaSender's messages — the
 *  stream header as text, each sound frame and metadata message as the media socket's binary frame
 *  — go to a local viewer the same way they go to a cloud one. A data channel has no fragments: a
 *  message sent in parts (`fin: false`) is sent whole once its last part comes. */
import type { RTCDataChannel } from 'werift';
import type { MediaSocket } from '../streaming/MediaSender';

export class DataChannelSocket implements MediaSocket {
  private parts: Buffer[] = [];

  constructor(private readonly channel: RTCDataChannel) {}

  get bufferedAmount(): number {
    return this.channel.bufferedAmount;
  }

  send(data: string | Uint8Array, options?: { binary?: boolean; fin?: boolean }): void {
    if (this.channel.readyState !== 'open') {
      this.parts = [];
      return;
    }
    if (typeof data === 'string') return this.channel.send(data);
    this.parts.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    if (options?.fin === false) return;
    const whole = this.parts.length === 1 ? (this.parts[0] as Buffer) : Buffer.concat(this.parts);
    this.parts = [];
    this.channel.send(whole);
  }

  close(): void {
    this.channel.close();
  }
}
