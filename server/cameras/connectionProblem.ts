/** Whether the platform may open a camera's URLs (issue 27): each (the stream or ONVIF device
 *  service, and the review stream) obeys the source rule (sourceUrl.ts) and names a host inside the
 *  networks administrators may make the platform connect to (ProbeNetworks). */
import { CAMERA_MESSAGES } from '../../shared/cameraAdmin/cameraAdminConstants';
import { parseCameraUrl } from '../../shared/cameraAdmin/validateCameraInput';
import type { ProbeNetworks } from '../devices/ProbeNetworks';
import { sourceUrlProblem } from '../media/sources/sourceUrl';
import type { CameraSettings } from './cameraConfig';

/** The source rule's message or the networks' for the first URL refused; undefined when all may be opened. */
export async function connectionProblem(
  settings: Pick<CameraSettings, 'url' | 'reviewUrl'>,
  networks: ProbeNetworks,
): Promise<string | undefined> {
  for (const url of [settings.url, settings.reviewUrl].filter(Boolean)) {
    const problem = sourceUrlProblem(url);
    if (problem) return problem;
    if (!(await networks.allowsHost(parseCameraUrl(url)!.host))) return CAMERA_MESSAGES.networkRefused;
  }
  return undefined;
}
