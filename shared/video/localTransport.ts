/** A local (WebRTC) picture's time on its RTP clock (issue 31; spec 2 §4 local transport): the
 *  avatar stamps each H.264 picture with its wall-clock time in 90 kHz units, modulo 2^32 (RFC 6184
 *  has no origin to keep), so the console reads a picture's time back from its RTP timestamp — the
 *  same time a cloud viewer gets in its media frame — and aligns sound, metadata and the lag rule
 *  to it. 2^32 ticks are 13.25 hours: the console takes the reading nearest its own clock. */

/** H.264's RTP clock (RFC 6184), ticks per millisecond. */
export const RTP_VIDEO_TICKS_PER_MS = 90;
const WRAP = 2 ** 32;
const WRAP_MS = WRAP / RTP_VIDEO_TICKS_PER_MS;

/** The RTP timestamp of a picture of wall time `pts` (ms since the epoch). */
export function rtpTimestampOf(pts: number): number {
  return Math.round(pts * RTP_VIDEO_TICKS_PER_MS) % WRAP;
}

/** The wall time (ms since the epoch) of the picture with RTP timestamp `rtp`: of the times that
 *  give it, the one nearest `nearMs` (the console's clock when the picture arrived). */
export function ptsOfRtpTimestamp(rtp: number, nearMs: number): number {
  const within = (rtp >>> 0) / RTP_VIDEO_TICKS_PER_MS;
  const turns = Math.round((nearMs - within) / WRAP_MS);
  return turns * WRAP_MS + within;
}

/** The data channel the console opens beside the pictures: the stream's header, its sound and its
 *  metadata, in the media socket's own messages (mediaFrame.ts). */
export const LOCAL_MEDIA_CHANNEL = 'media';

/** A kept local connection's commands on its data channel (issue 31: Local's first picture). A
 *  cell that stops playing over Local leaves its connection to the window, and the next camera of
 *  the same avatar dropped on a cell is asked for on it with 'init' — no new offer, ICE or DTLS —
 *  the avatar checking again that the session may watch it; 'pause' stops the pictures of a
 *  connection kept for later. */
export type LocalCommand = { cmd: 'init'; objid: string; streamid: number } | { cmd: 'pause' };

/** The avatar's yes to 'init', before any picture of the new camera: that camera's RTP timestamps
 *  are its wall-clock times plus `rtpOffset` (mod 2^32), so they go on rising from the last
 *  camera's, its first picture stamped `rtpTimestamp` or later; the last camera's pictures still on
 *  their way, all stamped before it, are told apart by that. */
export interface LocalSwitched {
  switched: string;
  rtpTimestamp: number;
  rtpOffset: number;
}

/** The avatar's no to 'init' (the media socket's error message). */
export interface LocalRefused {
  code: number;
  error: string;
}

/** Whether RTP timestamp `rtp` is `from` or after it (RFC 3550 serial order, across the wrap). */
export function isRtpAtOrAfter(rtp: number, from: number): boolean {
  return (rtp - from) >>> 0 < WRAP / 2;
}
