/** The setup page's words for the platform's refusals it knows (shared/auth/firstRunSetup), so
 *  they read in the console's language; any other refusal shows as the platform worded it. */
import type { TFunction } from 'i18next';
import { SETUP_ERROR } from '../../../shared/auth/firstRunSetup';

const KNOWN: Readonly<Record<string, string>> = {
  [SETUP_ERROR.DONE]: 'firstRun.errors.done',
  [SETUP_ERROR.PROOF]: 'firstRun.errors.proof',
  [SETUP_ERROR.CODE]: 'firstRun.errors.code',
  [SETUP_ERROR.TOO_MANY]: 'firstRun.errors.tooMany',
  [SETUP_ERROR.EMAIL_REQUIRED]: 'firstRun.errors.emailRequired',
  [SETUP_ERROR.REALM_EMPTY]: 'firstRun.errors.realmEmpty',
};

export function setupMessage(t: TFunction, message: string): string {
  const key = KNOWN[message];
  return key ? t(key) : message;
}
