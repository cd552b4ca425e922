/** The video-request queue's view of a caller: whose requests they see and manage, as authorize decides. */
import type { Caller } from '../../access/Caller';
import { can } from '../../access/authorize';
import type { RequestActor } from './VideoRequestQueue';

export function requestActor(caller: Caller): RequestActor {
  const realmId = caller.membership.realmId;
  return {
    userId: caller.user.id,
    realmId,
    managesAll: can(caller, 'videoRequest:ManageAll', { type: 'videoRequest', realmId }),
  };
}
