/** One local (WebRTC) viewer of a camera's live stream (spec 2 §4 Transport selection, design.md
 *  §3): a werift peer that answers the console's offer with a send-only H.264 track and, once ICE
 *  and DTLS connect, sends the stream's newest keyframe, what followed it and every new frame as
 *  RTP — the same live fan-out the cloud socket reads. ICE uses host candidates only (loopback
 *  included): the console reaches the avatar on its own network, with no STUN or TURN server.
 *  A picture's RTP timestamp is its wall-clock time (rtpTimestampOf), so the console knows each
 *  picture's time as a cloud viewer does: the sound, the metadata on the data channel the console
 *  opens (PeerMediaChannel) and the lag rule all go by it (issue 31). Each packet asks the browser
 *  to show its picture as soon as it is decoded (playoutDelay), as the cloud cell does. A
 *  connection the console keeps after its play may be asked for another camera on its data channel
 *  (LocalCommand 'init'), which the avatar checks again before it switches (switchCamera), or told
 *  to stop sending while kept ('pause'). */
import {
  type RTCDataChannel,
  RTCPeerConnection,
  RTCRtpCodecParameters,
  RtpHeader,
  RtpPacket,
  type RTCCertificate,
  type RTCRtpTransceiver,
} from 'werift';
import { STOP_CODE, type StreamNumber } from '../../../shared/video/constants';
import {
  LOCAL_MEDIA_CHANNEL,
  type LocalCommand,
  type LocalRefused,
  type LocalSwitched,
  RTP_VIDEO_TICKS_PER_MS,
  rtpTimestampOf,
} from '../../../shared/video/localTransport';
import type { Frame, StreamInit } from '../sources/SourceListener';
import type { LiveStream } from '../streaming/LiveStream';
import { keepEarlyDtls } from './earlyDtls';
import { avcParameterSets, h264RtpPayloads, type AvcParameterSets } from './h264RtpPayloads';
import { PeerMediaChannel, type WatchMarks } from './PeerMediaChannel';
import { PeerRefusal } from './PeerRefusal';
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

/** Another camera for a kept connection, once the avatar has checked the viewer may watch it. */
export interface PeerSource {
  live: LiveStream;
  watchMarks?: WatchMarks;
}

/** How far after the last camera's last picture the next camera's first is stamped: a frame at
 *  30 fps, so the receiver sees the stream go on. */
const SWITCH_STEP_TICKS = Math.round((1000 / 30) * RTP_VIDEO_TICKS_PER_MS);

/** When the new camera has no keyframe yet, its first picture's time is taken as at least this
 *  long ago, so every picture of it is stamped at or after the switch's timestamp. */
const NO_KEYFRAME_MARGIN_MS = 1_000;

export interface WebRtcPeerOptions {
  /** The platform's DTLS certificate, shared by its peers. */
  certificate: RTCCertificate;
  /** How long ICE and DTLS may take to connect before the peer gives up (spec 2 §9: 30 s). */
  connectTimeoutMs: number;
  /** The camera's metadata channel, sent to the console on its data channel. */
  watchMarks?: WatchMarks;
  /** Called once, when the peer has closed for good. */
  closed(end: PeerEnd): void;
  /** Checks and finds another camera asked for on the kept connection; throws a PeerRefusal (or
   *  any error, told as not authorised). Without it, such asks are refused. */
  switchCamera?(cameraId: string, stream: StreamNumber): Promise<PeerSource>;
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
  private channel: RTCDataChannel | undefined;
  private watchMarks: WatchMarks | undefined;
  private unwatch: (() => void) | undefined;
  /** Added to each picture's RTP timestamp since the last switch (LocalSwitched.rtpOffset). */
  private rtpOffset = 0;
  private lastTimestamp: number | undefined;
  /** The commands of the data channel, one after another. */
  private commands: Promise<void> = Promise.resolve();
  private isConnected = false;
  private connectTimer: NodeJS.Timeout | undefined;
  private stopKeepingDtls: (() => void) | undefined;
  private done = false;
  /** RTP packets sent, for the tests and the statistics. */
  packetsSent = 0;

  constructor(
    private live: LiveStream,
    private readonly options: WebRtcPeerOptions,
  ) {
    this.watchMarks = options.watchMarks;
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
      if (channel.label !== LOCAL_MEDIA_CHANNEL || this.channel || this.done) return;
      this.channel = channel;
      this.media = new PeerMediaChannel(channel, this.live, this.watchMarks);
      channel.onMessage.subscribe((message) => {
        if (typeof message !== 'string') return;
        this.commands = this.commands.then(() => this.command(message)).catch(() => undefined);
      });
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
    if (this.done || this.isConnected) return;
    this.isConnected = true;
    this.startPictures();
  }

  /** The newest keyframe and what followed it, then each new picture. */
  private startPictures(): void {
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

  /** A command of the console's on a kept connection; anything else is left alone. */
  private async command(message: string): Promise<void> {
    let command: LocalCommand;
    try {
      command = JSON.parse(message) as LocalCommand;
    } catch {
      return;
    }
    if (this.done || !this.isConnected) return;
    if (command.cmd === 'pause') return this.stopSending();
    if (command.cmd !== 'init' || typeof command.objid !== 'string') return;
    // The last camera's pictures stop at once, whether or not the next one is allowed.
    this.stopSending();
    let next: PeerSource;
    try {
      if (!this.options.switchCamera) throw new PeerRefusal(STOP_CODE.NOT_AUTHORIZED, 'Not authorized');
      next = await this.options.switchCamera(command.objid, command.streamid as StreamNumber);
    } catch (err) {
      const code = err instanceof PeerRefusal ? err.code : STOP_CODE.NOT_AUTHORIZED;
      return this.reply({ code, error: (err as Error).message } satisfies LocalRefused);
    }
    if (this.done) return;
    this.live = next.live;
    this.watchMarks = next.watchMarks;
    const rtpTimestamp = this.nextRunTimestamp();
    const first = this.live.gopSoFar[0]?.pts ?? Date.now() - NO_KEYFRAME_MARGIN_MS;
    this.rtpOffset = (rtpTimestamp - rtpTimestampOf(first)) >>> 0;
    this.reply({ switched: command.objid, rtpTimestamp, rtpOffset: this.rtpOffset } satisfies LocalSwitched);
    if (this.channel) this.media = new PeerMediaChannel(this.channel, this.live, this.watchMarks);
    this.startPictures();
  }

  /** The first timestamp of the next camera: a step after the last picture sent, else now's. */
  private nextRunTimestamp(): number {
    if (this.lastTimestamp === undefined) return rtpTimestampOf(Date.now());
    return (this.lastTimestamp + SWITCH_STEP_TICKS) >>> 0;
  }

  private stopSending(): void {
    this.unwatch?.();
    this.unwatch = undefined;
    this.media?.close();
    this.media = undefined;
  }

  private reply(message: LocalSwitched | LocalRefused): void {
    if (this.channel?.readyState === 'open') this.channel.send(JSON.stringify(message));
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
    const timestamp = (rtpTimestampOf(frame.pts) + this.rtpOffset) >>> 0;
    this.lastTimestamp = timestamp;
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
