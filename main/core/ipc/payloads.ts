/** Parsers for IPC arguments: they accept exactly the contract's shapes and throw on anything else. */
import type { CastRequest, SessionOwner } from '../../../shared/ipc';
import { normalizeServerUrl } from '../serverUrl';
import { MAX_OWNER_ID_LENGTH } from '../session/savedSession';
import { isValidViewId } from '../../../shared/desktop';

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function expectCount(args: readonly unknown[], count: number): void {
  if (args.length !== count) {
    throw new Error(`expects ${count} argument${count === 1 ? '' : 's'}, got ${args.length}`);
  }
}

/** A plain object with only the listed keys. */
function expectRecord(value: unknown, what: string, keys: readonly string[]): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${what} must be an object, got ${describe(value)}`);
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) throw new Error(`${what} must be a plain object`);
  const extra = Object.keys(value).filter((key) => !keys.includes(key));
  if (extra.length > 0)
    throw new Error(`${what} has unknown field${extra.length === 1 ? '' : 's'} ${extra.join(', ')}`);
  return value as Record<string, unknown>;
}

function expectViewId(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new Error(`${what} must be a string, got ${describe(value)}`);
  if (!isValidViewId(value)) throw new Error(`${what} '${value}' is not a view id`);
  return value;
}

function expectDisplayId(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new Error(`${what} must be an integer, got ${describe(value)}`);
  }
  return value;
}

export function parseNoArgs(args: readonly unknown[]): [] {
  expectCount(args, 0);
  return [];
}

/** One server URL, normalised to its origin. */
export function parseServerUrlArgs(args: readonly unknown[]): [string] {
  expectCount(args, 1);
  if (typeof args[0] !== 'string') throw new Error(`url must be a string, got ${describe(args[0])}`);
  return [normalizeServerUrl(args[0])];
}

export function parseViewIdArgs(args: readonly unknown[]): [string] {
  expectCount(args, 1);
  return [expectViewId(args[0], 'viewId')];
}

/** `{ viewId, displayId }`, both required. */
export function parseCastRequestArgs(args: readonly unknown[]): [CastRequest] {
  expectCount(args, 1);
  const record = expectRecord(args[0], 'request', ['viewId', 'displayId']);
  return [
    {
      viewId: expectViewId(record.viewId, 'request.viewId'),
      displayId: expectDisplayId(record.displayId, 'request.displayId'),
    },
  ];
}

export function parseEnabledArgs(args: readonly unknown[]): [boolean] {
  expectCount(args, 1);
  if (typeof args[0] !== 'boolean') throw new Error(`enabled must be a boolean, got ${describe(args[0])}`);
  return [args[0]];
}

function expectOwnerId(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new Error(`${what} must be a string, got ${describe(value)}`);
  if (value.length === 0 || value.length > MAX_OWNER_ID_LENGTH) {
    throw new Error(`${what} must have 1 to ${MAX_OWNER_ID_LENGTH} characters`);
  }
  return value;
}

/** `{ realmId, userId }`: the user whose session it is. */
export function parseSessionOwnerArgs(args: readonly unknown[]): [SessionOwner] {
  expectCount(args, 1);
  const record = expectRecord(args[0], 'owner', ['realmId', 'userId']);
  return [
    { realmId: expectOwnerId(record.realmId, 'owner.realmId'), userId: expectOwnerId(record.userId, 'owner.userId') },
  ];
}
