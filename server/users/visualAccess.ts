/** The platform's side of the visual configuration (spec 1 §3, §6): an administration screen the
 *  user's effective visual configuration (their own and their groups', access/visualConfigOf)
 *  switches off — or limited audit access, for the user audit, and limited video analytics access,
 *  for watchlists, plate reads and VAE configs (spec 3 §6; issue 32) — is refused by the platform
 *  too, not only hidden by the console. */
import { isAllowed } from '../../shared/access/visualConfig';
import type { Caller } from '../access/Caller';
import { visualConfigOf } from '../access/visualConfigOf';
import { DomainError } from '../kernel/DomainError';

/** The console's wording for a denied screen or widget (spec 1 §6, spec 3 §8 'Access restricted'). */
export const ACCESS_RESTRICTED = 'Access restricted';

/** The admin screens the platform's operations belong to (spec 1 §2.5 section ids). */
export type AdminScreen = 'Users' | 'UserAudit' | 'RealmSettings';

/** The admin group each screen sits in, whose activity flag switches the whole group off. */
const SCREEN_GROUP: Record<AdminScreen, string> = {
  Users: 'access',
  UserAudit: 'access',
  RealmSettings: 'settings',
};

export function requireScreen(caller: Caller, screen: AdminScreen): void {
  const config = visualConfigOf(caller);
  const allowed =
    isAllowed(config.views, screen) &&
    isAllowed(config.activities, SCREEN_GROUP[screen]) &&
    !(screen === 'UserAudit' && config.limitedAuditAccess);
  if (!allowed) throw DomainError.forbidden(ACCESS_RESTRICTED);
}

/** Spec 3 §6: limited video analytics access hides the LPR and Facial watchlist views; the
 *  platform refuses what they show and do — watchlists, plate reads, VAE configs — as well. */
export function requireVideoAnalytics(caller: Caller): void {
  if (visualConfigOf(caller).limitedVideoAnalyticsAccess) throw DomainError.forbidden(ACCESS_RESTRICTED);
}
