/** The signed-in caller of a REST request, checked exactly as GraphQL's access() checks it. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { identifyCaller, type Caller } from '../access';
import { requestSession } from './sessionCookie';
import type { Services } from '../services';

/** The caller, or null after answering 401. */
export async function restCaller(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
): Promise<Caller | null> {
  try {
    return await identifyCaller(services, await requestSession(request, services.sessions));
  } catch {
    await reply.code(401).send({ code: 401, message: 'Not logged in' });
    return null;
  }
}
