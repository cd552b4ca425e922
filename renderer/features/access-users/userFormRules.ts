/** The users form's own checks before anything is sent (the platform checks again with the same
 *  rules): each problem is a key under accessUsers.errors in the locales. */
import { isEmailAddress, USER_ERROR } from '../../../shared/access/userAdmin';
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
  return userDraftProblems(draft, adding)[0] ?? null;
}

/** Every field's problem: the name, the e-mail address and, when adding, the password pair. */
export function userDraftProblems(draft: UserDraft, adding: boolean): UserDraftProblem[] {
  const problems: Array<UserDraftProblem | null> = [];
  if (!draft.name.trim()) problems.push('nameEmpty');
  const email = draft.email.trim();
  if (email && !isEmailAddress(email)) problems.push('emailInvalid');
  if (adding && (draft.password || draft.confirmation))
    problems.push(passwordProblem(draft.password, draft.confirmation));
  else if (adding && !email) problems.push('passwordOrEmail');
  return problems.filter((p): p is UserDraftProblem => p !== null);
}

/** A new password and its confirmation. */
export function passwordProblem(password: string, confirmation: string): UserDraftProblem | null {
  const problem = checkNewPassword(password, confirmation);
  if (problem === 'empty') return 'passwordEmpty';
  if (problem === 'mismatch') return 'passwordMismatch';
  if (problem === 'tooShort') return 'passwordTooShort';
  return null;
}

/** The field a problem is shown under; passwordOrEmail is about two fields and shows in the banner. */
export const USER_PROBLEM_FIELD: Record<UserDraftProblem, keyof UserDraft | null> = {
  nameEmpty: 'name',
  emailInvalid: 'email',
  passwordOrEmail: null,
  passwordEmpty: 'password',
  passwordTooShort: 'password',
  passwordMismatch: 'confirmation',
};

/** The platform's refusals about one field of the user, shown under it. */
export const USER_SERVER_FIELDS = {
  name: [USER_ERROR.NAME_EMPTY, USER_ERROR.NAME_TOO_LONG, USER_ERROR.NAME_TAKEN],
  email: [USER_ERROR.EMAIL_INVALID, USER_ERROR.EMAIL_TAKEN],
  password: [USER_ERROR.PASSWORD_OR_EMAIL],
} as const;
