/** The locale key of a player stop's text (video.player.stop.<code> or video.player.error.*), so
 *  the cell can show '[code] text' in the user's language; null for a server's own wording. */
import { STOP_TEXT, type StopCode } from '../../../shared/video/constants';
import { PLAYER_MESSAGES } from '../../../shared/video/playerConstants';
import type { PlayerError } from './playerTypes';

const UNSUPPORTED_PREFIX = PLAYER_MESSAGES.unsupportedCodec.replace('{{mime}}', '');

export function playerErrorKey(error: PlayerError): { key: string; values?: Record<string, string> } | null {
  if (error.text.startsWith(UNSUPPORTED_PREFIX)) {
    return {
      key: 'video.player.error.unsupportedCodec',
      values: { mime: error.text.slice(UNSUPPORTED_PREFIX.length) },
    };
  }
  const message = Object.entries(PLAYER_MESSAGES).find(([, text]) => text === error.text);
  if (message) return { key: `video.player.error.${message[0]}` };
  if (STOP_TEXT[error.code as StopCode] === error.text) return { key: `video.player.stop.${error.code}` };
  return null;
}
