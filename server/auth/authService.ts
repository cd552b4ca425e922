/** The login family's rules: login with its three outcomes, code verification (asked of a user
 *  flagged for it, or of every user of a realm with mfAuth on, spec 1 §4, spec 3 §3.6), password
 *  change, e-mail recovery and activation, logout, and lifting a block or back-off. Logins, failed
 *  logins and back-offs (LOCKOUT) go to the user audit of the user's realms. */
import type { LoginInfo, LoginRequest, LoginResponse } from '../../shared/auth/loginApi';
import { AUTH_ERROR } from '../../shared/auth/loginApi';
import { checkNewPassword } from '../../shared/auth/passwordRules';
import type { AuthTokenRepository } from '../db/repositories/authTokens';
import type { LoginFailureRepository } from '../db/repositories/loginFailures';
import { DomainError } from '../kernel/DomainError';
import { ADMIN_ROLE, type Membership, type UserRepository, type UserRow } from '../db/repositories/users';
import { topics, type EventBus } from '../events/eventBus';
import type { RealmRepository } from '../db/repositories/realms';
import type { UserAudit } from '../events/UserAudit';
import type { Mailer } from '../mail/mailer';
import {
  ACTIVATION_TOKEN_MS,
  AUTH_MESSAGES,
  LOGIN_CODE_MS,
  MAX_CODE_ATTEMPTS,
  MAX_RECOVERY_MAILS,
  MAX_RECOVERY_REQUESTS,
  FREE_LOGIN_FAILURES,
  RECOVERY_TOKEN_MS,
  RECOVERY_WINDOW_MS,
} from './authPolicy';
import { LoginThrottle, loginBackoffMs, throttleKeys } from './loginThrottle';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import type { Session, SessionState, SessionStore } from './sessionStore';
import { hashSecret, newLoginCode, newSecret } from './tokens';

export interface AuthDeps {
  tokens: AuthTokenRepository;
  loginFailures: LoginFailureRepository;
  users: UserRepository;
  sessions: SessionStore;
  bus: EventBus;
  mailer: Mailer;
  /** The mailer for a realm's users (the realm's own SMTP settings when it has them). */
  realmMailer: (realmId: string) => Promise<Mailer>;
  realms: RealmRepository;
  audit: UserAudit;
  publicUrl: string;
  log: { info(msg: string): void; warn(msg: string): void };
}

export interface LoginOutcome {
  token: string;
  response: LoginResponse;
}

type TokenKind = 'RECOVER' | 'ACTIVATE' | 'LOGIN_CODE';

export class AuthService {
  private readonly throttle: LoginThrottle;

  constructor(private readonly deps: AuthDeps) {
    this.throttle = new LoginThrottle(deps.loginFailures);
  }

  /** Logs in, throttled as loginThrottle's rule says: failures slow their own name at their own
   *  address only, never lock an account and never end a session. */
  async login(request: LoginRequest, address: string): Promise<LoginOutcome> {
    const { users, sessions } = this.deps;
    if (!request.username || !request.password) throw DomainError.badInput('Specify login and password');
    const nameKey = request.username.trim().toLowerCase();
    // Unknown names are throttled like real ones, so the answers never tell which names exist.
    const admission = await this.throttle.admit(nameKey, address);
    if (admission === 'refused') throw DomainError.tooMany(AUTH_MESSAGES.tooManyAttempts, AUTH_ERROR.tooManyAttempts);
    const user = await users.byName(request.username);
    // Failed logins set no block; an account blocked otherwise stays so until an administrator lifts it.
    if (user?.blocked_at != null) throw DomainError.locked(AUTH_MESSAGES.blocked, AUTH_ERROR.locked);
    const passwordOk = await verifyPassword(request.password, user?.password_hash ?? (await decoyPasswordHash()));
    if (!user || !passwordOk) {
      const failures = await this.throttle.recordLoginFailure(nameKey, address);
      if (user) await this.auditUser(user, 'LOGIN_FAILED', address);
      if (user && failures === FREE_LOGIN_FAILURES) {
        const backoffMs = loginBackoffMs(failures);
        this.deps.log.warn(`Logins of ${user.name} from ${address} back off after ${failures} failures`);
        await this.auditUser(user, 'LOCKOUT', address, { failures, backoffMs });
      }
      if (admission === 'paced') {
        throw DomainError.tooMany(AUTH_MESSAGES.tooManyAttempts, AUTH_ERROR.tooManyAttempts);
      }
      throw DomainError.unauthenticated(AUTH_MESSAGES.invalidCredentials, AUTH_ERROR.invalidCredentials);
    }
    await this.throttle.forgive(nameKey, address);

    const membership = await this.pickRealm(user, request.realmid);
    const state: SessionState =
      user.verify_login || (await this.anyRealmAsksForCode(user))
        ? 'CODE_PENDING'
        : user.password_expired
          ? 'PASSWORD_EXPIRED'
          : 'ACTIVE';
    const { token, session } = await sessions.create(user.id, membership.realmId, state, address);
    if (state === 'CODE_PENDING') await this.sendLoginCode(user, membership.realmId);
    await this.deps.audit.record([membership.realmId], {
      kind: 'LOGIN',
      actor: user,
      target: { type: 'user', id: user.id, name: user.name },
      detail: state === 'ACTIVE' ? {} : { state },
      address,
    });
    return { token, response: this.response(session, user, membership) };
  }

