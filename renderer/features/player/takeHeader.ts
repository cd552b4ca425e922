/** A stream's header on a PlayerSession: the cell hears the picture's size and codec, the sound is
 *  set up, and the decoder is configured for it (a stage of the first picture, issue 37). */
import type { MediaHeader } from '../../../shared/video/mediaFrame';
import { codecRefusal, isH265 } from '../../../shared/video/playerRules';
import type { PlayerDecoder } from './playerDeps';
import type { SessionHost } from './SessionHost';

/** Null once the decoder is configured, else why the console cannot play the stream. */
export async function takeHeader(
  host: Pick<SessionHost, 'stats' | 'dispatch' | 'audio'>,
  decoder: PlayerDecoder,
  header: MediaHeader,
): Promise<string | null> {
  host.stats.write('info', `stream ${header.mime} ${header.size.width}x${header.size.height}`);
  host.dispatch({ type: 'header', size: header.size, mime: header.mime, audio: header.audio !== undefined });
  host.audio?.configure(header.audio ?? null);
  const supported = isH265(header.codec) || isH265(header.mime) ? false : await decoder.configure(header);
  const refusal = codecRefusal(header, supported);
  if (!refusal) {
    host.stats.stage('configured');
    return null;
  }
  if (typeof VideoDecoder === 'undefined') {
    host.stats.write('error', 'WebCodecs is not available: it needs a secure context (https or localhost)');
  }
  return refusal;
}
