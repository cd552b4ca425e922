/** GraphQL access for the console: the client and its conventions. */
export { ALLOW_UNAUTHORIZED, createGraphqlClient, isUnauthorized } from './client';
