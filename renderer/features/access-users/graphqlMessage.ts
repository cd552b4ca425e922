/** The message a refused GraphQL operation carries (the platform's wording), else the client's. */
import type { CombinedError } from 'urql';

export function graphqlMessage(error: CombinedError): string {
  return error.graphQLErrors[0]?.message ?? error.message;
}
