/** server/walls's entry (design.md §2): video walls (spec 3 §2.12; issue 30), their displays'
 *  content and presets, and the pairing of wall display pages. Other folders import only the
 *  modules listed here (lint: vantage/server-imports). */
export { VideoWallService, type VideoWallInput, type VideoWallView, type WallDisplayView } from './VideoWallService';
export type { WallActing } from './WallChangeLog';
export type { WallDisplayState } from './WallDisplayAccess';
export type { WallContentInput, WallSources } from './checkWallContent';
export type { WallPairing, WallPairingClaim } from './WallPairings';
export { camerasOfView } from './camerasOfView';
export { wallTopics } from './wallTopics';
