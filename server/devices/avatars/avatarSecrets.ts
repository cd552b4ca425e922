/** Secrets of the avatar protocol: activation keys an avatar shows its installer (XXXX-XXXX-XXXX
 *  from an alphabet without look-alikes) and API keys it signs its reports with (kept as sha256). */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  ACTIVATION_KEY_ALPHABET,
  API_KEY_PREFIX,
  API_KEY_VISIBLE_CHARS,
} from '../../../shared/devices/deviceAdminConstants';

export function newActivationKey(): string {
  const groups = [0, 1, 2].map(() =>
    Array.from({ length: 4 }, () => ACTIVATION_KEY_ALPHABET[randomInt(ACTIVATION_KEY_ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** What lists show of a key once it was shown whole: its first characters. */
export function apiKeyPrefix(key: string): string {
  return key.slice(0, API_KEY_PREFIX.length + API_KEY_VISIBLE_CHARS);
}
