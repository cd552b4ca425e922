/** Why a camera's ffmpeg ended, as the health status, the camera log and the server log say it
 *  (issue 36): a camera that did not answer (refused, timed out, no route, a name that does not
 *  resolve, or the 'Invalid data found' ffmpeg prints when nothing came back) is named by its
 *  address, a refused login and a missing stream in their own words; anything else keeps
 *  ffmpeg's last line. Every text here is free of the URL's login. */
import { CAMERA_HEALTH_REASONS, CAMERA_MESSAGES } from '../../../shared/cameraAdmin/cameraAdminConstants';
import { redactCredentials } from '../../kernel/redactCredentials';

const NO_ANSWER =
  /Connection refused|Connection timed out|timed out|No route to host|Network is unreachable|Name or service not known|Temporary failure in name resolution|Invalid data found when processing input/i;
const WRONG_LOGIN = /\b401\b|Unauthorized|authorization failed|\b403\b|Forbidden/i;
const NOT_FOUND = /\b404\b|Not Found/i;
/** The host (and port) of the first URL ffmpeg names, without the login. */
const URL_HOST = /\b[a-z][a-z0-9+.-]*:\/\/(?:[^\s/?#]*@)?(\[[^\]\s]+\](?::\d+)?|[^\s/?#:]+(?::\d+)?)/i;

/** The reason from ffmpeg's stderr lines and how it ended ('code 1', 'SIGKILL'). */
export function sourceFailureReason(stderr: string, ending: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.includes('Fontconfig'));
  const last = lines.at(-1);
  const host = lines.map((line) => URL_HOST.exec(line)?.[1]).find(Boolean);
  if (last && host) {
    if (WRONG_LOGIN.test(last)) return CAMERA_MESSAGES.wrongCredentials;
    if (NOT_FOUND.test(last)) return CAMERA_HEALTH_REASONS.noStream(host);
    if (NO_ANSWER.test(last)) return CAMERA_HEALTH_REASONS.didNotAnswer(host);
  }
  return `ffmpeg exited (${ending})${last ? `: ${redactCredentials(last)}` : ''}`;
}
