/** The login/REST family's wire contract, shared by the console and the platform server. */

export const PREFLIGHT_HEADER = 'x-vantage-request';
export const PREFLIGHT_VALUE = '1';
export const SESSION_COOKIE = 'vantage_session';

export const AUTH_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  changePassword: '/api/auth/password',
  verifyCode: '/api/auth/verify',
  recoverAccount: '/api/auth/recover',
  activateEmail: '/api/auth/activate',
  restorePassword: '/api/auth/restore',
  parameters: '/api/parameters',
  languages: '/api/languages',
  branding: '/api/branding',
  health: '/api/health',
  graphql: '/api/graphql',
  /** Issue 33: a one-time token for continuing the session on another node, and its trade there. */
  handover: '/api/auth/handover',
  continueSession: '/api/auth/continue',
} as const;

export type LoginStatus = 'LoggedIn' | 'PasswordExpired' | 'LoginNotVerified';

export interface LoginRequest {
  username: string;
  password: string;
  realmid?: string;
}

export interface SessionUser {
  id: string;
  name: string;
  isAdmin: boolean;
}

export interface SessionRealm {
  id: string;
  name: string;
  type: string;
}

export interface LoginInfo {
  user: SessionUser;
  role: string;
  realm: SessionRealm;
}

export interface LoginResponse {
  status: LoginStatus;
  info: LoginInfo;
  redirect: string;
}

/** Every error the platform answers with; the console shows it as '[code] message'. */
export interface ApiError {
  code: number;
  /** The platform's English text; the console shows it when it has no text for messageKey. */
  message: string;
  /** The message as a code with its values (issue 34; shared/messages/serverMessages). */
  messageKey?: string;
  params?: Record<string, string>;
}

/** Application error codes of the login family (beside HTTP statuses). */
export const AUTH_ERROR = {
  invalidCredentials: 401,
  forbidden: 403,
  locked: 423,
  tooManyAttempts: 429,
  /** Spec 1 §4: code verification failing with 600 sends the user to /passwordexpired. */
  passwordExpired: 600,
} as const;

export interface ServerParameter {
  name: string;
  value: string;
}

export interface Language {
  tag: string;
  description: string;
}
