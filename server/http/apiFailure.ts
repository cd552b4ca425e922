/** An error a client is meant to read: an HTTP status plus the {code, message} body. */
import type { ApiError } from '../../shared/auth/loginApi';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }

  /** Read by graphql-js when a resolver throws this, so GraphQL clients see the same code. */
  get extensions(): { code: number } {
    return { code: this.code };
  }

  toBody(): ApiError {
    return { code: this.code, message: this.message };
  }
}

export const failures = {
  unauthenticated: () => new ApiFailure(401, 401, 'Not logged in'),
  forbidden: (what = 'Access denied') => new ApiFailure(403, 403, what),
  badRequest: (message: string) => new ApiFailure(400, 400, message),
  notFound: (what: string) => new ApiFailure(404, 404, `${what} not found`),
};
