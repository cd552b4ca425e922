/** Whether a stop reads '[code] text' (spec 2 §8 Player stops): only a stop in the spec's own words
 *  for its code. Anything else — the platform's answer to a request ('Device not found'), a codec
 *  or a local connection the browser cannot use — is words alone: a number tells the operator
 *  nothing (issue 36). */
import { STOP_TEXT, type StopCode } from '../../../shared/video/constants';
import type { PlayerError } from './playerTypes';

export function showsStopCode(error: PlayerError): boolean {
  return STOP_TEXT[error.code as StopCode] === error.text;
}
