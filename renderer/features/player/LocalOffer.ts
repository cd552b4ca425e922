/** The console's offer for the local transport (spec 2 §4, issue 31): a peer connection that
 *  receives video and opens the 'media' data channel, its offer set and its host candidates
 *  gathered. Made on its own so that it can be made before the play that uses it (SpareLocalOffer):
 *  making it took 30–50 ms of a Local first picture. ICE gathers host candidates only: the avatar
 *  is on the console's own network. */
import { LOCAL_MEDIA_CHANNEL } from '../../../shared/video/localTransport';

/** The longest the offer waits for a first host candidate before it goes without one: the
 *  avatar's own candidates in the answer are what the browser checks, and the avatar learns the
 *  browser's address from those checks (peer-reflexive), so the offer's candidates only help. */
export const ICE_GATHER_WAIT_MS = 500;

/** After the first host candidate, how long the offer waits for the others of the same pass: the
 *  browser gathers every interface's host candidate at once, while 'complete' comes only after
 *  its gathering timers (over 100 ms in Chromium) — time the first picture would wait for. */
export const HOST_CANDIDATE_SETTLE_MS = 15;

export interface LocalOffer {
  readonly pc: RTCPeerConnection;
  /** The 'media' data channel: the stream's header, its sound and its metadata. */
  readonly channel: RTCDataChannel;
  /** The offer's SDP once its host candidates are in it. */
  readonly sdp: Promise<string>;
}

/** The browser's peer connection for the local transport: no STUN or TURN server. */
export function newPeerConnection(): RTCPeerConnection {
  return new RTCPeerConnection({ iceServers: [] });
}

/** A new peer connection offering to receive the local stream. */
export function makeLocalOffer(createPeerConnection: () => RTCPeerConnection = newPeerConnection): LocalOffer {
  const pc = createPeerConnection();
  pc.addTransceiver('video', { direction: 'recvonly' });
  const channel = pc.createDataChannel(LOCAL_MEDIA_CHANNEL);
  const sdp = (async () => {
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    return pc.localDescription?.sdp ?? '';
  })();
  return { pc, channel, sdp };
}

/** Resolves once the offer has its host candidates: shortly after the first one (the rest of its
 *  pass), at 'complete', or after ICE_GATHER_WAIT_MS without any. */
function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    let timer = setTimeout(done, ICE_GATHER_WAIT_MS);
    let settling = false;
    function done() {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      pc.removeEventListener('icecandidate', candidate);
      resolve();
    }
    function check() {
      if (pc.iceGatheringState === 'complete') done();
    }
    function settle() {
      if (settling) return;
      settling = true;
      clearTimeout(timer);
      timer = setTimeout(done, HOST_CANDIDATE_SETTLE_MS);
    }
    function candidate(event: RTCPeerConnectionIceEvent) {
      if (event.candidate) settle();
      else done();
    }
    pc.addEventListener('icegatheringstatechange', check);
    pc.addEventListener('icecandidate', candidate);
    // Candidates gathered before this was called are in the description already.
    if (/^a=candidate:/m.test(pc.localDescription?.sdp ?? '')) settle();
  });
}
