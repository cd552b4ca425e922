/** Spec 1 §4: a failed configuration, shared-view or current-view update is retried once after
 *  UPDATE_RETRY_DELAY_MS; the second failure is the caller's to report. The retry happens inside
 *  the one request, so the write's optimistic answer stays shown through the wait. */
import type { OperationResult } from 'urql';
import { UPDATE_RETRY_DELAY_MS } from '../../../shared/shell/constants';

/** A fetch for urql's operation context (`{ fetch: fetchRetryingOnce }`): a failed answer (an HTTP
 *  error, or GraphQL errors such as a busy database) is asked for once more. */
export async function fetchRetryingOnce(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const first = await fetch(input, init);
  const text = await first.text();
  if (first.ok && !hasErrors(text)) {
    // The body is read already: hand on what urql reads of a response.
    const { ok, status, statusText, headers } = first;
    return { ok, status, statusText, headers, text: () => Promise.resolve(text) } as Response;
  }
  await new Promise((done) => setTimeout(done, UPDATE_RETRY_DELAY_MS));
  return fetch(input, init);
}

function hasErrors(text: string): boolean {
  try {
    const body = JSON.parse(text) as { errors?: unknown[] };
    return Array.isArray(body.errors) && body.errors.length > 0;
  } catch {
    return true;
  }
}

/** The readable message of a failed operation: the server's own words when it gave any. */
export function operationErrorMessage(result: OperationResult): string {
  const error = result.error;
  if (!error) return '';
  return error.graphQLErrors[0]?.message ?? error.networkError?.message ?? error.message;
}