  async verifyCode(session: Session, secret: string): Promise<LoginResponse> {
    if (session.state !== 'CODE_PENDING') throw DomainError.badInput(AUTH_MESSAGES.invalidCode);
    if (!secret) throw DomainError.badInput(AUTH_MESSAGES.codeRequired);
    const attemptsKey = throttleKeys.code(session.id);
    if ((await this.throttle.failures(attemptsKey)) >= MAX_CODE_ATTEMPTS) {
      await this.deps.sessions.destroy(session.id);
      throw DomainError.unauthenticated(AUTH_MESSAGES.invalidCode, AUTH_ERROR.invalidCredentials);
    }
    const userId = await this.spendToken('LOGIN_CODE', `${session.userId}:${secret.trim()}`);
    if (userId !== session.userId) {
      await this.throttle.record([attemptsKey]);
      throw DomainError.badInput(AUTH_MESSAGES.invalidCode);
    }
    await this.throttle.clear(attemptsKey);
    const user = await this.requireUser(session.userId);
    if (user.password_expired) {
      await this.deps.sessions.update(session.id, { state: 'PASSWORD_EXPIRED' });
      throw DomainError.forbidden(AUTH_MESSAGES.passwordExpired, AUTH_ERROR.passwordExpired);
    }
    await this.deps.sessions.update(session.id, { state: 'ACTIVE' });
    return this.responseFor({ ...session, state: 'ACTIVE' }, user);
  }

  async changePassword(session: Session, currentPassword: string, newPassword: string): Promise<LoginResponse> {
    if (session.state === 'CODE_PENDING') throw DomainError.forbidden('Login is not verified', AUTH_ERROR.forbidden);
    const user = await this.requireUser(session.userId);
    if (!(await verifyPassword(currentPassword ?? '', user.password_hash))) {
      throw DomainError.badInput(AUTH_MESSAGES.wrongCurrentPassword);
    }
    this.checkPassword(newPassword, currentPassword);
    await this.deps.users.setPassword(user.id, await hashPassword(newPassword));
    await this.deps.sessions.update(session.id, { state: 'ACTIVE' });
    await this.deps.audit.record([session.realmId], {
      kind: 'PASSWORD_CHANGED',
      actor: user,
      target: { type: 'user', id: user.id, name: user.name },
    });
    await this.endSessions(await this.deps.sessions.destroyForUser(user.id, session.id));
    return this.responseFor({ ...session, state: 'ACTIVE' }, { ...user, password_expired: 0 });
  }

  /** Sends a recovery link when the address is known; the answer is the same either way.
   *  `address` is the requesting client's: its requests are limited (429), and so are the mails
   *  to one e-mail address (silently, so the answer never tells whether an account exists). */
  async requestRecovery(email: string, address: string): Promise<void> {
    if (!this.deps.mailer.canSend) throw DomainError.unavailable(AUTH_MESSAGES.emailUnavailable);
    if (typeof email !== 'string' || !email.includes('@')) throw DomainError.badInput('E-mail address is invalid');
    const requestsKey = throttleKeys.recoveryRequests(address);
    // Refused requests are not recorded, so a client that keeps asking cannot grow the table.
    if ((await this.throttle.count(requestsKey, RECOVERY_WINDOW_MS)) >= MAX_RECOVERY_REQUESTS) {
      throw DomainError.tooMany(AUTH_MESSAGES.tooManyRecoveryRequests, AUTH_ERROR.tooManyAttempts);
    }
    await this.throttle.record([requestsKey]);
    const user = await this.deps.users.byEmail(email);
    if (!user?.email) return;
    const mailsKey = throttleKeys.recoveryMails(user.email);
    // Recorded before counting, so even parallel requests never send more than the limit.
    await this.throttle.record([mailsKey]);
    if ((await this.throttle.count(mailsKey, RECOVERY_WINDOW_MS)) > MAX_RECOVERY_MAILS) return;
    const secret = await this.issueToken(user.id, 'RECOVER', RECOVERY_TOKEN_MS);
    await this.deps.mailer.send({
      to: user.email,
      subject: 'Vantage: recover your account',
      text: `To set a new password for ${user.name}, open ${this.deps.publicUrl}/recover/password/${secret}\nThe link is valid for one hour.`,
    });
  }

