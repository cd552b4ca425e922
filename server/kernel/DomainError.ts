/** The platform's one error type: what a rule refused, in the rule's own terms (a kind, the spec's
 *  numeric code and its wording), with no transport in it; http/ and graphql/ map the kind. */
import { redactCredentials } from './redactCredentials';

/** What went wrong, as the caller should hear it; each transport maps a kind to its status. */
export type DomainErrorKind =
  | 'badInput'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'locked'
  | 'tooMany'
  | 'busy'
  | 'unavailable';

/** The spec's `[code] message` numbers per kind, where an error does not carry its own (the login
 *  family's codes of spec 1 §7, e.g. 600 for an expired password, are passed in); HTTP answers a
 *  kind with the same number as its status. */
export const KIND_CODE: Readonly<Record<DomainErrorKind, number>> = {
  badInput: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  locked: 423,
  tooMany: 429,
  busy: 503,
  unavailable: 503,
};

export class DomainError extends Error {
  readonly code: number;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    code?: number,
  ) {
    // What a rule refused reaches answers and logs: never with a URL's login in it (issue 36).
    super(redactCredentials(message));
    this.name = 'DomainError';
    this.code = code ?? KIND_CODE[kind];
  }

  static badInput(message: string, code?: number): DomainError {
    return new DomainError('badInput', message, code);
  }

  static unauthenticated(message = 'Not logged in', code?: number): DomainError {
    return new DomainError('unauthenticated', message, code);
  }

  static forbidden(message = 'Access denied', code?: number): DomainError {
    return new DomainError('forbidden', message, code);
  }

  /** `what` names the missing thing: "Device" → "Device not found". */
  static notFound(what: string): DomainError {
    return new DomainError('notFound', `${what} not found`);
  }

  static tooLarge(message: string): DomainError {
    return new DomainError('tooLarge', message);
  }

  static locked(message: string, code?: number): DomainError {
    return new DomainError('locked', message, code);
  }

  static tooMany(message: string, code?: number): DomainError {
    return new DomainError('tooMany', message, code);
  }

  /** Work refused for now (a full queue): the caller may ask again in a moment. */
  static busy(message = 'The platform is busy: try again in a moment'): DomainError {
    return new DomainError('busy', message);
  }

  /** A capability the platform lacks (no mail transport …): asking again will not help. */
  static unavailable(message: string): DomainError {
    return new DomainError('unavailable', message);
  }

  /** True for a DomainError of the given kind (any kind when none is given). */
  static is(err: unknown, kind?: DomainErrorKind): err is DomainError {
    return err instanceof DomainError && (kind === undefined || err.kind === kind);
  }
}
