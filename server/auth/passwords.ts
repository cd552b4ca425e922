/** Password hashing with scrypt from node:crypto; the stored form names its parameters so
 *  they can be raised later without breaking existing hashes. */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** scrypt's cost (N) of the hashes this process makes. Under jest, which sets NODE_ENV to 'test',
 *  it is 2^10 instead of 2^14: the suites ask what a hash does, not what it costs, and make
 *  thousands (two at every platform's demo seed, one at every sign-in), which at 2^14 took a
 *  tenth of the server suites' CPU. The cost is stored in each hash and verification reads it from
 *  there, so a hash of either cost verifies anywhere; the end-to-end platform hashes at full cost
 *  (test runners lowering the work factor is common practice: Devise's test stretches). */
export function scryptCost(env: NodeJS.ProcessEnv = process.env): number {
  return env.NODE_ENV === 'test' ? 1024 : 16384;
}

const N = scryptCost();
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAXMEM = 64 * 1024 * 1024;

export async function hashPassword(password: string, cost = N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: cost, r: R, p: P, maxmem: MAXMEM });
  return `scrypt$${cost}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const key = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return timingSafeEqual(key, expected);
}

/** A hash of a random password, spent on unknown user names so they cost as much as known ones. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
