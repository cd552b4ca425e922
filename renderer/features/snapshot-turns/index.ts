/** Camera pictures loaded as images, a few at a time (snapshotTurns.ts). */
export { SNAPSHOT_LOADS_AT_ONCE, takeSnapshotTurn, useSnapshotTurn, type SnapshotTurn } from './snapshotTurns';
