/** server/auth's entry (design.md §2): sign-in, sessions and their sockets, password and token
 *  hashing. Other folders import only the modules listed here (lint: vantage/server-imports). */
export { SessionConnections, type SessionConnection } from './SessionConnections';
export { AUTH_MESSAGES, FAILURE_WINDOW_MS, SESSION_IDLE_MS, SESSION_SWEEP_MS } from './authPolicy';
export { AuthService } from './authService';
export { LoginThrottle } from './loginThrottle';
export { hashPassword } from './passwords';
export { SessionStore, type Session } from './sessionStore';
export { hashSecret } from './tokens';
