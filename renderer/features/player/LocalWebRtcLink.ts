/** The console's end of the local transport (spec 2 §4, design.md §3): an RTCPeerConnection that
 *  offers to receive video, the avatar's answer through getSDP, and the remote track's pictures as
 *  VideoFrames for the cell's painter — read with MediaStreamTrackProcessor where the browser has
 *  it (Chromium, Electron), else from a muted <video> element at each requestVideoFrameCallback.
 *  ICE gathers host candidates only: the avatar is on the console's own network. Beside the
 *  pictures, a data channel brings the stream's header, its sound and its metadata in the media
 *  socket's own messages (issue 31), and each picture's time is read from its RTP timestamp, the
 *  camera's wall clock the avatar stamps it with (shared/video/localTransport). When its play ends,
 *  a connected link may be kept by the window (KeptLocalLinks) and play the next camera of the same
 *  avatar: asked for with 'init' on the data channel, the avatar's 'switched' telling from which
 *  RTP timestamp the pictures are the new camera's. */
import type { StreamNumber } from '../../../shared/video/constants';
import {
  isRtpAtOrAfter,
  type LocalCommand,
  type LocalRefused,
  type LocalSwitched,
  ptsOfRtpTimestamp,
} from '../../../shared/video/localTransport';
import { decodeMediaFrame, type MediaFrame, type MediaHeader } from '../../../shared/video/mediaFrame';
import { type LocalOffer, makeLocalOffer, newPeerConnection } from './LocalOffer';
import type { DecodedFrame } from './playerDeps';
import { showAsReceived } from './showAsReceived';

/** The local path's stages (issue 31), logged in the cell's statistics log with the time since
 *  the play began, so a slow first picture shows where the time went. */
export type LocalStage =
  | 'offerSent'
  | 'answered'
  | 'iceConnected'
  | 'dtlsConnected'
  | 'firstRtp'
  | 'switchSent'
  | 'switched'
  | 'firstFrameDecoded';

/** Pictures held while a kept link waits for 'switched' (they may be the new camera's). */
const MAX_HELD_FRAMES = 8;

/** A kept link whose pictures arrive but none at or after the switch's timestamp this long after
 *  'switched' (its keyframe lost): the pictures are the new camera's, whatever their stamp, as
 *  the last camera's stopped before the avatar answered. */
const SWITCH_GATE_MS = 300;

export interface LocalLinkEvents {
  /** A picture arrived; the receiver paints it or closes it. */
  frame(frame: DecodedFrame): void;
  /** The link failed before or after its first picture (ICE, DTLS, the avatar's refusal). */
  failed(text: string): void;
  /** The link reached a stage of its way to the first picture (each once). */
  stage?(stage: LocalStage): void;
  /** The stream's header (its sound's decoder configuration), at the start and at each new run. */
  header?(header: MediaHeader): void;
  /** A sound frame or a metadata message of the data channel. */
  media?(frame: MediaFrame): void;
  /** How the first picture was dated (once): by its RTP timestamp, or, where the browser does not
   *  tell it, by its arrival. */
  dated?(by: 'rtp' | 'arrival'): void;
}

export interface LocalLinkDeps {
  /** getSDP(obj, sdp, streamNumber): the avatar's answer to the offer. */
  getSdp(cameraId: string, offer: string, stream: StreamNumber): Promise<string>;
  /** The offer to send: the window's spare, made before the play (SpareLocalOffer). Without it
   *  the link makes its own, on a peer connection from createPeerConnection. */
  takeOffer?(): LocalOffer;
  createPeerConnection?(): RTCPeerConnection;
  epochNow(): number;
}

/** Where the browser tells a WebRTC picture's RTP timestamp (VideoFrame.metadata(), and
 *  requestVideoFrameCallback's metadata). */
interface RtpStamped {
  rtpTimestamp?: number;
}

interface TrackProcessor {
  readable: ReadableStream<VideoFrame>;
}
type TrackProcessorConstructor = new (init: { track: MediaStreamTrack }) => TrackProcessor;

/** A kept link's ask for another camera, until its first picture. */
interface Switch {
  answer: { resolve(switched: LocalSwitched): void; reject(err: Error): void };
  /** Pictures that came before the answer. */
  held: Array<{ frame: VideoFrame; rtpTimestamp: number | undefined }>;
  switched: LocalSwitched | null;
  /** When the answer came (epochNow). */
  switchedAt: number;
}

