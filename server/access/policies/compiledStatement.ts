/** Statements as the engine evaluates them (spec 3 §3.6, §6): DENY wins over ALLOW; a statement
 *  matches an action by name or pattern and a resource by id, by the zone or set a device is in,
 *  or through allResources. A question about no resource in particular (a list) is allowed by any
 *  matching ALLOW and denied only by a DENY over all resources: the list is then narrowed per item;
 *  an Administer-level action on no resource in particular needs an ALLOW over all resources. */
import type { StatementEffect } from '../../../shared/access/accessPolicies';
import type { Resource } from '../actions';
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

/** The statements that decide an action on a resource: the denying ones when any, else the allowing ones. */
export function deciding(
  statements: readonly CompiledStatement[],
  action: string,
  resource: Resource,
): { effect: Effect; by: CompiledStatement[] } {
  const allow: CompiledStatement[] = [];
  const deny: CompiledStatement[] = [];
  for (const s of statements) {
    if (!s.actions.some((pattern) => actionMatches(pattern, action))) continue;
    if (!resourceMatches(s, action, resource, s.effect)) continue;
    (s.effect === 'DENY' ? deny : allow).push(s);
  }
  if (deny.length) return { effect: 'DENY', by: deny };
  if (allow.length) return { effect: 'ALLOW', by: allow };
  return { effect: null, by: [] };
}

export function evaluate(statements: readonly CompiledStatement[], action: string, resource: Resource): Effect {
  return deciding(statements, action, resource).effect;
}

/** Which devices an action reaches: all but `except`, or only `only` minus `except`. */
export type DeviceScope = { all: true; except: ReadonlySet<string> } | { all: false; only: ReadonlySet<string> };

export function deviceScope(statements: readonly CompiledStatement[], action: string): DeviceScope {
  let all = false;
  const allowed = new Set<string>();
  const denied = new Set<string>();
  for (const s of statements) {
    if (!s.actions.some((pattern) => actionMatches(pattern, action))) continue;
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

/** Whether a device is in a scope. */
export function inScope(scope: DeviceScope, deviceId: string): boolean {
  return scope.all ? !scope.except.has(deviceId) : scope.only.has(deviceId);
}
