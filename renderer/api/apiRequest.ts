/** One JSON request to the platform's REST family: preflight header, same-origin cookie, errors as values. */
import { type ApiError, PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';

/** The code of an ApiError made on this side when the server could not be reached at all. */
export const NETWORK_ERROR_CODE = 0;

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export interface ApiRequestInit {
  method?: 'GET' | 'POST';
  body?: unknown;
}

export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE, accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    return { ok: false, error: { code: NETWORK_ERROR_CODE, message } };
  }
  const text = await response.text().catch(() => '');
  const body = parseJson(text);
  if (response.ok) return { ok: true, value: body as T };
  return { ok: false, error: toApiError(body, response.status, response.statusText || text) };
}

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ApiError>;
  return typeof candidate.code === 'number' && typeof candidate.message === 'string';
}

/** The server's {code, message} body when it sent one, else the HTTP status and its text. */
function toApiError(body: unknown, status: number, fallbackMessage: string): ApiError {
  if (isApiError(body)) {
    const { messageKey, params } = body;
    return {
      code: body.code,
      message: body.message,
      ...(typeof messageKey === 'string' && { messageKey }),
      ...(params && typeof params === 'object' && { params }),
    };
  }
  return { code: status, message: fallbackMessage.trim().slice(0, 200) || `HTTP ${status}` };
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