export class LocalWebRtcLink {
  private readonly offer: LocalOffer;
  private readonly pc: RTCPeerConnection;
  private closed = false;
  private stopReading: (() => void) | null = null;
  private readonly reached = new Set<LocalStage>();
  private dated = false;
  /** The play the link serves; null while the window keeps it for another. */
  private events: LocalLinkEvents | null;
  /** Answered once: another camera is asked for on the data channel. */
  private answered = false;
  private pictures = 0;
  private switching: Switch | null = null;
  /** The avatar's offset on the current camera's RTP timestamps (LocalSwitched.rtpOffset). */
  private rtpOffset = 0;

  constructor(
    private readonly deps: LocalLinkDeps,
    events: LocalLinkEvents,
  ) {
    this.events = events;
    this.offer = deps.takeOffer?.() ?? makeLocalOffer(() => deps.createPeerConnection?.() ?? newPeerConnection());
    this.pc = this.offer.pc;
    this.listen(this.offer.channel);
    this.pc.ontrack = (event) => {
      showAsReceived(event.receiver);
      // A remote track starts muted and unmutes when its first RTP packet arrives.
      if (event.track.muted) event.track.addEventListener('unmute', () => this.mark('firstRtp'), { once: true });
      else this.mark('firstRtp');
      this.read(event.track);
    };
    this.pc.oniceconnectionstatechange = () => {
      const state = this.pc.iceConnectionState;
      if (state === 'connected' || state === 'completed') this.mark('iceConnected');
    };
    this.pc.onconnectionstatechange = () => {
      const state = this.pc.connectionState;
      // 'connected' needs DTLS too: ICE alone shows in iceConnectionState.
      if (state === 'connected') this.mark('dtlsConnected');
      if (state === 'failed' || state === 'closed') this.fail(`connection ${state}`);
    };
  }

  /** Sends the offer once it has its host candidates (at once for a spare), and applies the
   *  avatar's answer; on a link kept from an earlier play, asks for the camera on its data
   *  channel instead. */
  async connect(cameraId: string, stream: StreamNumber): Promise<void> {
    if (this.answered) return this.switchTo(cameraId, stream);
    const offer = await this.offer.sdp;
    if (this.closed) return;
    this.mark('offerSent');
    const answer = await this.deps.getSdp(cameraId, offer, stream);
    if (this.closed) return;
    this.mark('answered');
    await this.pc.setRemoteDescription({ type: 'answer', sdp: answer });
    this.answered = true;
  }

  /** Whether the window may keep the link for another play: connected, its channel open, and its
   *  play saw pictures (a link that never played is no proof of a good one). */
  get reusable(): boolean {
    return (
      !this.closed &&
      this.answered &&
      this.pictures > 0 &&
      this.switching === null &&
      this.pc.connectionState === 'connected' &&
      this.offer.channel.readyState === 'open'
    );
  }

  /** Kept for later: the avatar stops sending, and pictures still on their way are let go. */
  park(): void {
    if (this.closed) return;
    this.events = null;
    this.send({ cmd: 'pause' });
  }

  /** Taken for a new play: its stages and first picture are that play's. */
  reuse(events: LocalLinkEvents): this {
    this.events = events;
    this.reached.clear();
    this.dated = false;
    this.pictures = 0;
    return this;
  }

  private async switchTo(cameraId: string, stream: StreamNumber): Promise<void> {
    const answer = new Promise<LocalSwitched>((resolve, reject) => {
      this.switching = { answer: { resolve, reject }, held: [], switched: null, switchedAt: 0 };
    });
    this.send({ cmd: 'init', objid: cameraId, streamid: stream });
    this.mark('switchSent');
    await answer;
  }

  private send(command: LocalCommand): void {
    if (this.offer.channel.readyState === 'open') this.offer.channel.send(JSON.stringify(command));
  }

  /** The avatar's answer to a switch, a refusal, or the stream's header. */
  private text(message: MediaHeader | LocalSwitched | LocalRefused): void {
    const switching = this.switching;
    if ('switched' in message) {
      if (!switching || switching.switched) return;
      switching.switched = message;
      switching.switchedAt = this.deps.epochNow();
      this.rtpOffset = message.rtpOffset;
      this.mark('switched');
      // In the order they came, before any that comes after the answer.
      for (const { frame, rtpTimestamp } of switching.held.splice(0)) this.deliver(frame, rtpTimestamp);
      return switching.answer.resolve(message);
    }
    if ('error' in message) {
      if (switching && !switching.switched) switching.answer.reject(new Error(message.error));
      return;
    }
    this.events?.header?.(message);
  }

  /** The peer connection, for the statistics panel (inbound frames decoded). */
  get connection(): RTCPeerConnection {
    return this.pc;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    const switching = this.switching;
    this.switching = null;
    for (const { frame } of switching?.held ?? []) frame.close();
    switching?.answer.reject(new Error('the connection closed'));
    this.stopReading?.();
    this.stopReading = null;
    this.pc.ontrack = null;
    this.pc.oniceconnectionstatechange = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }

