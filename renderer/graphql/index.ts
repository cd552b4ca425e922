/** GraphQL access for the console: the client, its conventions and the typed document tag. */
export {
  ALLOW_UNAUTHORIZED,
  createGraphqlClient,
  createGraphqlConnection,
  type GraphqlConnection,
  isUnauthorized,
} from './client';
export { combineCacheUpdates } from './cacheConfig';
export {
  GraphqlConnectionProvider,
  type GraphqlConnectionProviderProps,
  useOnReconnected,
  useResetGraphql,
} from './GraphqlConnectionProvider';
export { graphql, type ResultOf, type VariablesOf } from './graphql';
