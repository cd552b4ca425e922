/** The characters of a typed activation key that no key has (issue 36): keys leave out 0, O, 1 and
 *  I so that none is mistaken for another, and a key of the right length read with one of them
 *  needs to be read again. A key of the wrong length has none: its shape is what is wrong. */
import { ACTIVATION_KEY_ALPHABET } from '../../../../shared/devices/deviceAdminConstants';

const KEY_CHARACTERS = 12;

export function activationKeyLookAlikes(typed: string): string[] {
  const bare = typed.toUpperCase().replace(/[\s-]/g, '');
  if (bare.length !== KEY_CHARACTERS) return [];
  return [...new Set([...bare].filter((char) => /[A-Z0-9]/.test(char) && !ACTIVATION_KEY_ALPHABET.includes(char)))];
}
