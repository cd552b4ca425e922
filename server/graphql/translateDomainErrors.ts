/** The GraphQL side of the domain errors: every resolver's DomainError leaves as a GraphQL error
 *  with extensions.code (the spec's code) and, for a message the console can translate, its
 *  messageKey and params (issue 34), so no resolver catches and translates by hand. */
import { GraphQLScalarType } from 'graphql';
import mercurius from 'mercurius';
import { serverMessageCode } from '../../shared/messages/serverMessages';
import { DomainError } from '../kernel/DomainError';

const { ErrorWithProps } = mercurius;

// Only "not logged in" carries an HTTP status: the console reloads on any 401. Every other refusal
// answers 200 with the error in the body, as GraphQL over HTTP asks.
const UNAUTHENTICATED_STATUS = 401;

function rethrow(err: unknown): never {
  if (!DomainError.is(err)) throw err;
  throw new ErrorWithProps(
    err.message,
    { code: err.code, ...serverMessageCode(err.message) },
    err.kind === 'unauthenticated' ? UNAUTHENTICATED_STATUS : undefined,
  );
}

type AnyFunction = (this: unknown, ...args: unknown[]) => unknown;

function wrap(fn: AnyFunction): AnyFunction {
  // Stays synchronous for synchronous field resolvers: no promise per field where none was.
  return function (this: unknown, ...args: unknown[]) {
    try {
      const result = fn.apply(this, args);
      return result instanceof Promise ? result.catch(rethrow) : result;
    } catch (err) {
      return rethrow(err);
    }
  };
}

function wrapField(field: unknown): unknown {
  if (typeof field === 'function') return wrap(field as AnyFunction);
  if (field && typeof field === 'object') {
    // A subscription field: { subscribe, resolve }.
    const entries = Object.entries(field).map(([key, value]) => [
      key,
      typeof value === 'function' ? wrap(value as AnyFunction) : value,
    ]);
    return Object.fromEntries(entries);
  }
  return field;
}

/** The same resolver map with every resolver function wrapped; scalars pass through untouched. */
export function translateDomainErrors<T extends object>(resolvers: T): T {
  const out: Record<string, unknown> = {};
  for (const [type, fields] of Object.entries(resolvers)) {
    out[type] =
      fields instanceof GraphQLScalarType || !fields || typeof fields !== 'object'
        ? fields
        : Object.fromEntries(Object.entries(fields as object).map(([name, field]) => [name, wrapField(field)]));
  }
  return out as T;
}
