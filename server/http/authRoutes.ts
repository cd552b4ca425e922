/** The login/REST family of spec 1 §7 (login, logout, password change, code verification,
 *  recovery, activation, restore) plus the public parameters, languages and branding. */
import type { FastifyInstance } from 'fastify';
import { AUTH_PATHS, type LoginRequest } from '../../shared/auth/loginApi';
import type { Services } from '../services';
import { DomainError } from '../kernel/DomainError';
import { clearSessionCookie, requestSession, setSessionCookie } from './sessionCookie';

const text = { type: 'string', maxLength: 1024 } as const;

function bodySchema(required: string[], optional: string[] = []) {
  const properties = Object.fromEntries([...required, ...optional].map((name) => [name, text]));
  return { body: { type: 'object', required, properties, additionalProperties: false } };
}

export function registerAuthRoutes(app: FastifyInstance, services: Services): void {
  const { auth, sessions, system } = services;

  app.post<{ Body: LoginRequest }>(
    AUTH_PATHS.login,
    { schema: bodySchema(['username', 'password'], ['realmid']) },
    async (request, reply) => {
      const { token, response } = await auth.login(request.body, request.ip);
      setSessionCookie(request, reply, token);
      return response;
    },
  );

  app.post(AUTH_PATHS.logout, async (request, reply) => {
    await auth.logout(await requestSession(request, sessions));
    clearSessionCookie(reply);
    return { ok: true };
  });

  app.post<{ Body: { currentPassword: string; newPassword: string } }>(
    AUTH_PATHS.changePassword,
    { schema: bodySchema(['currentPassword', 'newPassword']) },
    async (request) => {
      const session = await requestSession(request, sessions);
      if (!session) throw DomainError.unauthenticated();
      return auth.changePassword(session, request.body.currentPassword, request.body.newPassword);
    },
  );

  app.post<{ Body: { secret: string } }>(AUTH_PATHS.verifyCode, { schema: bodySchema(['secret']) }, async (request) => {
    const session = await requestSession(request, sessions);
    if (!session) throw DomainError.unauthenticated();
    return auth.verifyCode(session, request.body.secret);
  });

  app.post<{ Body: { email: string } }>(
    AUTH_PATHS.recoverAccount,
    { schema: bodySchema(['email']) },
    async (request) => {
      await auth.requestRecovery(request.body.email, request.ip);
      return { message: 'If the address belongs to an account, a recovery link has been sent to it.' };
    },
  );

  app.post<{ Body: { secret: string; password: string } }>(
    AUTH_PATHS.activateEmail,
    { schema: bodySchema(['secret', 'password']) },
    async (request) => {
      await auth.activateEmail(request.body.secret, request.body.password);
      return { ok: true };
    },
  );

  app.post<{ Body: { secret: string; password: string } }>(
    AUTH_PATHS.restorePassword,
    { schema: bodySchema(['secret', 'password']) },
    async (request) => {
      await auth.restorePassword(request.body.secret, request.body.password);
      return { ok: true };
    },
  );

  // Issue 33: a browser console keeps a token for continuing on another node; that node trades it.
  app.post(AUTH_PATHS.handover, async (request) => {
    const session = await requestSession(request, sessions);
    if (session?.state !== 'ACTIVE') throw DomainError.unauthenticated();
    return sessions.issueHandover(session);
  });

  app.post<{ Body: { token: string } }>(
    AUTH_PATHS.continueSession,
    { schema: bodySchema(['token']) },
    async (request, reply) => {
      const { token, response } = await auth.continueSession(request.body.token, request.ip);
      setSessionCookie(request, reply, token);
      return response;
    },
  );

  app.get(AUTH_PATHS.parameters, () => system.serverParameters());
  app.get(AUTH_PATHS.languages, () => system.languages());
  app.get(AUTH_PATHS.branding, () => system.branding());
}
