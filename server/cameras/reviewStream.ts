/** A camera's second (review) stream (spec 2 §3 streams FULL and REVIEW; spec 3 §7.1 probeDevice):
 *  probed beside the main stream with the same login, and folded into the probe's answer — the
 *  stream it found, or a warning on the review URL field instead of the "no second stream" one. */
import { CAMERA_MESSAGES } from '../../shared/cameraAdmin/cameraAdminConstants';
import { urlWithLogin, urlWithoutCredentials } from '../../shared/cameraAdmin/validateCameraInput';
import type { CameraSettings } from './cameraConfig';
import type { ProbedStream } from '../media/sources/parseProbeOutput';
import type { ProbeResult, ProbeTarget, WarningField } from '../media/sources/probeResult';

export interface ProbeWithReview extends ProbeResult {
  reviewStream?: ProbedStream | undefined;
}

/** Probes the main stream and, when the settings name one, the review stream beside it. */
export async function probeWithReview(
  settings: Pick<CameraSettings, 'reviewUrl' | 'user' | 'password' | 'connection'>,
  main: ProbeTarget,
  probe: (target: ProbeTarget) => Promise<ProbeResult>,
): Promise<ProbeWithReview> {
  const reviewUrl = settings.reviewUrl.trim();
  if (!reviewUrl) return probe(main);
  const target: ProbeTarget = {
    url: urlWithLogin(urlWithoutCredentials(reviewUrl), settings.user, settings.password),
    rtspTransport: settings.connection === 'RTSP' ? 'udp' : 'tcp',
  };
  const [result, review] = await Promise.all([probe(main), probe(target)]);
  return withReview(result, review);
}

/** The main probe with the review probe's stream or problem. */
export function withReview(main: ProbeResult, review: ProbeResult): ProbeWithReview {
  const stream = review.reachable ? review.streams[0] : undefined;
  // A second stream was named: whether it works is said on its own field, not as "no second stream".
  const fields: WarningField[] = (main.warning?.warningFields ?? []).filter(
    (f) => !(f.field === 'streams' && f.value === CAMERA_MESSAGES.noSecondStream),
  );
  if (!stream) {
    fields.push({
      field: 'reviewUrl',
      value: review.reachable ? CAMERA_MESSAGES.reviewNoVideo : CAMERA_MESSAGES.reviewUnreachable,
    });
  }
  return {
    ...main,
    reviewStream: stream,
    warning: fields[0] && { message: fields[0].value, warningFields: fields },
  };
}
