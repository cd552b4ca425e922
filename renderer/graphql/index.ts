/** GraphQL access for the console: the client, its conventions and the typed document tag. */
export { ALLOW_UNAUTHORIZED, createGraphqlClient, isUnauthorized } from './client';
export { graphql, type ResultOf, type VariablesOf } from './graphql';
