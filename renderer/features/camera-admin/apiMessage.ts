/** The platform's own wording of a failed call (the first GraphQL error, else the network's). */
import type { CombinedError } from 'urql';

export function apiMessage(error: CombinedError): string {
  return error.graphQLErrors[0]?.message ?? error.networkError?.message ?? error.message;
}