  /** Sends the link that activates a user's e-mail address (when an admin adds a user or changes
   *  their address), through the realm's mail; false when no mail can be sent. */
  async sendActivation(user: Pick<UserRow, 'id' | 'email'>, realmId: string): Promise<boolean> {
    const mailer = await this.deps.realmMailer(realmId);
    if (!user.email || !mailer.canSend) return false;
    const secret = await this.issueToken(user.id, 'ACTIVATE', ACTIVATION_TOKEN_MS);
    await mailer.send({
      to: user.email,
      subject: 'Vantage: activate your account',
      text: `Set your password at ${this.deps.publicUrl}/confirm/email/${secret}`,
    });
    return true;
  }

  /** The e-mailed link proves the mailbox, so it also lifts the name's login back-off everywhere. */
  async activateEmail(secret: string, password: string): Promise<void> {
    const userId = await this.passwordLinkUser('ACTIVATE', secret, password);
    await this.deps.users.setPassword(userId, await hashPassword(password));
    await this.deps.users.confirmEmail(userId);
    await this.forgiveLogins(userId);
  }

  /** The owner's way out of a back-off (issue 27): the e-mailed recovery link sets a new password
   *  and lifts the name's login back-off at every address, without anyone's help. */
  async restorePassword(secret: string, password: string): Promise<void> {
    const userId = await this.passwordLinkUser('RECOVER', secret, password);
    await this.deps.users.setPassword(userId, await hashPassword(password));
    await this.forgiveLogins(userId);
    await this.endSessions(await this.deps.sessions.destroyForUser(userId));
  }

  /** Issue 33: a browser console whose node was lost continues its session on this node with the
   *  hand-over token it kept (shared/cluster/sessionHandover): a session of this node's origin with
   *  the same user, realm and state. The old one stays for the session's other tabs, each trading
   *  its own token, and ends as any idle session does. A spent, expired or unknown token, or one
   *  whose session has ended meanwhile (logged out, the user blocked), is refused as any used link is. */
  async continueSession(handoverToken: string, address: string): Promise<LoginOutcome> {
    const { sessions } = this.deps;
    const old = await sessions.takeHandover(handoverToken ?? '');
    const user = old && (await this.deps.users.byId(old.userId));
    const membership = user && old && (await this.deps.users.membership(user.id, old.realmId));
    if (!old || !user || !membership || user.blocked_at != null) throw DomainError.badInput(AUTH_MESSAGES.invalidLink);
    const { token, session } = await sessions.create(user.id, old.realmId, old.state, address);
    await this.deps.audit.record([old.realmId], {
      kind: 'LOGIN',
      actor: user,
      target: { type: 'user', id: user.id, name: user.name },
      detail: { handover: true },
      address,
    });
    return { token, response: this.response(session, user, membership) };
  }

  /** Ends the session and, through sessionClose, every socket it opened. */
  async logout(session: Session | null): Promise<void> {
    if (!session) return;
    await this.deps.sessions.destroy(session.id);
    await this.endSessions([session.id]);
    const user = await this.deps.users.byId(session.userId);
    if (user) {
      const party = { id: user.id, name: user.name };
      await this.deps.audit.record([session.realmId], {
        kind: 'LOGOUT',
        actor: party,
        target: { type: 'user', ...party },
      });
    }
  }

  /** The spec's "unblock": lifts a block and the login back-off so the user can log in again at once. */
  async unblock(userId: string): Promise<void> {
    const user = await this.requireUser(userId);
    await this.deps.users.setBlocked(user.id, null);
    await this.throttle.forgive(user.name_key);
  }

  /** Tells the subscribers of ended sessions (sessionClose) why they ended. */
  async endSessions(ids: string[], reason: 'SESSION_EXPIRED' | 'TERMINATED' = 'TERMINATED'): Promise<void> {
    for (const id of ids) await this.deps.bus.publish(topics.sessionClose(id), { reason });
  }

  async responseFor(session: Session, user: UserRow): Promise<LoginResponse> {
    const membership = await this.deps.users.membership(user.id, session.realmId);
    if (!membership) throw DomainError.forbidden(AUTH_MESSAGES.noRealmAccess, AUTH_ERROR.forbidden);
    return this.response(session, user, membership);
  }

