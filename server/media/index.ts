/** server/media's entry (design.md §2): the media pipeline: sources, recording, archive, streaming,
 *  snapshots, exports, AOD, PTZ, motion. Other folders import only the modules listed here (lint:
 *  vantage/server-imports). */
export { MediaService, storageTtlHours, type MediaCamera } from './MediaService';
export { LumaFrameDecoder, type LumaFrame } from './analysis/LumaFrameDecoder';
export { AodService, DEFAULT_AOD_KBPS } from './aod/AodService';
export { deliveryTermsOf } from './aod/deliveryTerms';
export { coverageRequestProblem, parseGranularity } from './archive/coverageRequestProblem';
export { MAX_REMOTE_RANGE_BYTES, type RemoteSegments } from './archive/ArchiveReader';
export { parseInitSegment } from './fmp4';
export { createCameraEvent } from './events/createCameraEvent';
export { ExportService } from './exports/ExportService';
export { exportFilesOf } from './exports/exportFilesOf';
export { MotionEvents, detectsMotion, motionSettings } from './motion/MotionEvents';
export {
  PtzService,
  ptzPriorityParameter,
  readPtzConfig,
  type PtzCommand,
  type PtzConfigValue,
  type PtzTour,
  type PtzTourMove,
  type RemoteDomes,
} from './ptz/PtzService';
export type { PtzLockStore, PtzLockWrite } from './ptz/PtzLockStore';
export type { PtzLockState, PtzLockType } from './ptz/decidePtzLock';
export { recordingSettings } from './recorder/recordingSettings';
export { VideoRequestQueue, type RequestActor, type VideoRequestRow } from './requests/VideoRequestQueue';
export { requestActor } from './requests/requestActor';
export { SnapshotService } from './snapshots/SnapshotService';
export { MediaStatistics } from './stats/MediaStatistics';
export type { StreamFigures } from './stats/StreamStatistics';
export { streamHealthOf } from './stats/streamHealthOf';
export { isPtzCamera } from './sources/cameraPlan';
export {
  DEMO_CROSSING_DURATION_S,
  DEMO_CROSSING_PERIOD_S,
  DEMO_ENCODING,
  DEMO_PATTERNS,
  type DemoScene,
} from './sources/demoSceneArgs';
export { grabProbeFrame } from './sources/grabProbeFrame';
export { parseProbeOutput, type ProbedStream } from './sources/parseProbeOutput';
export type { OnvifProfile, OnvifSource, ProbeResult, ProbeTarget, WarningField } from './sources/probeResult';
export { internalInputOptions, sourceInputOptions, sourceUrlProblem } from './sources/sourceUrl';
export type { Frame, StreamInit } from './sources/SourceListener';
export { LiveStream, type LiveViewer } from './streaming/LiveStream';
export type { MetadataMark } from './metadata/packMarks';
export { plateSceneClip, type PlateSceneClip } from './plates/plateSceneClip';
export { spawnMedia } from './sources/spawnMedia';
export { unreachableCamera } from './sources/unreachableCamera';
export { MediaSession } from './streaming/MediaSession';
export { WebRtcService, WebRtcUnavailable } from './webrtc/WebRtcService';
export { SOLE_NODE, type RecordingLease } from './recorder/RecordingLease';
