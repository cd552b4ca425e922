/** What the keyboard's playback shortcuts do to a cell's player (issue 30): Space plays or pauses,
 *  J/K/L shuttle (each L faster forward, each J faster backward through the speed list, K pauses),
 *  Shift+L goes live, ← → step one frame in the archive and hold it. */
import { DEFAULT_SPEED } from '../../../shared/video/constants';
import { DEFAULT_FRAME_STEP_MS, FRAME_STEP_WAIT_MS } from '../../../shared/video/cellConstants';
import type { PlayerController } from '../player';
import { isPaused, resumePlayer, setPlayerSpeed, togglePlay } from './playerCommands';

/** The speed after a shuttle key: forward from a pause or backward play starts at 1, backward from
 *  forward starts at the slowest reverse speed; pressed again, the next speed further out. */
export function shuttleSpeed(current: number, paused: boolean, direction: 1 | -1, speeds: readonly number[]): number {
  const same = !paused && Math.sign(current) === direction;
  if (!same) {
    if (direction === 1) return DEFAULT_SPEED;
    const reverse = speeds.filter((speed) => speed < 0);
    return reverse.length ? Math.max(...reverse) : -DEFAULT_SPEED;
  }
  const further = speeds.filter((speed) => (direction === 1 ? speed > current : speed < current));
  if (further.length === 0) return current;
  return direction === 1 ? Math.min(...further) : Math.max(...further);
}

/** The time between frames of what plays: the median gap of the last frames' times, else the
 *  default. */
export function frameInterval(pts: readonly number[]): number {
  const gaps = pts
    .slice(1)
    .map((value, index) => Math.abs(value - (pts[index] ?? value)))
    .filter((gap) => gap > 0)
    .sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? DEFAULT_FRAME_STEP_MS;
}

/** Where a play starts to show the frame before the one at `time`: the newest frame received
 *  before it, else one frame time back. A play shows frames from the first at or after its start,
 *  so a start one frame time back would show the same frame again where frames before it were
 *  dropped (a camera's encoder held on a busy machine leaves gaps). */
export function frameBefore(received: readonly number[], time: number, interval: number): number {
  const earlier = received.filter((pts) => pts < time);
  return earlier.length > 0 ? Math.max(...earlier) : time - interval;
}

/** One frame back or forward from the frame on screen, then held (paused) once it is painted: the
 *  archive play starts at that time and the first frame painted is the one asked for. */
export function stepFrame(controller: PlayerController, direction: 1 | -1): void {
  const state = controller.getState();
  if (state.mode !== 'archive' || state.time === null) return;
  const received = controller.stats().chunks.map((chunk) => chunk.pts);
  const interval = frameInterval(received.slice(-10));
  const target = direction === 1 ? state.time + interval : frameBefore(received, state.time, interval);
  controller.playArchive(target, DEFAULT_SPEED);
  // The step's own play: any play asked for after it (the user's, or the player's new connection)
  // is not held.
  const stepRequestedAt = controller.stats().requestedAt;
  // Checked each animation frame rather than on state changes, which report the time only a few
  // times a second: the pause then comes before the next frame is due.
  const giveUpAt = performance.now() + FRAME_STEP_WAIT_MS;
  const check = () => {
    const now = controller.getState();
    if (now.mode !== 'archive' || now.status === 'STOP' || now.status === 'PAUSE') return;
    const stats = controller.stats();
    if (stats.requestedAt !== stepRequestedAt) return;
    if (stats.firstFrameAt !== null) return controller.pause();
    if (performance.now() < giveUpAt) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

export type CellKeyCommand =
  'playPause' | 'shuttleBack' | 'shuttlePause' | 'shuttleForward' | 'live' | 'frameBack' | 'frameForward';

export function runCellKeyCommand(
  controller: PlayerController,
  deviceId: string,
  command: CellKeyCommand,
  speeds: readonly number[],
): void {
  const state = controller.getState();
  switch (command) {
    case 'playPause':
      return togglePlay(controller, deviceId);
    case 'shuttlePause':
      return controller.pause();
    case 'shuttleForward':
    case 'shuttleBack': {
      const direction = command === 'shuttleForward' ? 1 : -1;
      const speed = shuttleSpeed(state.speed, isPaused(state), direction, speeds);
      if (isPaused(state) && speed === state.speed) return resumePlayer(controller, deviceId);
      setPlayerSpeed(controller, speed);
      if (isPaused(controller.getState())) resumePlayer(controller, deviceId);
      return;
    }
    case 'live':
      return controller.playLive(deviceId);
    case 'frameBack':
      return stepFrame(controller, -1);
    case 'frameForward':
      return stepFrame(controller, 1);
  }
}
