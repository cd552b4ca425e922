/** One local (WebRTC) viewer of a camera's live stream (spec 2 §4 Transport selection, design.md
 *  §3): a werift peer that answers the console's offer with a send-only H.264 track and, once ICE
 *  and DTLS connect, sends the stream's newest keyframe, what followed it and every new frame as
 *  RTP — the same live fan-out the cloud socket reads. ICE uses host candidates only (loopback
 *  included): the console reaches the avatar on its own network, with no STUN or TURN server.
 *  A picture's RTP timestamp is its wall-clock time (rtpTimestampOf), so the console knows each
 *  picture's time as a cloud viewer does: the sound, the metadata on the data channel the console
 *  opens (PeerMediaChannel) and the lag rule all go by it (issue 31). Each packet asks the browser
 *  to show its picture as soon as it is decoded (playoutDelay), as the cloud cell does. */
import {
  RTCPeerConnection,
  RTCRtpCodecParameters,
  RtpHeader,
  RtpPacket,
  type RTCCertificate,
  type RTCRtpTransceiver,
} from 'werift';
import { LOCAL_MEDIA_CHANNEL, rtpTimestampOf } from '../../../shared/video/localTransport';
import type { Frame, StreamInit } from '../sources/SourceListener';
import type { LiveStream } from '../streaming/LiveStream';
import { keepEarlyDtls } from './earlyDtls';
import { avcParameterSets, h264RtpPayloads, type AvcParameterSets } from './h264RtpPayloads';
import { PeerMediaChannel, type WatchMarks } from './PeerMediaChannel';
import { noPlayoutDelay, PLAYOUT_DELAY, PLAYOUT_DELAY_URI } from './playoutDelay';

/** What a console's browser decodes: constrained baseline is offered by every WebRTC stack, and
 *  level-asymmetry lets the camera's own profile through (browsers decode it regardless). */
const H264 = new RTCRtpCodecParameters({
  mimeType: 'video/H264',
  clockRate: 90_000,
  rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }],
  parameters: 'level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42e01f',
});

export type PeerEnd = 'closed' | 'failed' | 'timeout' | 'streamEnded';

export interface WebRtcPeerOptions {
  /** The platform's DTLS certificate, shared by its peers. */
  certificate: RTCCertificate;
  /** How long ICE and DTLS may take to connect before the peer gives up (spec 2 §9: 30 s). */
  connectTimeoutMs: number;
  /** The camera's metadata channel, sent to the console on its data channel. */
  watchMarks?: WatchMarks;
  /** Called once, when the peer has closed for good. */
  closed(end: PeerEnd): void;
}

export class WebRtcPeer {
  private readonly pc: RTCPeerConnection;
  private readonly transceiver: RTCRtpTransceiver;
  private sets: AvcParameterSets | undefined;
  private sequence = 0;
  private waitForKey = true;
  /** The playout-delay extension, under the id the browser offered it with. */
  private playoutDelay: ReturnType<typeof noPlayoutDelay> = [];
  private media: PeerMediaChannel | undefined;
  private unwatch: (() => void) | undefined;
  private connectTimer: NodeJS.Timeout | undefined;
  private stopKeepingDtls: (() => void) | undefined;
  private done = false;
  /** RTP packets sent, for the tests and the statistics. */
  packetsSent = 0;

  constructor(
    private readonly live: LiveStream,
    private readonly options: WebRtcPeerOptions,
  ) {
    this.pc = new RTCPeerConnection({
      iceServers: [],
      iceAdditionalHostAddresses: ['127.0.0.1'],
      iceUseIpv6: false,
      certificates: [options.certificate],
      codecs: { video: [H264] },
      headerExtensions: { video: [PLAYOUT_DELAY] },
    });
    this.transceiver = this.pc.addTransceiver('video', { direction: 'sendonly' });
    this.pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') this.connected();
      else if (state === 'failed') this.close('failed');
      else if (state === 'closed') this.close('closed');
    });
    this.pc.onDataChannel.subscribe((channel) => {
      if (channel.label !== LOCAL_MEDIA_CHANNEL || this.media || this.done) return;
      this.media = new PeerMediaChannel(channel, live, options.watchMarks);
    });
    this.connectTimer = setTimeout(() => this.close('timeout'), options.connectTimeoutMs);
  }

  /** The answer to the console's offer, with every host candidate in it (no trickle: getSDP is
   *  one request and one answer). */
  async answer(offer: string): Promise<string> {
    await this.pc.setRemoteDescription({ type: 'offer', sdp: offer });
    // The avatar answers as the DTLS server (a=setup:passive): werift's DTLS client waits a fixed
    // 100 ms after ICE connects before its first flight, where the browser, as the client, sends
    // its ClientHello as soon as ICE lets it (issue 31: the first picture's time).
    this.transceiver.dtlsTransport.role = 'server';
    const offered = this.transceiver.headerExtensions.find((extension) => extension.uri === PLAYOUT_DELAY_URI);
    this.playoutDelay = noPlayoutDelay(offered?.id);
    const answer = await this.pc.createAnswer();
    // Before the answer goes out: the browser's ClientHello may come before the DTLS server is made.
    this.stopKeepingDtls = keepEarlyDtls(this.transceiver.dtlsTransport);
    await this.pc.setLocalDescription(answer);
    if (this.pc.iceGatheringState !== 'complete') {
      await new Promise<void>((resolve) => {
        const { unSubscribe } = this.pc.iceGatheringStateChange.subscribe((state) => {
          if (state !== 'complete') return;
          unSubscribe();
          resolve();
        });
      });
    }
    const sdp = this.pc.localDescription?.sdp;
    if (!sdp) throw new Error('No local description');
    if (!this.transceiver.sender.codec && !/H264/i.test(sdp)) throw new Error('The offer has no H.264 video');
    return sdp;
  }

  get isClosed(): boolean {
    return this.done;
  }

  close(end: PeerEnd = 'closed'): void {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.connectTimer);
    this.stopKeepingDtls?.();
    this.unwatch?.();
    this.unwatch = undefined;
    this.media?.close();
    void this.pc.close().catch(() => undefined);
    this.options.closed(end);
  }

  private connected(): void {
    clearTimeout(this.connectTimer);
    if (this.done || this.unwatch) return;
    const init = this.live.init;
    if (init) this.useInit(init);
    // The newest keyframe and what followed it: the first picture comes at once.
    for (const frame of this.live.gopSoFar) this.send(frame);
    this.unwatch = this.live.watch({
      init: (next) => this.useInit(next),
      frame: (frame) => this.send(frame),
      ended: () => this.close('streamEnded'),
    });
  }

  private useInit(init: StreamInit): void {
    this.sets = avcParameterSets(init.init.description);
    // A new run (restart, new size) starts at its first keyframe, on a clock of its own.
    this.waitForKey = true;
  }

  private send(frame: Frame): void {
    const sets = this.sets;
    if (!sets || this.done) return;
    if (frame.key) this.waitForKey = false;
    if (this.waitForKey) return;
    const timestamp = rtpTimestampOf(frame.pts);
    const payloads = h264RtpPayloads(frame.data, frame.key, sets);
    payloads.forEach((payload, i) => {
      const header = new RtpHeader({
        sequenceNumber: this.sequence,
        timestamp,
        marker: i === payloads.length - 1,
        extensions: this.playoutDelay,
      });
      this.sequence = (this.sequence + 1) & 0xffff;
      this.packetsSent += 1;
      void this.transceiver.sender.sendRtp(new RtpPacket(header, payload)).catch(() => undefined);
    });
  }
}
