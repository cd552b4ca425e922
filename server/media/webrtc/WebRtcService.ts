/** The platform's built-in avatar serving live video over WebRTC (spec 2 §4 local transport, §7
 *  getSDP): one WebRtcPeer per accepted offer, each ended by its own connection, the connect
 *  timeout, the caller's session or access ending, or the platform stopping. One DTLS certificate
 *  serves every peer: made when the media pipeline starts (issue 31: in werift, a first
 *  certificate costs a first viewer 0.2 s or more on a busy machine), a new one at each start. A
 *  peer the console keeps may be asked for another camera of the same request's caller
 *  (`authorize`), whose guard then watches that camera instead.
 *  werift and the peer are loaded then too, not with the platform: werift is 445 modules, half a
 *  second of a platform's start, which a platform without media (a console-only node, most test
 *  platforms) never needs. */
import type { RTCCertificate } from 'werift';
import { STOP_CODE, type StreamNumber } from '../../../shared/video/constants';
import type { LiveStream } from '../streaming/LiveStream';
import type { MarkListener } from '../metadata/MetadataChannel';
import { PeerRefusal } from './PeerRefusal';
import type { PeerEnd, PeerSource, WebRtcPeer } from './WebRtcPeer';

/** Spec 2 §9: the local connect timeout. */
export const LOCAL_CONNECT_TIMEOUT_MS = 30_000;

/** Peers one platform holds at once: each costs sockets and a DTLS session. */
export const MAX_WEBRTC_PEERS = 64;

export interface WebRtcRequest {
  cameraId: string;
  stream: StreamNumber;
  offer: string;
  /** Starts watching what ends the viewer's right to the camera's picture; returns a function
   *  that stops. */
  guard?(end: () => void, cameraId: string): () => void;
  /** Checks that the caller may now watch another camera on this connection (a kept one, asked
   *  again); throws with the refusal's text. Without it, a connection plays its first camera only. */
  authorize?(cameraId: string): Promise<void>;
}

export class WebRtcUnavailable extends Error {}

/** What answering needs, loaded once. */
interface PeerEngine {
  certificate: RTCCertificate;
  Peer: typeof WebRtcPeer;
}

export class WebRtcService {
  private readonly peers = new Set<WebRtcPeer>();
  private engine: Promise<PeerEngine> | undefined;

  constructor(
    private readonly live: (cameraId: string, stream: StreamNumber) => LiveStream | undefined,
    private readonly connectTimeoutMs = LOCAL_CONNECT_TIMEOUT_MS,
    /** The camera's metadata channel (issue 31): its messages go to local viewers too. */
    private readonly watchMarks?: (cameraId: string, listener: MarkListener) => () => void,
  ) {}

  /** Loads werift and the peer and makes the certificate, once: the media pipeline calls it as it
   *  starts, so a first viewer finds them ready; a first offer before that waits for them. */
  prepare(): Promise<PeerEngine> {
    if (!this.engine) {
      this.engine = Promise.all([import('./dtlsCertificate.js'), import('./WebRtcPeer.js')]).then(
        async ([{ dtlsCertificate }, { WebRtcPeer: Peer }]) => ({ certificate: await dtlsCertificate(), Peer }),
      );
      // A failure here is the first answer's to report.
      this.engine.catch(() => undefined);
    }
    return this.engine;
  }

  /** Peers open now. */
  get open(): number {
    return this.peers.size;
  }

  /** The camera's metadata channel bound for a peer, when this service has one. */
  private marksOf(cameraId: string): { watchMarks?: (listener: MarkListener) => () => void } {
    const watchMarks = this.watchMarks;
    return watchMarks ? { watchMarks: (listener) => watchMarks(cameraId, listener) } : {};
  }

  /** The answer SDP to a console's offer for the camera's live stream. */
  async answer(request: WebRtcRequest, ended?: (end: PeerEnd) => void): Promise<string> {
    const live = this.live(request.cameraId, request.stream);
    if (!live?.init) throw new WebRtcUnavailable('Video unavailable');
    if (this.peers.size >= MAX_WEBRTC_PEERS) throw new WebRtcUnavailable('Too many local connections');
    const { certificate, Peer } = await this.prepare();
    const guard: { stop?: (() => void) | undefined } = {};
    const peer: WebRtcPeer = new Peer(live, {
      certificate,
      connectTimeoutMs: this.connectTimeoutMs,
      ...this.marksOf(request.cameraId),
      closed: (end) => {
        this.peers.delete(peer);
        guard.stop?.();
        ended?.(end);
      },
      ...(request.authorize && {
        switchCamera: async (cameraId: string, stream: StreamNumber): Promise<PeerSource> => {
          await request.authorize?.(cameraId);
          const next = this.live(cameraId, stream);
          if (!next?.init) throw new PeerRefusal(STOP_CODE.VIDEO_UNAVAILABLE, 'Video unavailable');
          guard.stop?.();
          guard.stop = request.guard?.(() => peer.close('closed'), cameraId);
          return { live: next, ...this.marksOf(cameraId) };
        },
      }),
    });
    this.peers.add(peer);
    guard.stop = request.guard?.(() => peer.close('closed'), request.cameraId);
    try {
      return await peer.answer(request.offer);
    } catch (err) {
      peer.close('failed');
      throw err;
    }
  }

  closeAll(): void {
    for (const peer of [...this.peers]) peer.close('closed');
  }
}
