/** A scene for motion detection through a real RTSP camera: a grey yard that a tall yellow object
 *  (5/6 of the frame high, a person at the scene's scale) crosses left to right every 8 s. */
import type { RtspScene } from './startRtspCamera';

export const CROSSING_SCENE: RtspScene = ({ width, height }, fps) =>
  `color=c=0x808080:s=${width}x${height}:r=${fps}[bg];` +
  `color=c=0xF2C84B:s=${Math.round(width / 7)}x${Math.round((height * 5) / 6)}:r=${fps}[obj];` +
  `[bg][obj]overlay=x='mod(t*${width / 4},${2 * width})-${width / 2}':y=${Math.round(height / 12)}:shortest=0[out0]`;
