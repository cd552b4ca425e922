/** What the console does with a PTZ answer's lockinfo.allow_override (spec 2 §6 PTZ lock override). */
import { PTZ_ALLOW_OVERRIDE } from '../../../shared/video/ptzConstants';

/** 'locked': the command ran and the caller holds the lock; 'wait': a higher priority holds it;
 *  'confirm': ask 'Do you want to override?' and resend with override on yes. */
export type LockOverrideDecision = 'locked' | 'wait' | 'confirm';

export function decideLockOverride(allowOverride: string | null | undefined): LockOverrideDecision {
  switch (allowOverride) {
    case PTZ_ALLOW_OVERRIDE.NO:
      return 'wait';
    case PTZ_ALLOW_OVERRIDE.YES:
      return 'confirm';
    default:
      // 'sameuser', or an answer without lock information: the command went through.
      return 'locked';
  }
}
