/** The session cookie: HttpOnly, SameSite=Strict, Secure when served over HTTPS. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../shared/auth/loginApi';
import { SESSION_IDLE_MS } from '../auth/authPolicy';
import type { Session, SessionStore } from '../auth/sessionStore';

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: Math.floor(SESSION_IDLE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function sessionToken(request: Pick<FastifyRequest, 'cookies'>): string | undefined {
  return request.cookies?.[SESSION_COOKIE];
}

/** The request's session (any state), or null. */
export function requestSession(request: FastifyRequest, sessions: SessionStore): Promise<Session | null> {
  return sessions.resolve(sessionToken(request));
}
