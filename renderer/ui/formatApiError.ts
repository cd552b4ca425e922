/** The platform's refusal as a person reads it (issue 36): the message alone, or '[code] message'
 *  where spec 1 §8 asks for it — the login, confirm code, set-password and password-expired pages
 *  (those pages provide ApiErrorCodes). */
import type { ApiError } from '../../shared/auth/loginApi';

export function formatApiError(error: ApiError, withCode: boolean): string {
  return withCode ? `[${error.code}] ${error.message}` : error.message;
}
