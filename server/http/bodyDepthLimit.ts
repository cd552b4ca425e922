/** Refuses request bodies nested deeper than any the console sends (its deepest, a view's layout
 *  tree, stays under 40 levels): deeper JSON made GraphQL's variable coercion overflow the stack
 *  and answer "Maximum call stack size exceeded" instead of a readable refusal. */
import type { FastifyInstance } from 'fastify';

export const MAX_BODY_DEPTH = 100;

/** Whether arrays and objects nest deeper than `limit` levels; walks without recursion. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 1 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { node, depth } = item;
    if (node === null || typeof node !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child !== null && typeof child === 'object') pending.push({ node: child, depth: depth + 1 });
    }
  }
  return false;
}

export function registerBodyDepthLimit(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (request.body !== null && typeof request.body === 'object' && nestedDeeperThan(request.body, MAX_BODY_DEPTH)) {
      return reply
        .code(400)
        .send({ code: 400, message: `Invalid request: the body nests deeper than ${MAX_BODY_DEPTH} levels` });
    }
  });
}
