/** The answer to a camera probe that opened no stream (spec 3 §7.1 probeDevice): 'cannot be
 *  reached', or the words the caller names (a refusing rule, an ONVIF device's wrong login or
 *  missing profile), and nothing of why it failed (issue 27). */
import { CAMERA_MESSAGES } from '../../../shared/cameraAdmin/cameraAdminConstants';
import { urlWithoutCredentials } from '../../../shared/cameraAdmin/validateCameraInput';
import { sourceUrlProblem } from './sourceUrl';
import type { ProbeResult, WarningField } from './probeResult';

export function unreachableCamera(
  url: string,
  field: WarningField = { field: 'url', value: CAMERA_MESSAGES.unreachable },
  reachable = false,
): ProbeResult {
  return {
    url: sourceUrlProblem(url) ? '' : urlWithoutCredentials(url),
    reachable,
    codec: undefined,
    width: undefined,
    height: undefined,
    frameRate: undefined,
    streams: [],
    browserDecodable: false,
    warning: { message: field.value, warningFields: [field] },
  };
}
