/** The If-Unmodified-Since header of an alert-log update (spec 3 §7.4): an HTTP date (whole
 *  seconds, so the entry counts as unmodified through the end of that second) or milliseconds
 *  since the epoch; the latest modifiedAt the update accepts, undefined when absent. */
import { DomainError } from '../../kernel/DomainError';

export function unmodifiedSince(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  if (!Number.isFinite(date)) throw DomainError.badInput('If-Unmodified-Since is not a date');
  return date + 999;
}
