/** Statements as the engine evaluates them (spec 3 §3.6, §6): DENY wins over ALLOW; a statement
 *  matches an action by name or pattern and a resource by id, by the zone or set a device is in,
 *  or through allResources. A question about no resource in particular (a list) is allowed by any
 *  matching ALLOW and denied only by a DENY over all resources: the list is then narrowed per item;
 *  an Administer-level action on no resource in particular needs an ALLOW over all resources.
 *  On a device (issue 27): a DENY of every device action (`device:*`, or `*`) refuses every action
 *  on it, whatever its namespace (videoRequest:Create included), and an action that yields the
 *  camera's pixels is allowed only where READ_VIDEO is allowed too. */
import { ALL_ACTIONS, type StatementEffect } from '../../../shared/access/accessPolicies';
import { READ_VIDEO, yieldsPixels, type Resource } from '../actions';
import { actionMatches, isAdministering } from './actionCatalogue';

export interface CompiledStatement {
  effect: StatementEffect;
  actions: readonly string[];
  allResources: boolean;
  /** Devices named directly or through zones and sets. */
  devices: ReadonlySet<string>;
  /** Other resources, as `type:id`. */
  others: ReadonlySet<string>;
  /** Where the statement comes from, for effective-permission answers. */
  source: { policyId: string; statementId: string };
}

export type Effect = StatementEffect | null;

function resourceMatches(
  statement: CompiledStatement,
  action: string,
  resource: Resource,
  effect: StatementEffect,
): boolean {
  if (statement.allResources) return true;
  // A scoped ALLOW opens a list (narrowed per item afterwards); administering the whole collection
  // (creating, importing) needs all resources.
  if (resource.id === undefined) return effect === 'ALLOW' && !isAdministering(action);
  if (resource.type === 'device') return statement.devices.has(resource.id);
  return statement.others.has(`${resource.type}:${resource.id}`);
}

/** Every action on devices: a DENY naming it closes a device to every action of any namespace. */
const EVERY_DEVICE_ACTION = 'device:*';

/** Whether a statement names the action, or is a DENY that closes devices to everything. */
function covers(statement: CompiledStatement, action: string, onDevice: boolean): boolean {
  if (statement.actions.some((pattern) => actionMatches(pattern, action))) return true;
  return (
    onDevice &&
    statement.effect === 'DENY' &&
    statement.actions.some((pattern) => pattern === EVERY_DEVICE_ACTION || pattern === ALL_ACTIONS)
  );
}

type Decision = { effect: Effect; by: CompiledStatement[] };

function ownDecision(statements: readonly CompiledStatement[], action: string, resource: Resource): Decision {
  const allow: CompiledStatement[] = [];
  const deny: CompiledStatement[] = [];
  const onDevice = resource.type === 'device';
  for (const s of statements) {
    if (!covers(s, action, onDevice)) continue;
    if (!resourceMatches(s, action, resource, s.effect)) continue;
    (s.effect === 'DENY' ? deny : allow).push(s);
  }
  if (deny.length) return { effect: 'DENY', by: deny };
  if (allow.length) return { effect: 'ALLOW', by: allow };
  return { effect: null, by: [] };
}

/** Whether an action on a resource also needs READ_VIDEO there: it yields the camera's pixels. */
function needsVideo(action: string, resource: Resource): boolean {
  return resource.type === 'device' && action !== READ_VIDEO && yieldsPixels(action);
}

/** The statements that decide an action on a resource: the denying ones when any, else the allowing
 *  ones; for an action that yields a camera's pixels, READ_VIDEO's refusal (or its silence) wins. */
export function deciding(statements: readonly CompiledStatement[], action: string, resource: Resource): Decision {
  const own = ownDecision(statements, action, resource);
  if (own.effect !== 'ALLOW' || !needsVideo(action, resource)) return own;
  const video = ownDecision(statements, READ_VIDEO, resource);
  return video.effect === 'ALLOW' ? own : video;
}

export function evaluate(statements: readonly CompiledStatement[], action: string, resource: Resource): Effect {
  return deciding(statements, action, resource).effect;
}

/** Which devices an action reaches: all but `except`, or only `only` minus `except`. */
export type DeviceScope = { all: true; except: ReadonlySet<string> } | { all: false; only: ReadonlySet<string> };

export function deviceScope(statements: readonly CompiledStatement[], action: string): DeviceScope {
  const own = ownScope(statements, action);
  return needsVideo(action, { type: 'device' }) ? intersect(own, ownScope(statements, READ_VIDEO)) : own;
}

function ownScope(statements: readonly CompiledStatement[], action: string): DeviceScope {
  // Which devices a DENY of every device action closes matters to the actions asked of devices: the
  // device ones and those that yield pixels (another action's scope is no list of devices).
  const onDevices = action.startsWith('device:') || yieldsPixels(action);
  let all = false;
  const allowed = new Set<string>();
  const denied = new Set<string>();
  for (const s of statements) {
    if (!covers(s, action, onDevices)) continue;
    if (s.effect === 'DENY') {
      if (s.allResources) return { all: false, only: new Set() };
      for (const d of s.devices) denied.add(d);
    } else if (s.allResources) all = true;
    else for (const d of s.devices) allowed.add(d);
  }
  if (all) return { all: true, except: denied };
  for (const d of denied) allowed.delete(d);
  return { all: false, only: allowed };
}

/** The devices both scopes reach. */
function intersect(a: DeviceScope, b: DeviceScope): DeviceScope {
  if (a.all && b.all) return { all: true, except: new Set([...a.except, ...b.except]) };
  if (a.all) return intersect(b, a);
  return { all: false, only: new Set([...a.only].filter((d) => inScope(b, d))) };
}

/** Whether a device is in a scope. */
export function inScope(scope: DeviceScope, deviceId: string): boolean {
  return scope.all ? !scope.except.has(deviceId) : scope.only.has(deviceId);
}
