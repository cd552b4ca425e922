/** Spec 1 §4: a failed configuration, shared-view or current-view update is retried once after
 *  UPDATE_RETRY_DELAY_MS; the second failure is the caller's to report. */
import type { OperationResult } from 'urql';
import { UPDATE_RETRY_DELAY_MS } from '../../../shared/shell/constants';

export async function retryOnce<T extends OperationResult>(run: () => Promise<T>): Promise<T> {
  const first = await run();
  if (!first.error) return first;
  await new Promise((done) => setTimeout(done, UPDATE_RETRY_DELAY_MS));
  return run();
}

/** The readable message of a failed operation: the server's own words when it gave any. */
export function operationErrorMessage(result: OperationResult): string {
  const error = result.error;
  if (!error) return '';
  return error.graphQLErrors[0]?.message ?? error.networkError?.message ?? error.message;
}
