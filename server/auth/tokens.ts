/** Random secrets handed to clients (session cookies, e-mailed links) and the hashes we store. */
import { createHash, randomBytes } from 'node:crypto';

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A short numeric code for e-mailed login verification. */
export function newLoginCode(): string {
  return String(randomBytes(4).readUInt32BE() % 1_000_000).padStart(6, '0');
}
