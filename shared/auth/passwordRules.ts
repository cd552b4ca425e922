/** Pure password checks shared by the console's forms and the server's login family. */

/** The minimum length of a password a user chooses (the demo accounts predate this rule). */
export const MIN_PASSWORD_LENGTH = 8;

export type PasswordProblem = 'empty' | 'tooShort' | 'sameAsCurrent' | 'mismatch';

/** Checks a newly chosen password; returns the first problem or null. */
export function checkNewPassword(password: string, confirmation?: string, current?: string): PasswordProblem | null {
  if (password.length === 0) return 'empty';
  if (confirmation !== undefined && confirmation !== password) return 'mismatch';
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  if (current !== undefined && current === password) return 'sameAsCurrent';
  return null;
}

/** Spec 1 §5: the recovery button is enabled only for input longer than 1 character with an '@'. */
export function canRequestRecovery(email: string): boolean {
  return email.length > 1 && email.includes('@');
}
