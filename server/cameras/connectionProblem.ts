/** Whether the platform may open a camera's URLs (issue 27): each (the stream or ONVIF device
 *  service, and the review stream) obeys the source rule (sourceUrl.ts) and names a host inside the
 *  networks administrators may make the platform connect to (ProbeNetworks). */
import { CAMERA_MESSAGES } from '../../shared/cameraAdmin/cameraAdminConstants';
import { parseCameraUrl } from '../../shared/cameraAdmin/validateCameraInput';
import type { ProbeNetworks } from '../devices/ProbeNetworks';
import { sourceUrlProblem } from '../media/sources/sourceUrl';
import type { CameraSettings } from './cameraConfig';

/** The source rule's message, the networks', or 'cannot be reached' (a name that does not resolve)
 *  for the first URL refused; undefined when all may be opened. */
export async function connectionProblem(
  settings: Pick<CameraSettings, 'url' | 'reviewUrl'>,
  networks: ProbeNetworks,
): Promise<string | undefined> {
  for (const url of [settings.url, settings.reviewUrl].filter(Boolean)) {
    const problem = sourceUrlProblem(url);
    if (problem) return problem;
    const verdict = await networks.verdictOn(parseCameraUrl(url)!.host);
    if (verdict === 'refused') return CAMERA_MESSAGES.networkRefused;
    if (verdict === 'unresolved') return CAMERA_MESSAGES.unreachable;
  }
  return undefined;
}
