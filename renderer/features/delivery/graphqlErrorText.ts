/** The text of a failed GraphQL call as the user reads it: the server's own message. */
import type { CombinedError } from 'urql';

export function graphqlErrorText(error: CombinedError): string {
  return error.graphQLErrors[0]?.message ?? error.networkError?.message ?? error.message;
}
