/** The player commands the cell's controls share: speeds the live stream cannot play switch to
 *  archive, and a stopped player restarts where it was. */
import type { PlayerController, PlayerState } from '../player';

/** Paused or stopped: what hold-to-scrub returns to and what the play button resumes. */
export function isPaused(state: Pick<PlayerState, 'status'>): boolean {
  return state.status === 'PAUSE' || state.status === 'STOP';
}

export function setPlayerSpeed(controller: PlayerController, speed: number): void {
  const state = controller.getState();
  // Live only runs forward at speed 1: any other speed plays the archive from the frame on screen.
  if (state.mode === 'live' && speed !== 1) controller.playArchive(state.time ?? Date.now(), speed);
  else controller.setSpeed(speed);
}

export function resumePlayer(controller: PlayerController, deviceId: string): void {
  const state = controller.getState();
  if (state.status !== 'STOP') controller.play();
  else if (state.mode === 'archive' && state.time !== null) controller.playArchive(state.time, undefined, deviceId);
  else controller.playLive(deviceId);
}

export function togglePlay(controller: PlayerController, deviceId: string): void {
  if (isPaused(controller.getState())) resumePlayer(controller, deviceId);
  else controller.pause();
}
