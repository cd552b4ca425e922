/** How a domain error leaves over HTTP: the status for its kind plus the {code, message} body. */
import type { ApiError } from '../../shared/auth/loginApi';
import type { DomainError, DomainErrorKind } from '../errors/DomainError';

const STATUS: Record<DomainErrorKind, number> = {
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

/** Seconds a client should wait before asking again after a `busy` answer. */
const BUSY_RETRY_AFTER_S = 1;

export function apiFailure(error: DomainError): { status: number; body: ApiError; headers: Record<string, string> } {
  return {
    status: STATUS[error.kind],
    body: { code: error.code, message: error.message },
    headers: error.kind === 'busy' ? { 'retry-after': String(BUSY_RETRY_AFTER_S) } : {},
  };
}
