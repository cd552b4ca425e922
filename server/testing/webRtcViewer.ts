/** A console's side of the local transport in tests (issue 31; spec 2 §4): a werift peer that offers
 *  to receive H.264 video as Chromium offers it, with every host candidate in its offer (no trickle,
 *  no STUN, as the console sends) and, as Chromium does, the playout-delay header extension (under
 *  the id Chromium gives it), and keeps the RTP packets that arrive and what comes on the
 *  media data channel it opens as the console does (the header, sound and metadata). */
import {
  type RTCDataChannel,
  RTCPeerConnection,
  RTCRtpCodecParameters,
  RTCRtpHeaderExtensionParameters,
  type RtpPacket,
} from 'werift';
import { LOCAL_MEDIA_CHANNEL } from '../../shared/video/localTransport';
import { PLAYOUT_DELAY_URI } from '../media/webrtc/playoutDelay';

/** Longest wait for the peer's host candidates. */
const GATHERING_MS = 30_000;

export interface WebRtcViewer {
  pc: RTCPeerConnection;
  /** The RTP packets received so far, in arrival order. */
  packets: RtpPacket[];
  /** The media data channel's messages, in arrival order: text (the header) or binary frames. */
  messages: Array<string | Buffer>;
  /** The offer's SDP, its candidates gathered. */
  offer: string;
  /** The media data channel, for the console's commands on a kept connection. */
  channel: RTCDataChannel;
  /** Closes the peer and every ICE transport it gathered on. */
  close(): Promise<void>;
}

export interface ViewerOptions {
  /** Offer the playout-delay header extension, as Chromium does (default true). */
  playoutDelay?: boolean;
}

export async function offerToReceive(options: ViewerOptions = {}): Promise<WebRtcViewer> {
  const pc = new RTCPeerConnection({
    iceServers: [],
    iceAdditionalHostAddresses: ['127.0.0.1'],
    iceUseIpv6: false,
    // What Chromium offers first for H.264.
    codecs: {
      video: [
        new RTCRtpCodecParameters({
          mimeType: 'video/H264',
          clockRate: 90_000,
          rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }],
          parameters: 'level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42001f',
        }),
      ],
    },
    headerExtensions: {
      video:
        options.playoutDelay === false ? [] : [new RTCRtpHeaderExtensionParameters({ id: 5, uri: PLAYOUT_DELAY_URI })],
    },
  });
  pc.addTransceiver('video', { direction: 'recvonly' });
  const messages: Array<string | Buffer> = [];
  const channel = pc.createDataChannel(LOCAL_MEDIA_CHANNEL);
  channel.onMessage.subscribe((message) => void messages.push(message));
  const packets: RtpPacket[] = [];
  pc.onTrack.subscribe((track) => track.onReceiveRtp.subscribe((rtp) => void packets.push(rtp)));
  await pc.setLocalDescription(await pc.createOffer());
  // Before the answer bundles them into one: werift's pc.close() stops only the transport it kept,
  // and the other's UDP sockets would stay bound (and keep the test process alive).
  const gathered = [...pc.iceTransports];
  if (pc.iceGatheringState !== 'complete') {
    await pc.iceGatheringStateChange.watch((state) => state === 'complete', GATHERING_MS);
  }
  const close = async (): Promise<void> => {
    await pc.close();
    await Promise.all(gathered.map((transport) => transport.stop()));
  };
  return { pc, packets, messages, offer: pc.localDescription?.sdp ?? '', channel, close };
}
