/** A snapshot sent with an event (spec 3 §3.2: base64 JPEG; the console's is 176x144, spec 3 §9)
 *  is accepted only when its bytes are a JPEG, read from its header, of bounded size and
 *  dimensions: a 2 MB text of anything else was stored and handed to every console that listed
 *  the event (issue 27 #14). */
import { imageSize } from 'image-size';
import { DomainError } from '../kernel/DomainError';

/** Largest snapshot accepted, bytes once decoded: the console's is a few KB, an outside system's
 *  full camera frame stays well under it. */
export const MAX_SNAPSHOT_BYTES = 512 * 1024;
/** Longest side of a snapshot, pixels. */
export const MAX_SNAPSHOT_SIDE = 4096;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Every JPEG starts with SOI and the first marker's FF. */
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);

export const SNAPSHOT_NOT_JPEG = 'The snapshot is not a base64 JPEG';
export const SNAPSHOT_TOO_LARGE = `The snapshot is larger than ${MAX_SNAPSHOT_BYTES / 1024} KB`;

/** The snapshot as canonical base64, null when none was sent; throws the refusal otherwise. */
export function checkSnapshot(snapshot: string | null): string | null {
  if (!snapshot) return null;
  const text = snapshot.replace(/\s+/g, '');
  // Refused before decoding: a huge text costs nothing more than its length.
  if (Math.floor((text.length * 3) / 4) > MAX_SNAPSHOT_BYTES + 2) throw new DomainError('tooLarge', SNAPSHOT_TOO_LARGE);
  if (!BASE64.test(text)) throw DomainError.badInput(SNAPSHOT_NOT_JPEG);
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > MAX_SNAPSHOT_BYTES) throw new DomainError('tooLarge', SNAPSHOT_TOO_LARGE);
  if (!bytes.subarray(0, JPEG_START.length).equals(JPEG_START)) throw DomainError.badInput(SNAPSHOT_NOT_JPEG);
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    throw DomainError.badInput(SNAPSHOT_NOT_JPEG);
  }
  const { width = 0, height = 0 } = size;
  if (size.type !== 'jpg' || width < 1 || height < 1) throw DomainError.badInput(SNAPSHOT_NOT_JPEG);
  if (width > MAX_SNAPSHOT_SIDE || height > MAX_SNAPSHOT_SIDE) {
    throw DomainError.badInput(`The snapshot is larger than ${MAX_SNAPSHOT_SIDE} pixels on a side`);
  }
  return bytes.toString('base64');
}
