/** The video-request queue's view of a caller: whose requests they see and manage, and of which
 *  cameras (those whose video they may watch, issue 27), as authorize decides. */
import type { Caller } from '../../access/Caller';
import { READ_VIDEO } from '../../access/actions';
import { can } from '../../access/authorize';
import type { RequestActor } from './VideoRequestQueue';

export function requestActor(caller: Caller): RequestActor {
  const realmId = caller.membership.realmId;
  return {
    userId: caller.user.id,
    realmId,
    managesAll: can(caller, 'videoRequest:ManageAll', { type: 'videoRequest', realmId }),
    // Asked when the queue asks: a policy changed meanwhile applies at once.
    watches: (deviceId) => can(caller, READ_VIDEO, { type: 'device', id: deviceId }),
  };
}