  private response(session: Session, user: UserRow, membership: Membership): LoginResponse {
    const info: LoginInfo = {
      user: { id: user.id, name: user.name, isAdmin: membership.role === ADMIN_ROLE },
      role: membership.role,
      realm: { id: membership.realmId, name: membership.realmName, type: membership.realmType },
    };
    const status =
      session.state === 'CODE_PENDING'
        ? 'LoginNotVerified'
        : session.state === 'PASSWORD_EXPIRED'
          ? 'PasswordExpired'
          : 'LoggedIn';
    const redirect = status === 'LoggedIn' ? '/' : status === 'PasswordExpired' ? '/passwordexpired' : '/confirm/code';
    return { status, info, redirect };
  }

  private async pickRealm(user: UserRow, realmId: string | undefined): Promise<Membership> {
    const memberships = await this.deps.users.memberships(user.id);
    const chosen = realmId ? memberships.find((m) => m.realmId === realmId) : memberships[0];
    if (!chosen) {
      throw DomainError.forbidden(realmId ? AUTH_MESSAGES.noRealmAccess : AUTH_MESSAGES.noRealm, AUTH_ERROR.forbidden);
    }
    return chosen;
  }

  private async forgiveLogins(userId: string): Promise<void> {
    const user = await this.deps.users.byId(userId);
    if (user) await this.throttle.forgive(user.name_key);
  }

  private async requireUser(userId: string): Promise<UserRow> {
    const user = await this.deps.users.byId(userId);
    if (!user) throw DomainError.unauthenticated('Not logged in', AUTH_ERROR.invalidCredentials);
    return user;
  }

  private checkPassword(password: string, current?: string): void {
    const problem = checkNewPassword(password ?? '', undefined, current);
    if (problem === 'empty') throw DomainError.badInput(AUTH_MESSAGES.passwordEmpty);
    if (problem === 'tooShort') throw DomainError.badInput(AUTH_MESSAGES.passwordTooShort);
    if (problem === 'sameAsCurrent') throw DomainError.badInput(AUTH_MESSAGES.passwordSameAsCurrent);
  }

  private async passwordLinkUser(kind: TokenKind, secret: string, password: string): Promise<string> {
    this.checkPassword(password);
    const userId = await this.spendToken(kind, secret ?? '');
    if (!userId) throw DomainError.badInput(AUTH_MESSAGES.invalidLink);
    return userId;
  }

  private async sendLoginCode(user: UserRow, realmId: string): Promise<void> {
    const code = newLoginCode();
    await this.issueToken(user.id, 'LOGIN_CODE', LOGIN_CODE_MS, `${user.id}:${code}`);
    const text = `Your Vantage verification code is ${code}. You can also open ${this.deps.publicUrl}/confirm/code/${code}`;
    const mailer = await this.deps.realmMailer(realmId);
    if (user.email && mailer.canSend) {
      await mailer.send({ to: user.email, subject: 'Vantage: verification code', text });
    } else {
      // Without e-mail the only channel left is the operator's console on the server.
      this.deps.log.warn(`No e-mail for ${user.name}: login verification code ${code}`);
    }
  }

  /** mfAuth asks the code of every user of the realm, wherever their login lands: a session
   *  started in another of their realms could otherwise switch into this one without it. */
  private async anyRealmAsksForCode(user: UserRow): Promise<boolean> {
    for (const membership of await this.deps.users.memberships(user.id)) {
      if ((await this.deps.realms.byId(membership.realmId))?.settings.mfAuth) return true;
    }
    return false;
  }

  /** Records a login-family act of the user in each of their realms. */
  private async auditUser(
    user: UserRow,
    kind: 'LOGIN_FAILED' | 'LOCKOUT',
    address: string,
    detail?: Record<string, unknown>,
  ): Promise<void> {
    const realmIds = (await this.deps.users.memberships(user.id)).map((m) => m.realmId);
    await this.deps.audit.record(realmIds, {
      kind,
      target: { type: 'user', id: user.id, name: user.name },
      address,
      ...(detail && { detail }),
    });
  }

  /** Stores a single-use token and returns its secret (only the hash is stored). */
  private async issueToken(userId: string, kind: TokenKind, ttlMs: number, secret = newSecret()): Promise<string> {
    const now = Date.now();
    await this.deps.tokens.insert({
      id: hashSecret(secret),
      user_id: userId,
      kind,
      created_at: now,
      expires_at: now + ttlMs,
      used_at: null,
    });
    return secret;
  }

  /** Marks a live token used and returns its user; undefined when unknown, used or expired. */
  private async spendToken(kind: TokenKind, secret: string): Promise<string | undefined> {
    return this.deps.tokens.spend(hashSecret(secret), kind, Date.now());
  }
}
