/** The alert log's eventList request (spec 3 §7.4) as an audit filter: GET reads the query
 *  (objid, startedMin, startedMax, timeOnly, start, limit), POST a body
 *  {filter: {objid, started: {min, max}}, output: {timeOnly}, start, limit}; objid is one device
 *  id, a comma-separated text of them or a list, of at most the platform's list limit (issue 27 #4).
 *  Bad numbers are refused, not guessed. */
import { DomainError } from '../../kernel/DomainError';
import { checkListLength } from '../listLengthLimit';
import type { AuditEntryFilter } from '../../events/AuditLog';

interface EventListBody {
  filter?: { objid?: unknown; started?: { min?: unknown; max?: unknown } };
  output?: { timeOnly?: unknown };
  start?: unknown;
  limit?: unknown;
}

export function parseEventListRequest(input: unknown): { filter: AuditEntryFilter; timeOnly: boolean } {
  const source = (input ?? {}) as Record<string, unknown>;
  const isBody = typeof source.filter === 'object' || typeof source.output === 'object';
  const body = source as EventListBody;
  const objid = isBody ? body.filter?.objid : source.objid;
  const given = Array.isArray(objid) ? objid : objid == null ? [] : String(objid).split(',');
  const witnesses = checkListLength('objid', given).map(String).filter(Boolean);
  const filter: AuditEntryFilter = {
    from: number('started min', isBody ? body.filter?.started?.min : source.startedMin),
    to: number('started max', isBody ? body.filter?.started?.max : source.startedMax),
    witnesses,
    start: number('start', source.start),
    limit: number('limit', source.limit),
  };
  const timeOnly = isBody ? body.output?.timeOnly : source.timeOnly;
  return { filter, timeOnly: timeOnly === true || timeOnly === 'true' || timeOnly === '1' };
}

function number(name: string, value: unknown): number | null {
  if (value == null || value === '') return null;
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw DomainError.badInput(`parameter ${name} is not a number`);
  return n;
}
