/** Judges one answer of the platform for the fault suite: what is wrong with it, or null. A
 *  refusal must be a 4xx with a readable `[code] message` (REST {code, message}; GraphQL errors
 *  with messages), a 5xx must be explained (busy, starting), and no answer may leak internals. */

/** Messages that speak of the server's insides rather than the request. */
const INTERNALS = [
  /Cannot read propert/,
  /is not a function/,
  /undefined is not/,
  /SQLITE_/,
  /syntax error at or near/,
  /ECONNREFUSED/,
  /\(\/[^)\s]+\.[jt]s:\d+:\d+\)/,
  /Maximum call stack/,
];

/** 5xx answers the platform gives on purpose, with what explains them. */
function explained5xx(status: number, body: unknown, headers: Headers): boolean {
  if (status !== 503) return false;
  const message = (body as { message?: unknown } | null)?.message;
  return headers.has('retry-after') || message === 'The platform is starting';
}

export function refusalProblem(status: number, headers: Headers, text: string): string | null {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    if ((headers.get('content-type') ?? '').includes('json')) return `${status} with a body that is not JSON`;
    body = undefined;
  }
  if (status >= 500 && !explained5xx(status, body, headers)) return `unexplained ${status}: ${text.slice(0, 300)}`;
  const leak = INTERNALS.find((pattern) => pattern.test(text));
  if (leak) return `${status} leaks internals (${leak.source}): ${text.slice(0, 300)}`;
  if (status < 400) {
    const errors = (body as { errors?: unknown } | null)?.errors;
    return errors === undefined ? null : graphqlErrorsProblem(status, errors);
  }
  if (body === undefined) return `${status} refusal without a JSON body: ${text.slice(0, 120)}`;
  const refusal = body as { code?: unknown; message?: unknown; errors?: unknown } | null;
  if (refusal?.errors !== undefined) return graphqlErrorsProblem(status, refusal.errors);
  const codeOk = typeof refusal?.code === 'number' || (typeof refusal?.code === 'string' && refusal.code !== '');
  if (!codeOk || typeof refusal?.message !== 'string' || refusal.message.trim() === '') {
    return `${status} refusal without {code, message}: ${text.slice(0, 300)}`;
  }
  return null;
}

function graphqlErrorsProblem(status: number, errors: unknown): string | null {
  if (!Array.isArray(errors) || errors.length === 0) return `${status} with an empty errors list`;
  for (const error of errors as Array<{ message?: unknown }>) {
    if (typeof error?.message !== 'string' || error.message.trim() === '') {
      return `${status} with a GraphQL error without a message: ${JSON.stringify(error).slice(0, 200)}`;
    }
  }
  return null;
}