  private fail(text: string): void {
    if (this.closed) return;
    const events = this.events;
    this.close();
    events?.failed(text);
  }

  /** The data channel's messages: the header as text, sound and metadata as media frames. */
  private listen(channel: RTCDataChannel): void {
    channel.binaryType = 'arraybuffer';
    channel.onmessage = (event: MessageEvent<string | ArrayBuffer>) => {
      if (this.closed) return;
      try {
        if (typeof event.data === 'string')
          this.text(JSON.parse(event.data) as MediaHeader | LocalSwitched | LocalRefused);
        else this.events?.media?.(decodeMediaFrame(new Uint8Array(event.data)));
      } catch {
        // A message that does not decode is left out: the picture plays on.
      }
    };
  }

  private mark(stage: LocalStage): void {
    if (this.closed || !this.events || this.reached.has(stage)) return;
    this.reached.add(stage);
    this.events.stage?.(stage);
  }

  private read(track: MediaStreamTrack): void {
    if (this.closed || this.stopReading) return;
    const Processor = (globalThis as { MediaStreamTrackProcessor?: TrackProcessorConstructor })
      .MediaStreamTrackProcessor;
    this.stopReading = Processor ? this.readProcessor(new Processor({ track })) : this.readVideo(track);
  }

  private readProcessor(processor: TrackProcessor): () => void {
    const reader = processor.readable.getReader();
    let stopped = false;
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done || !value) break;
        if (stopped) {
          value.close();
          break;
        }
        this.deliver(value, (value as { metadata?: () => RtpStamped }).metadata?.().rtpTimestamp);
      }
      if (!stopped) this.fail('the video track ended');
    })();
    return () => {
      stopped = true;
      void reader.cancel().catch(() => undefined);
    };
  }

  /** Where there is no track processor: a muted video element in the page (off screen, so its
   *  frames are composited and requestVideoFrameCallback fires), copied at each new frame. */
  private readVideo(track: MediaStreamTrack): () => void {
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.setAttribute('aria-hidden', 'true');
    video.style.cssText = 'position:fixed;left:-10000px;top:0;width:2px;height:2px;pointer-events:none';
    video.srcObject = new MediaStream([track]);
    document.body.appendChild(video);
    let stopped = false;
    const next = (_now: number, metadata: RtpStamped) => {
      if (stopped) return;
      if (video.videoWidth > 0) {
        this.deliver(new VideoFrame(video, { timestamp: performance.now() * 1000 }), metadata.rtpTimestamp);
      }
      video.requestVideoFrameCallback(next);
    };
    video.requestVideoFrameCallback(next);
    void video.play().catch(() => undefined);
    return () => {
      stopped = true;
      video.srcObject = null;
      video.remove();
    };
  }

  /** While another camera is asked for, whether a picture is the new camera's: held until the
   *  avatar answers, then the last camera's (stamped before the switch) are let go; the gate opens
   *  at the first of the new camera's. False when the picture is held or let go here. */
  private passesSwitch(frame: VideoFrame, rtpTimestamp: number | undefined): boolean {
    const switching = this.switching;
    if (!switching) return true;
    const switched = switching.switched;
    if (!switched) {
      // Held, not shown: the answer says whose it is.
      switching.held.push({ frame, rtpTimestamp });
      if (switching.held.length > MAX_HELD_FRAMES) switching.held.shift()?.frame.close();
      return false;
    }
    const isNew =
      rtpTimestamp === undefined ||
      isRtpAtOrAfter(rtpTimestamp, switched.rtpTimestamp) ||
      this.deps.epochNow() - switching.switchedAt > SWITCH_GATE_MS;
    if (!isNew) {
      frame.close();
      return false;
    }
    this.switching = null;
    return true;
  }

  private deliver(frame: VideoFrame, rtpTimestamp: number | undefined): void {
    const events = this.events;
    if (!events) return frame.close();
    if (!this.passesSwitch(frame, rtpTimestamp)) return;
    this.pictures += 1;
    this.mark('firstFrameDecoded');
    const now = this.deps.epochNow();
    if (!this.dated) {
      this.dated = true;
      events.dated?.(rtpTimestamp === undefined ? 'arrival' : 'rtp');
    }
    // The picture's own time; a browser that does not tell it: live, the picture is of now.
    events.frame({
      pts: rtpTimestamp === undefined ? now : ptsOfRtpTimestamp((rtpTimestamp - this.rtpOffset) >>> 0, now),
      width: frame.displayWidth,
      height: frame.displayHeight,
      source: frame,
      close: () => frame.close(),
    });
  }
}
