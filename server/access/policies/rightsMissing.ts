/** Whether one holder's statements grant at least what another's grant (issue 27: granting a right
 *  needs that right, and a user is changed only by someone holding every right the user holds).
 *  Statements tell resources apart only by the ids they name (zones and sets already expanded to
 *  their devices), so asking about each named resource, about one resource no statement names (of
 *  the action's own type and a device, which pixel-yielding actions read) and about the collection
 *  itself (no id) covers every resource there is: the comparison is exact, not a sample. */
import type { Resource, ResourceType } from '../actions';
import { POLICY_ACTIONS } from './actionCatalogue';
import { evaluate, type CompiledStatement } from './compiledStatement';

/** A right the other holds and the holder does not. */
export interface MissingRight {
  action: string;
  resource: Resource;
}

/** An id no statement names: it stands for every resource no statement names. */
const UNNAMED = '\u0000unnamed';

function typeOf(action: string): ResourceType {
  return action.slice(0, action.indexOf(':')) as ResourceType;
}

/** Every resource any of the statements names. */
function namedResources(statements: readonly CompiledStatement[]): Resource[] {
  const named = new Map<string, Resource>();
  for (const s of statements) {
    for (const id of s.devices) named.set(`device:${id}`, { type: 'device', id });
    for (const key of s.others) {
      const colon = key.indexOf(':');
      named.set(key, { type: key.slice(0, colon) as ResourceType, id: key.slice(colon + 1) });
    }
  }
  return [...named.values()];
}

/** The governed actions on resources that `other` is allowed and `holder` is not; empty when the
 *  holder holds every right the other holds. */
export function rightsMissing(
  holder: readonly CompiledStatement[],
  other: readonly CompiledStatement[],
): MissingRight[] {
  const named = namedResources([...holder, ...other]);
  const missing: MissingRight[] = [];
  for (const { name: action } of POLICY_ACTIONS) {
    const type = typeOf(action);
    const probes: Resource[] = [{ type }, { type, id: UNNAMED }, { type: 'device', id: UNNAMED }, ...named];
    for (const resource of probes) {
      if (evaluate(other, action, resource) === 'ALLOW' && evaluate(holder, action, resource) !== 'ALLOW') {
        missing.push({ action, resource });
      }
    }
  }
  return missing;
}

/** Whether `holder` holds every right `other` holds. */
export function holdsRightsOf(holder: readonly CompiledStatement[], other: readonly CompiledStatement[]): boolean {
  return rightsMissing(holder, other).length === 0;
}
