/** Spec 1 §5 for the password-set pages: both fields non-empty and equal. */
import { checkNewPassword } from '../../../shared/auth/passwordRules';

/** True when the pair may be sent; the server still applies its own strength rules. */
export function isPasswordPairValid(password: string, confirmation: string): boolean {
  const problem = checkNewPassword(password, confirmation);
  return confirmation !== '' && problem !== 'empty' && problem !== 'mismatch';
}
