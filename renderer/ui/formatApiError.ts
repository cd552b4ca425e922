/** Spec 1 §8: the login family's errors read '[code] message'. */
import type { ApiError } from '../../shared/auth/loginApi';

export function formatApiError(error: ApiError): string {
  return `[${error.code}] ${error.message}`;
}
