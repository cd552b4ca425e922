/** The first run's routes beside the login family (issue 36): GET tells the setup page whether
 *  setup is open and whether this client must type the setup code; POST claims the platform and
 *  signs the new administrator in. Whether a client is on the platform's own machine is decided
 *  by the socket's address alone, never by what a request says about itself. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SETUP_PATH, type SetupRequest } from '../../shared/auth/firstRunSetup';
import type { FirstRunSetup } from '../users/FirstRunSetup';
import { setSessionCookie } from './sessionCookie';

const text = { type: 'string', maxLength: 1024 } as const;
const SETUP_BODY = {
  type: 'object',
  required: ['username', 'password', 'email', 'realm'],
  properties: { username: text, password: text, email: text, realm: text, code: text },
  additionalProperties: false,
} as const;

/** Headers a proxy adds when it forwards someone else's request. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** True for a connection from this machine (127.0.0.0/8, ::1, their IPv4-mapped form). A request
 *  that a proxy on this machine forwarded comes from elsewhere: its forwarding header can only
 *  take the shortcut away, never grant it. */
export function isLoopbackClient(socketAddress: string | undefined, headers: FastifyRequest['headers']): boolean {
  if (FORWARDING_HEADERS.some((name) => headers[name] !== undefined)) return false;
  const address = (socketAddress ?? '').replace(/^::ffff:/i, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

export function registerSetupRoutes(app: FastifyInstance, setup: FirstRunSetup): void {
  app.get(SETUP_PATH, (request) => setup.state(isLoopbackClient(request.socket.remoteAddress, request.headers)));

  app.post<{ Body: SetupRequest }>(SETUP_PATH, { schema: { body: SETUP_BODY } }, async (request, reply) => {
    const address = request.socket.remoteAddress ?? '';
    const loopback = isLoopbackClient(address, request.headers);
    const { token, response } = await setup.claimAndSignIn(request.body, {
      kind: 'request',
      address,
      loopback,
      ...(request.body.code && { code: request.body.code }),
    });
    setSessionCookie(request, reply, token);
    return response;
  });
}
