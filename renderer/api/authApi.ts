/** The login family of spec 1 §7 as typed calls (paths and shapes from shared/auth/loginApi). */
import {
  AUTH_PATHS,
  type Language,
  type LoginRequest,
  type LoginResponse,
  type ServerParameter,
} from '../../shared/auth/loginApi';
import { apiRequest, type ApiResult } from './apiRequest';

/** What a recovery request answers on success; the message, when present, is shown as a toast. */
export interface RecoverAccountResponse {
  message?: string;
}

const post = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body: body ?? {} });

export const authApi = {
  login: (request: LoginRequest) => post<LoginResponse>(AUTH_PATHS.login, request),
  logout: () => post<unknown>(AUTH_PATHS.logout),
  changePassword: (currentPassword: string, newPassword: string) =>
    post<LoginResponse>(AUTH_PATHS.changePassword, { currentPassword, newPassword }),
  verifyCode: (secret: string) => post<LoginResponse>(AUTH_PATHS.verifyCode, { secret }),
  recoverAccount: (email: string) => post<RecoverAccountResponse | undefined>(AUTH_PATHS.recoverAccount, { email }),
  activateEmail: (secret: string, password: string) => post<unknown>(AUTH_PATHS.activateEmail, { secret, password }),
  restorePassword: (secret: string, password: string) =>
    post<unknown>(AUTH_PATHS.restorePassword, { secret, password }),
  /** Issue 33: trades a hand-over token from another node for a session on this one. */
  continueSession: (token: string) => post<LoginResponse>(AUTH_PATHS.continueSession, { token }),

  /** Server parameters as a name → value map (accepts a list of {name, value} or a plain map). */
  parameters: async (): Promise<ApiResult<Record<string, string>>> =>
    mapValue(await apiRequest<unknown>(AUTH_PATHS.parameters), toStringMap),
  /** Branding keys as a name → value map (accepts a list of {name, value} or a plain map). */
  branding: async (): Promise<ApiResult<Record<string, string>>> =>
    mapValue(await apiRequest<unknown>(AUTH_PATHS.branding), toStringMap),
  languages: async (): Promise<ApiResult<Language[]>> =>
    mapValue(await apiRequest<unknown>(AUTH_PATHS.languages), toLanguages),
};

function mapValue<A, B>(result: ApiResult<A>, map: (value: A) => B): ApiResult<B> {
  return result.ok ? { ok: true, value: map(result.value) } : result;
}

function toStringMap(body: unknown): Record<string, string> {
  const map: Record<string, string> = {};
  const list = Array.isArray(body) ? body : listInside(body);
  if (list) {
    for (const item of list as Partial<ServerParameter>[]) {
      if (item && typeof item.name === 'string' && item.value != null) map[item.name] = String(item.value);
    }
    return map;
  }
  if (typeof body === 'object' && body !== null) {
    for (const [name, value] of Object.entries(body)) {
      if (value != null && typeof value !== 'object') map[name] = String(value);
    }
  }
  return map;
}

/** A list wrapped in an object such as {parameters: [...]} or {items: [...]}. */
function listInside(body: unknown): unknown[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const values = Object.values(body);
  return values.length === 1 && Array.isArray(values[0]) ? values[0] : undefined;
}

function toLanguages(body: unknown): Language[] {
  const list = Array.isArray(body) ? body : (listInside(body) ?? []);
  return (list as Partial<Language>[]).filter(
    (item): item is Language => !!item && typeof item.tag === 'string' && typeof item.description === 'string',
  );
}
