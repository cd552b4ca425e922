// Suites that judge the process they run in — its heap, its event loop's delay, how fast it
// answers while loaded, back-off clocks, a recorder racing a volume that fills — and so run after
// the rest, one at a time, with the cores to themselves (scripts/jest/runUnitTests.mjs). Paths
// from the repository root.
module.exports = {
  ALONE_SUITES: [
    'server/platform/healthUnderLoad.test.ts',
    'server/platform/malformedInput.test.ts',
    'server/auth/loginBackoff.integration.test.ts',
    'server/media/sources/CameraSource.starvedLoop.test.ts',
    'server/media/sources/CameraSource.backoff.test.ts',
    // A camera with sound delivers its pictures as soon after capture as a silent one: two
    // cameras side by side, compared by how late their pictures come.
    'server/media/sources/CameraSource.sound.test.ts',
    'server/media/recorder/archiveVolumeFull.test.ts',
    // Three platform processes on one PostgreSQL, killed and paused on purpose (issue 33).
    'server/cluster/cluster.integration.test.ts',
    // Three nodes whose heartbeats and leases run on timers: in the shared pass's load the node a
    // camera is pinned to answered a relay with 'Video unavailable' (issue 33).
    'server/cluster/clusterMedia.integration.test.ts',
    // Three nodes again: the once-per-cluster jobs' leases, a kill -9 and a SIGTERM (issue 33).
    'server/cluster/clusterJobs.integration.test.ts',
    // Motion events within 2 s of their frame, and the recording kept around a camera's motion:
    // three workers beside the builds delayed the detector by seconds (an event 5 s late, a
    // pre-roll missing).
    'server/media/motion/motionEvents.integration.test.ts',
    'server/cameras/cameraMotion.integration.test.ts',
    // The metadata channel's alert boxes come from the same detector, which runs below the
    // platform: beside three workers and the builds it told of no crossing in four.
    'server/media/metadata/streamMetadata.integration.test.ts',
    // A viewer's first RTP packet over the local WebRTC transport: in the shared pass beside the
    // builds, on a machine half as fast, it waited 75 s and more (two of three runs).
    'server/media/webrtc/webRtcLive.integration.test.ts',
    // Recorded fragments follow each other without overlap, from a demo camera that times its
    // pictures by the clock: in the shared pass of a saturated machine two overlapped by 200 ms.
    'server/media/mediaPipeline.test.ts',
    // One alarm a passage of the lobby's enrolled person, read by the face engine in real time:
    // in the shared pass of a saturated machine one passage was read as two.
    'server/analytics/faces/faceWatch.integration.test.ts',
    // A camera's sound recorded beside its pictures at the sound's own rate (46.9 frames a second
    // of video): in the shared pass of a saturated machine the synthetic source's sound fell
    // behind its pictures (38.6).
    'server/media/audio.integration.test.ts',
  ],
};
