/** A snapshot sent with an event (spec 3 §3.2: base64 JPEG) is accepted only as base64 text of a
 *  bounded size; the platform stores what it is sent. */
import { DomainError } from '../errors/DomainError';

/** Largest snapshot accepted from a client, base64 characters. */
const MAX_SNAPSHOT_CHARS = 2 * 1024 * 1024;

export function checkSnapshot(snapshot: string | null): string | null {
  if (snapshot && (snapshot.length > MAX_SNAPSHOT_CHARS || !/^[A-Za-z0-9+/=\s]+$/.test(snapshot))) {
    throw DomainError.badInput('The snapshot is not a base64 JPEG');
  }
  return snapshot;
}
