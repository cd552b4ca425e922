/** A GraphQL endpoint for mockFetch that answers each operation by its name, as the server would:
 *  `'POST /api/graphql': mockGraphql({ UserInfo: { userInfo: … }, Licence: (vars) => … })`. */
import type { MockHandler, MockReply } from './mockFetch';
import { addTypenames } from './addTypenames';

/** Data for the operation, a full reply (e.g. a 401), or a function of the variables giving either. */
export type GraphqlAnswer =
  | Record<string, unknown>
  | { reply: MockReply }
  | ((variables: Record<string, unknown>) => Record<string, unknown> | { reply: MockReply });

export type GraphqlOperations = Record<string, GraphqlAnswer>;

interface GraphqlBody {
  operationName?: string;
  query: string;
  variables?: Record<string, unknown>;
}

export function mockGraphql(operations: GraphqlOperations): MockHandler {
  return ({ body }) => {
    const { operationName, query, variables = {} } = body as GraphqlBody;
    const name = operationName ?? /(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1] ?? '';
    const answer = operations[name];
    if (answer === undefined) {
      return { body: { data: null, errors: [{ message: `${name} not mocked` }] } };
    }
    const value = typeof answer === 'function' ? answer(variables) : answer;
    if ('reply' in value && typeof value.reply === 'object') return value.reply as MockReply;
    // Answers carry __typename as the server's do: a normalised cache needs it to key and link them.
    return { body: { data: addTypenames(query, value) } };
  };
}

/** The answer a request without a session gets. */
export const UNAUTHORIZED: { reply: MockReply } = {
  reply: { status: 401, body: { data: null, errors: [{ message: 'Not logged in', extensions: { code: '401' } }] } },
};

/** Successive answers, one per call; the last one repeats (e.g. logged out, then logged in). */
export function sequence(...answers: Exclude<GraphqlAnswer, (...args: never[]) => unknown>[]): GraphqlAnswer {
  let calls = 0;
  return () => {
    const answer = answers[Math.min(calls, answers.length - 1)] ?? {};
    calls += 1;
    return answer;
  };
}
