/** Checks a PTZ command's numbers against PTZ_COMMAND_LIMITS before it reaches a dome: 1e308
 *  once drove the demo dome's position to NaN. Answers the message to send back, or undefined. */
import { PTZ_COMMAND_LIMITS as L } from '../../../shared/video/ptzConstants';
import type { PtzCommand } from './PtzCommand';

const within = (value: number | undefined, bound: number) =>
  value === undefined || (Number.isFinite(value) && Math.abs(value) <= bound);

export function ptzCommandProblem(command: PtzCommand): string | undefined {
  switch (command.kind) {
    case 'preset':
      return command.preset.length > 0 && command.preset.length <= L.presetIdLength ? undefined : 'Invalid preset';
    case 'speed':
      return [command.pan, command.tilt, command.zoom].every((v) => within(v, L.speed))
        ? undefined
        : `Speeds must be from -${L.speed} to ${L.speed}`;
    case 'step':
      return [command.pan, command.tilt, command.zoom].every((v) => within(v, L.steps))
        ? undefined
        : `Steps must be from -${L.steps} to ${L.steps}`;
    case 'rel': {
      if (!within(command.x, L.relPoint) || !within(command.y, L.relPoint)) return 'The point is outside the picture';
      const zoom = command.zoom;
      const zoomOk = zoom === undefined || (zoom >= L.relZoom.min && zoom <= L.relZoom.max);
      return zoomOk ? undefined : `Zoom must be from ${L.relZoom.min} to ${L.relZoom.max}`;
    }
    case 'pt':
      return within(command.pan, L.panDegrees) && within(command.tilt, L.tiltDegrees)
        ? undefined
        : `Pan must be within ±${L.panDegrees}° and tilt within ±${L.tiltDegrees}°`;
  }
}
