/** The query string of a legacy REST request as one string per name, as the routes read it. A
 *  name given twice (`?obj=a&obj=b`) arrives as an array, which reached the database as a value
 *  it could not bind and answered 500; it is refused with a 400 that names the parameter. */
import type { FastifyReply, FastifyRequest } from 'fastify';

export type StringQuery = Record<string, string | undefined>;

/** The parameters, or null after answering 400. */
export async function stringQuery(request: FastifyRequest, reply: FastifyReply): Promise<StringQuery | null> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const repeated = Object.keys(query).find((name) => typeof query[name] !== 'string');
  if (repeated === undefined) return query as StringQuery;
  await reply.code(400).send({ code: 400, message: `parameter ${repeated} should be given once` });
  return null;
}
