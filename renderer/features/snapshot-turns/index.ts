/** Camera pictures loaded as images, a few at a time (snapshotTurns.ts), at their turn
 *  (useCameraSnapshot.ts). */
export { type CameraSnapshot, useCameraSnapshot } from './useCameraSnapshot';
