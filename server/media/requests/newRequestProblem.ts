/** Checks what every new video request (export or AOD) must hold before it is queued: a known
 *  stream (spec 2 §3: 0 or 1) and a time range that has begun, since nothing is recorded past now.
 *  Answers the message to send back, or undefined. */
import { STREAM_NUMBERS, type StreamNumber } from '../../../shared/video/constants';

/** Spec 2 §8's wording for a range it cannot take. */
export const INVALID_VALUE = 'Invalid value';

export function newRequestProblem(
  input: { startTime: number; endTime: number; streamNumber: number },
  now = Date.now(),
): string | undefined {
  if (!STREAM_NUMBERS.includes(input.streamNumber as StreamNumber)) return 'Unknown stream number';
  const { startTime, endTime } = input;
  if (!Number.isFinite(startTime) || !Number.isFinite(endTime) || startTime < 0 || !(endTime > startTime)) {
    return INVALID_VALUE;
  }
  if (startTime >= now) return 'The video starts in the future: nothing is recorded there yet';
  return undefined;
}
