/** The playout-delay RTP header extension (WebRTC's own, http://www.webrtc.org/experiments/rtp-hdrext/playout-delay),
 *  with which the avatar asks the console's browser to show each picture as soon as it is decoded
 *  (issue 31: Local's glass to glass). Without it, Chromium's receiver holds every picture in its
 *  jitter buffer for a delay of its own choosing, to pace the play; with a minimum and a maximum
 *  delay of 0 it renders as it receives (its low-latency renderer), as the cloud cell paints each
 *  picture as it comes. Chromium offers the extension for video; a browser that does not offer it
 *  plays as before. */
import { RTCRtpHeaderExtensionParameters } from 'werift';

export const PLAYOUT_DELAY_URI = 'http://www.webrtc.org/experiments/rtp-hdrext/playout-delay';

/** What the avatar accepts of the offer (the id is the offer's). */
export const PLAYOUT_DELAY = new RTCRtpHeaderExtensionParameters({ uri: PLAYOUT_DELAY_URI, id: 5 });

/** The extension's body: 12 bits of minimum and 12 of maximum delay, in 10 ms units, both 0. */
const NO_DELAY = Buffer.alloc(3);

/** RTP one-byte header extensions have ids 1–14. */
const MAX_ONE_BYTE_ID = 14;

/** The extension asking for no playout delay under the id the offer gave it, or none. */
export function noPlayoutDelay(id: number | undefined): Array<{ id: number; payload: Buffer }> {
  return id !== undefined && id >= 1 && id <= MAX_ONE_BYTE_ID ? [{ id, payload: NO_DELAY }] : [];
}
