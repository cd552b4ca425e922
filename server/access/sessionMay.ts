/** Whether a session may still take an action it was allowed long ago (issue 27: an open media
 *  socket, a media ticket issued before a DENY): its session, user, membership and policies as they
 *  are now, asked through the same identifyCaller and authorize rules as every request. */
import type { Action, Resource } from './actions';
import { can } from './authorize';
import { heldCaller, type HeldGrant } from './heldCaller';
import type { CallerSources } from './identifyCaller';

export type { HeldGrant } from './heldCaller';

/** False when the session has ended, the user or their membership is gone, or the policy refuses. */
export async function sessionMay(
  sources: CallerSources,
  held: HeldGrant,
  action: Action,
  resource: Resource,
): Promise<boolean> {
  const caller = await heldCaller(sources, held);
  return caller !== undefined && can(caller, action, resource);
}
