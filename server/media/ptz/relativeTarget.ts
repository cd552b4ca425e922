/** Where ptzRel turns a dome (spec 2 §7 ptzRel, issue 31): the point given in fractions of the
 *  picture from its centre becomes the centre, and the zoom multiplies the present one. Taken from
 *  the position the picture shows now, not from a move still under way: the operator clicked on
 *  what they see. The picture spans the dome's field of view at its zoom, the same number of
 *  degrees per pixel across and down, so a fraction of it is that fraction of the angle. */
import { PTZ_LIMITS, type PtzPosition } from './PtzDome';

export function relativeTarget(
  command: { x: number; y: number; zoom?: number },
  from: PtzPosition,
  picture: { width: number; height: number },
): PtzPosition {
  const across = PTZ_LIMITS.fovDegrees / from.zoom;
  const down = (across * picture.height) / picture.width;
  return {
    pan: from.pan + command.x * across,
    // Down the picture is positive; a positive tilt looks up.
    tilt: from.tilt - command.y * down,
    zoom: from.zoom * (command.zoom ?? 1),
  };
}
