/** The one limit on how many items a list in a request may hold, for GraphQL and every REST route
 *  (issue 27 #4: one eventList request with 40,000 ids held the event loop for 15 minutes and
 *  stopped recording). REST bodies and query strings are measured here before any handler runs;
 *  lists a route splits out of one text (`objid=a,b,c`) are measured where it splits them. */
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../kernel/DomainError';

/** Items one list may hold: the console never sends more (40,000 ids reached the database's own
 *  limit through GraphQL, and froze the platform through the alert log). */
export const MAX_LIST_ITEMS = 1000;

export const listTooLong = (limit: number) => `A list may hold at most ${limit} items`;

/** Where in `value` an array holds more than `limit` items (`filter.objid`, `[2]`), or undefined;
 *  walks without recursion, so a deep body costs no stack. */
export function longListAt(value: unknown, limit: number): string | undefined {
  const pending: Array<{ node: unknown; at: string }> = [{ node: value, at: '' }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { node, at } = item;
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      if (node.length > limit) return at || 'the body';
      node.forEach((child, i) => pending.push({ node: child, at: `${at}[${i}]` }));
    } else {
      for (const [key, child] of Object.entries(node)) pending.push({ node: child, at: at ? `${at}.${key}` : key });
    }
  }
  return undefined;
}

/** The problem with a list of `count` items named `name`, or undefined when it is within the limit. */
export function listLengthProblem(name: string, count: number, limit = MAX_LIST_ITEMS): string | undefined {
  return count > limit ? `${listTooLong(limit)} (${name} has ${count})` : undefined;
}

/** Refuses a list a route split out of one value (a comma-separated id list) when it is too long. */
export function checkListLength<T>(name: string, list: readonly T[], limit = MAX_LIST_ITEMS): readonly T[] {
  const problem = listLengthProblem(name, list.length, limit);
  if (problem) throw DomainError.badInput(problem);
  return list;
}

/** Every route but the GraphQL endpoint, which measures its lists against the schema's list types
 *  (a JSON scalar such as a saved layout may hold longer arrays) and answers in GraphQL's shape. */
export function registerListLengthLimit(app: FastifyInstance, except: readonly string[]): void {
  app.addHook('preValidation', async (request, reply) => {
    if (except.includes(request.routeOptions.url ?? '')) return;
    const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
    for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
      const problem = listLengthProblem(`parameter ${name}`, count(value));
      if (problem) return reply.code(400).send({ code: 400, message: `Invalid request: ${problem}` });
    }
    const problem = bodyListProblem(request.body);
    if (problem) return reply.code(400).send({ code: 400, message: problem });
  });
}

/** The answer to a parsed body holding a list longer than the limit, or undefined: the hook's for
 *  parsed bodies, and a route that keeps its body as bytes (a signed one) asks it of its parse. */
export function bodyListProblem(body: unknown): string | undefined {
  const at = body !== null && typeof body === 'object' ? longListAt(body, MAX_LIST_ITEMS) : undefined;
  return at === undefined ? undefined : `Invalid request: ${listTooLong(MAX_LIST_ITEMS)} (${at})`;
}
