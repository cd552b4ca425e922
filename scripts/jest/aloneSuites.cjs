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
    'server/media/recorder/archiveVolumeFull.test.ts',
    // Three platform processes on one PostgreSQL, killed and paused on purpose (issue 33).
    'server/cluster/cluster.integration.test.ts',
    // Motion found in a live picture within the crossing that made it, and the recording kept
    // around it: they judge when the detector saw a frame, which three workers beside the builds
    // delayed by seconds (a crossing placed 15 s off, a pre-roll missing).
    'server/media/motion/motionEvents.integration.test.ts',
    'server/cameras/cameraMotion.integration.test.ts',
  ],
};
