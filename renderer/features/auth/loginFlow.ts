/** Spec 1 §4, the login state machine: where each answer of the login family leads. */
import {
  type ApiError,
  AUTH_ERROR,
  type LoginInfo,
  type LoginResponse,
  type LoginStatus,
} from '../../../shared/auth/loginApi';
import { AUTH_ROUTES } from './authRoutes';

/**
 * After LoggedIn the spec goes to '/', which the logged-in shell redirects to /license. The flow
 * goes to /license directly: '/' is the login page until the session gate has seen the session,
 * and it looks again only on the way to a logged-in path.
 */
export const ROUTE_AFTER_LOGIN: Readonly<Record<LoginStatus, string>> = {
  LoggedIn: AUTH_ROUTES.licence,
  PasswordExpired: AUTH_ROUTES.passwordExpired,
  LoginNotVerified: AUTH_ROUTES.confirmCode,
};

/** The next route for a login status, or undefined for a status the console does not know. */
export function routeAfterLogin(status: string | undefined): string | undefined {
  return status !== undefined && Object.hasOwn(ROUTE_AFTER_LOGIN, status)
    ? ROUTE_AFTER_LOGIN[status as LoginStatus]
    : undefined;
}

/** Code verification failing with 600 means the password expired meanwhile: change it first. */
export function routeAfterCodeError(error: ApiError): string | undefined {
  return error.code === AUTH_ERROR.passwordExpired ? AUTH_ROUTES.passwordExpired : undefined;
}

/** Who a LoggedIn answer logged in (the session takes it as said, without asking again); undefined
 *  for any other answer, or one without the info. */
export function loggedInAs(answer: Partial<LoginResponse> | undefined): LoginInfo | undefined {
  return answer?.status === 'LoggedIn' && answer.info?.user && answer.info.realm ? answer.info : undefined;
}
