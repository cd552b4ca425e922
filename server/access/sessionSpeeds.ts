/** The playback speeds a session's user may ask of a media socket now (spec 2 §6: the visual
 *  configuration's limitedSpeedList restricts them; spec 1 §3 the user's own configuration with
 *  their groups'): asked at each play, so a limit set while a user watches holds at their next
 *  change of speed. None when the session has ended or its user is gone. */
import { speedOptions } from '../../shared/video/speedOptions';
import { heldCaller, type HeldGrant } from './heldCaller';
import type { CallerSources } from './identifyCaller';
import { visualConfigOf } from './visualConfigOf';

export async function sessionSpeeds(sources: CallerSources, held: HeldGrant): Promise<readonly number[]> {
  const caller = await heldCaller(sources, held);
  return caller ? speedOptions(visualConfigOf(caller).limitedSpeedList) : [];
}
