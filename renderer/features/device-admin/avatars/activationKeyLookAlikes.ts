/** The characters of a typed activation key that no key has (issue 36): keys leave out 0, O, 1 and
 *  I so that none is mistaken for another, and a key read with one of them needs to be read again. */
import { ACTIVATION_KEY_ALPHABET } from '../../../../shared/devices/deviceAdminConstants';

export function activationKeyLookAlikes(typed: string): string[] {
  const bare = typed.toUpperCase().replace(/[\s-]/g, '');
  return [...new Set([...bare].filter((char) => /[A-Z0-9]/.test(char) && !ACTIVATION_KEY_ALPHABET.includes(char)))];
}
