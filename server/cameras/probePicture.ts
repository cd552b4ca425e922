/** The picture a probe answers with (issue 36: the add page's probe shows what the camera sees):
 *  one frame of the stream the pipeline would record — the URL itself, or an ONVIF camera's
 *  recorded profile — as base64 JPEG, taken only once the probe has read a video stream there. */
import { urlWithLogin } from '../../shared/cameraAdmin/validateCameraInput';
import { grabProbeFrame, type ProbeResult, type ProbeTarget } from '../media';
import type { CameraSettings } from './cameraConfig';

export async function probePicture(
  settings: Pick<CameraSettings, 'user' | 'password'>,
  target: ProbeTarget,
  result: ProbeResult,
  grab: (target: ProbeTarget) => Promise<Buffer | undefined> = grabProbeFrame,
): Promise<string | undefined> {
  if (!result.reachable || !result.codec) return undefined;
  const stream: ProbeTarget = result.onvif
    ? { url: urlWithLogin(result.onvif.streamUrl, settings.user, settings.password), rtspTransport: 'tcp' }
    : { url: target.url, rtspTransport: target.rtspTransport };
  const jpeg = await grab(stream);
  return jpeg?.toString('base64');
}
