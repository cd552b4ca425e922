/** The platform's built-in avatar serving live video over WebRTC (spec 2 §4 local transport, §7
 *  getSDP): one WebRtcPeer per accepted offer, each ended by its own connection, the connect
 *  timeout, the caller's session or access ending, or the platform stopping. One DTLS certificate
 *  serves every peer: made when the service starts (issue 31: in werift, a first certificate costs
 *  a first viewer 0.2 s or more on a busy machine), a new one at each start. A peer the console
 *  keeps may be asked for another camera of the same request's caller (`authorize`), whose
 *  guard then watches that camera instead. */
import {
  HashAlgorithm,
  NamedCurveAlgorithm,
  RTCCertificate,
  SignatureAlgorithm,
  createSelfSignedCertificate,
} from 'werift';
import { STOP_CODE, type StreamNumber } from '../../../shared/video/constants';
import type { LiveStream } from '../streaming/LiveStream';
import type { MarkListener } from '../metadata/MetadataChannel';
import { PeerRefusal, WebRtcPeer, type PeerEnd, type PeerSource } from './WebRtcPeer';

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

/** An ECDSA P-256 certificate, what browsers offer and verify fastest. */
async function dtlsCertificate(): Promise<RTCCertificate> {
  const { certPem, keyPem, signatureHash } = await createSelfSignedCertificate(
    { signature: SignatureAlgorithm.ecdsa_3, hash: HashAlgorithm.sha256_4 },
    NamedCurveAlgorithm.secp256r1_23,
  );
  return new RTCCertificate(keyPem, certPem, signatureHash);
}

export class WebRtcService {
  private readonly peers = new Set<WebRtcPeer>();
  private readonly certificate: Promise<RTCCertificate>;

  constructor(
    private readonly live: (cameraId: string, stream: StreamNumber) => LiveStream | undefined,
    private readonly connectTimeoutMs = LOCAL_CONNECT_TIMEOUT_MS,
    /** The camera's metadata channel (issue 31): its messages go to local viewers too. */
    private readonly watchMarks?: (cameraId: string, listener: MarkListener) => () => void,
  ) {
    this.certificate = dtlsCertificate();
    // A failure here is the first answer's to report.
    this.certificate.catch(() => undefined);
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
    const certificate = await this.certificate;
    const guard: { stop?: (() => void) | undefined } = {};
    const peer: WebRtcPeer = new WebRtcPeer(live, {
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
