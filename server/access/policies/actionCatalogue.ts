/** The actions statements can name and their access levels (spec 3 §3.6 `actions`, `accessLevels`):
 *  every action of ACTIONS but the owner-only ones, which belong to the user and no policy governs. */
import { ACCESS_LEVELS, ALL_ACTIONS, type AccessLevelName } from '../../../shared/access/accessPolicies';
import { ACTIONS, type Action } from '../actions';

export interface CatalogueAction {
  name: Action;
  description: string;
  level: AccessLevelName;
}

/** Reading is Read; what only administrators may do is Administer; the rest is Operate. */
function levelOf(action: Action): AccessLevelName {
  const verb = action.slice(action.indexOf(':') + 1);
  if (verb.startsWith('Read')) return ACTIONS[action].who === 'member' ? 'Read' : 'Administer';
  return ACTIONS[action].who === 'member' ? 'Operate' : 'Administer';
}

function describe(action: Action): string {
  const [type, verb] = action.split(':') as [string, string];
  const words = verb.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const noun = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${noun}`;
}

/** Actions that policies govern, ordered by access level then name. */
export const POLICY_ACTIONS: readonly CatalogueAction[] = (Object.keys(ACTIONS) as Action[])
  .filter((name) => ACTIONS[name].who !== 'owner')
  .map((name) => ({ name, description: describe(name), level: levelOf(name) }))
  .sort(
    (a, b) =>
      ACCESS_LEVELS.findIndex((l) => l.level === a.level) - ACCESS_LEVELS.findIndex((l) => l.level === b.level) ||
      a.name.localeCompare(b.name),
  );

const GOVERNED = new Set<string>(POLICY_ACTIONS.map((a) => a.name));
const TYPES = new Set(POLICY_ACTIONS.map((a) => a.name.split(':')[0]));

const ADMINISTERING = new Set<string>(POLICY_ACTIONS.filter((a) => a.level === 'Administer').map((a) => a.name));

/** Whether an action is of the Administer level. */
export function isAdministering(action: string): boolean {
  return ADMINISTERING.has(action);
}

/** Whether a statement may name this: a governed action, `*`, or `<type>:*` of a known type. */
export function isStatementAction(name: string): boolean {
  if (name === ALL_ACTIONS || GOVERNED.has(name)) return true;
  return name.endsWith(':*') && TYPES.has(name.slice(0, -2));
}

/** Whether a statement's action name covers an action. */
export function actionMatches(pattern: string, action: string): boolean {
  if (pattern === ALL_ACTIONS || pattern === action) return true;
  return pattern.endsWith(':*') && action.startsWith(pattern.slice(0, -1));
}
