/** The users form's own checks before anything is sent (the platform checks again with the same
 *  rules): each problem is a key under accessUsers.errors in the locales. */
import { isEmailAddress } from '../../../shared/access/userAdmin';
import { checkNewPassword } from '../../../shared/auth/passwordRules';

export interface UserDraft {
  name: string;
  email: string;
  password: string;
  confirmation: string;
}

export type UserDraftProblem =
  'nameEmpty' | 'emailInvalid' | 'passwordOrEmail' | 'passwordEmpty' | 'passwordMismatch' | 'passwordTooShort';

/** The first problem of the draft, or null; `adding` asks for a password or an e-mail address. */
export function userDraftProblem(draft: UserDraft, adding: boolean): UserDraftProblem | null {
  if (!draft.name.trim()) return 'nameEmpty';
  const email = draft.email.trim();
  if (email && !isEmailAddress(email)) return 'emailInvalid';
  if (!adding) return null;
  if (!draft.password && !draft.confirmation) return email ? null : 'passwordOrEmail';
  return passwordProblem(draft.password, draft.confirmation);
}

/** A new password and its confirmation. */
export function passwordProblem(password: string, confirmation: string): UserDraftProblem | null {
  const problem = checkNewPassword(password, confirmation);
  if (problem === 'empty') return 'passwordEmpty';
  if (problem === 'mismatch') return 'passwordMismatch';
  if (problem === 'tooShort') return 'passwordTooShort';
  return null;
}
