/** How a domain error leaves over HTTP: the status for its kind plus the {code, message} body,
 *  with messageKey and params where the console can translate the message (issue 34). */
import type { ApiError } from '../../shared/auth/loginApi';
import { serverMessageCode } from '../../shared/messages/serverMessages';
import { KIND_CODE, type DomainError } from '../kernel/DomainError';

/** Seconds a client should wait before asking again after a `busy` answer. */
const BUSY_RETRY_AFTER_S = 1;

export function apiFailure(error: DomainError): { status: number; body: ApiError; headers: Record<string, string> } {
  return {
    status: KIND_CODE[error.kind],
    body: { code: error.code, message: error.message, ...serverMessageCode(error.message) },
    headers: error.kind === 'busy' ? { 'retry-after': String(BUSY_RETRY_AFTER_S) } : {},
  };
}
