/** The console's end of the local transport (spec 2 §4, design.md §3): an RTCPeerConnection that
 *  offers to receive video, the avatar's answer through getSDP, and the remote track's pictures as
 *  VideoFrames for the cell's painter — read with MediaStreamTrackProcessor where the browser has
 *  it (Chromium, Electron), else from a muted <video> element at each requestVideoFrameCallback.
 *  ICE gathers host candidates only: the avatar is on the console's own network. Beside the
 *  pictures, a data channel brings the stream's header, its sound and its metadata in the media
 *  socket's own messages (issue 31), and each picture's time is read from its RTP timestamp, the
 *  camera's wall clock the avatar stamps it with (shared/video/localTransport). */
import type { StreamNumber } from '../../../shared/video/constants';
import { ptsOfRtpTimestamp } from '../../../shared/video/localTransport';
import { decodeMediaFrame, type MediaFrame, type MediaHeader } from '../../../shared/video/mediaFrame';
import { type LocalOffer, makeLocalOffer, newPeerConnection } from './LocalOffer';
import type { DecodedFrame } from './playerDeps';
import { showAsReceived } from './showAsReceived';

/** The local path's stages (issue 31), logged in the cell's statistics log with the time since
 *  the play began, so a slow first picture shows where the time went. */
export type LocalStage = 'offerSent' | 'answered' | 'iceConnected' | 'dtlsConnected' | 'firstRtp' | 'firstFrameDecoded';

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

export class LocalWebRtcLink {
  private readonly offer: LocalOffer;
  private readonly pc: RTCPeerConnection;
  private closed = false;
  private stopReading: (() => void) | null = null;
  private readonly reached = new Set<LocalStage>();
  private dated = false;

  constructor(
    private readonly deps: LocalLinkDeps,
    private readonly events: LocalLinkEvents,
  ) {
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
   *  avatar's answer. */
  async connect(cameraId: string, stream: StreamNumber): Promise<void> {
    const offer = await this.offer.sdp;
    if (this.closed) return;
    this.mark('offerSent');
    const answer = await this.deps.getSdp(cameraId, offer, stream);
    if (this.closed) return;
    this.mark('answered');
    await this.pc.setRemoteDescription({ type: 'answer', sdp: answer });
  }

  /** The peer connection, for the statistics panel (inbound frames decoded). */
  get connection(): RTCPeerConnection {
    return this.pc;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stopReading?.();
    this.stopReading = null;
    this.pc.ontrack = null;
    this.pc.oniceconnectionstatechange = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }

  private fail(text: string): void {
    if (this.closed) return;
    this.close();
    this.events.failed(text);
  }

  /** The data channel's messages: the header as text, sound and metadata as media frames. */
  private listen(channel: RTCDataChannel): void {
    channel.binaryType = 'arraybuffer';
    channel.onmessage = (event: MessageEvent<string | ArrayBuffer>) => {
      if (this.closed) return;
      try {
        if (typeof event.data === 'string') this.events.header?.(JSON.parse(event.data) as MediaHeader);
        else this.events.media?.(decodeMediaFrame(new Uint8Array(event.data)));
      } catch {
        // A message that does not decode is left out: the picture plays on.
      }
    };
  }

  private mark(stage: LocalStage): void {
    if (this.closed || this.reached.has(stage)) return;
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

  private deliver(frame: VideoFrame, rtpTimestamp: number | undefined): void {
    this.mark('firstFrameDecoded');
    const now = this.deps.epochNow();
    if (!this.dated) {
      this.dated = true;
      this.events.dated?.(rtpTimestamp === undefined ? 'arrival' : 'rtp');
    }
    // The picture's own time; a browser that does not tell it: live, the picture is of now.
    this.events.frame({
      pts: rtpTimestamp === undefined ? now : ptsOfRtpTimestamp(rtpTimestamp, now),
      width: frame.displayWidth,
      height: frame.displayHeight,
      source: frame,
      close: () => frame.close(),
    });
  }
}
