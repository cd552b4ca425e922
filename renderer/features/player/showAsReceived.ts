/** Asks the browser's receiver of the local track to hold no picture back (issue 31: Local's glass
 *  to glass). Chromium's WebRTC receiver keeps each picture in its jitter buffer for a playout
 *  delay it sets itself, to pace the play, where the cloud cell paints each picture as it comes.
 *  Here the receiver's own target is set to none — jitterBufferTarget (ms), and Chromium's older
 *  playoutDelayHint (s) for a browser without it; the avatar asks the same in every packet (the
 *  playout-delay RTP header extension, server/media/webrtc/playoutDelay), which is what lets
 *  Chromium render a picture as soon as it is decoded. */

type DelayHint = 'jitterBufferTarget' | 'playoutDelayHint';

export function showAsReceived(receiver: RTCRtpReceiver | undefined): void {
  if (!receiver) return;
  const hints = receiver as unknown as Record<DelayHint, number | null>;
  for (const hint of ['jitterBufferTarget', 'playoutDelayHint'] as const) {
    try {
      hints[hint] = 0;
    } catch {
      // A browser that refuses a hint plays with its own delay.
    }
  }
}
