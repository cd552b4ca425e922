/** The first run (issue 36): a platform started without the demo holds no account, so nothing is
 *  guessable; its first administrator, with the first realm, is created once — by the console's
 *  setup page from the platform's own machine or with the one-time setup code printed on its
 *  console, or unattended by `npm run setup` — and only while no administrator exists. Wrong codes
 *  are throttled per address; every claim, taken or refused, is in the server log, the taken one
 *  also in the new realm's user audit. */
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { checkNewPassword } from '../../shared/auth/passwordRules';
import {
  MAX_REALM_NAME_LENGTH,
  normaliseSetupCode,
  SETUP_CODE_ALPHABET,
  SETUP_ERROR,
  type SetupRequest,
  type SetupState,
} from '../../shared/auth/firstRunSetup';
import { isEmailAddress, MAX_USER_NAME_LENGTH, USER_ERROR } from '../../shared/access/userAdmin';
import type { LoginResponse } from '../../shared/auth/loginApi';
import { AUTH_MESSAGES, FAILURE_WINDOW_MS } from '../auth/authPolicy';
import type { AuthService } from '../auth/authService';
import type { LoginThrottle } from '../auth/loginThrottle';
import { hashPassword } from '../auth/passwords';
import type { SessionStore } from '../auth/sessionStore';
import { hashSecret } from '../auth/tokens';
import { newUserRow } from '../db/repositories/newUserRow';
import { parameterPrefix, SERVER_WIDE } from '../db/repositories/parameters';
import { ADMIN_ROLE, type UserRepository, type UserRow } from '../db/repositories/users';
import type { Transactions } from '../db/transactions';
import type { UserAudit } from '../events/UserAudit';
import { DomainError } from '../kernel/DomainError';
import type { Logger } from '../kernel/Logger';

/** Wrong setup codes (or claims without one) allowed per address within FAILURE_WINDOW_MS. */
export const MAX_SETUP_FAILURES = 10;

/** The parameter a claim writes first: its unique key lets one claim win even between processes
 *  sharing one PostgreSQL database. */
const CLAIM_MARK = `${parameterPrefix.system}firstRunSetupBy`;

/** Realm settings a new realm starts with (those the demo realms start with). */
const NEW_REALM_SETTINGS = { maxDownloadLength: 60, playerIdleTimeout: 10, auditTtl: 30 };

/** How the claimant shows they may set the platform up. */
export type SetupProof =
  /** `npm run setup` on the platform's machine: whoever runs it already holds its data. */
  | { kind: 'console' }
  /** The setup page: the socket's own address (never a header), and the code typed, if any. */
  | { kind: 'request'; address: string; loopback: boolean; code?: string };

export interface SetupDeps {
  users: UserRepository;
  transactions: Transactions;
  sessions: SessionStore;
  auth: Pick<AuthService, 'responseFor'>;
  audit: UserAudit;
  throttle: LoginThrottle;
  log: Pick<Logger, 'info' | 'warn'>;
}

export interface SetupResult {
  user: UserRow;
  realmId: string;
}

export class FirstRunSetup {
  /** The one-time code of this process; printed on its console while setup is open. */
  private readonly code = newSetupCode();
  /** Claims in this process run one after another, so two at once never both pass the check. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: SetupDeps) {}

  async isOpen(): Promise<boolean> {
    return !(await this.deps.users.hasAdministrator());
  }

  /** The setup code to print at start, while setup is open. */
  async pendingCode(): Promise<string | undefined> {
    return (await this.isOpen()) ? this.code : undefined;
  }

  async state(loopback: boolean): Promise<SetupState> {
    const open = await this.isOpen();
    return { open, codeRequired: open && !loopback };
  }

  /** The setup page's claim: creates the first administrator and realm and signs them in. */
  async claimAndSignIn(input: SetupRequest, proof: SetupProof & { kind: 'request' }) {
    const { user, realmId } = await this.claim(input, proof);
    const { token, session } = await this.deps.sessions.create(user.id, realmId, 'ACTIVE', proof.address);
    await this.deps.audit.record([realmId], {
      kind: 'LOGIN',
      actor: user,
      target: { type: 'user', id: user.id, name: user.name },
      address: proof.address,
    });
    const response: LoginResponse = await this.deps.auth.responseFor(session, user);
    return { token, response };
  }

  claim(input: SetupRequest, proof: SetupProof): Promise<SetupResult> {
    const run = this.queue.then(() => this.claimNow(input, proof));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async claimNow(input: SetupRequest, proof: SetupProof): Promise<SetupResult> {
    const from = proof.kind === 'console' ? 'the platform console' : proof.address;
    if (!(await this.isOpen())) {
      this.deps.log.warn(`Refused a setup claim from ${from}: the platform is already set up`);
      throw DomainError.forbidden(SETUP_ERROR.DONE);
    }
    if (proof.kind === 'request') await this.checkProof(proof);
    const { name, email, realmName } = await this.checkInput(input);
    const passwordHash = await hashPassword(input.password);
    const now = Date.now();
    const realmId = `realm-${randomUUID()}`;
    // The address was typed by whoever installs the platform, who has just proven they own it.
    const user = newUserRow({ id: randomUUID(), name, email, emailConfirmed: true, passwordHash, now });
    await this.deps.transactions.run(async ({ params, realms, users }) => {
      // The mark's key is unique: a claim that finds it taken (another process's, at the same
      // moment) lost, and nothing of it is written.
      try {
        await params.insertMany([{ realm_id: SERVER_WIDE, name: CLAIM_MARK, value: user.id }]);
      } catch {
        throw DomainError.forbidden(SETUP_ERROR.DONE);
      }
      await realms.insert({
        id: realmId,
        name: realmName,
        type: 'CUSTOMER',
        settings: JSON.stringify({ ...NEW_REALM_SETTINGS, adminEmail: email }),
        created_at: now,
      });
      await users.insert(user);
      await users.addMemberships([{ user_id: user.id, realm_id: realmId, role: ADMIN_ROLE }]);
    });
    this.deps.log.info(`First run: ${name} set up realm ${realmName} from ${from}`);
    await this.deps.audit.record([realmId], {
      kind: 'USER_CREATED',
      actor: user,
      target: { type: 'user', id: user.id, name: user.name },
      detail: { firstRun: true, realm: realmName, role: ADMIN_ROLE },
      address: proof.kind === 'request' ? proof.address : null,
    });
    return { user, realmId };
  }

  /** From the machine itself, or with this process's code; guesses are throttled per address. */
  private async checkProof(proof: SetupProof & { kind: 'request' }): Promise<void> {
    const key = `setup-addr:${proof.address}`;
    if ((await this.deps.throttle.count(key, FAILURE_WINDOW_MS)) >= MAX_SETUP_FAILURES) {
      throw DomainError.tooMany(SETUP_ERROR.TOO_MANY);
    }
    if (proof.loopback && !proof.code) return;
    if (proof.code && sameCode(normaliseSetupCode(proof.code), this.code)) return;
    await this.deps.throttle.record([key]);
    this.deps.log.warn(`Refused a setup claim from ${proof.address}: ${proof.code ? 'wrong' : 'no'} setup code`);
    throw DomainError.forbidden(proof.code ? SETUP_ERROR.CODE : SETUP_ERROR.PROOF);
  }

  private async checkInput(input: SetupRequest) {
    const name = (input.username ?? '').trim();
    if (!name) throw DomainError.badInput(USER_ERROR.NAME_EMPTY);
    if (name.length > MAX_USER_NAME_LENGTH) throw DomainError.badInput(USER_ERROR.NAME_TOO_LONG);
    const problem = checkNewPassword(input.password ?? '');
    if (problem === 'empty') throw DomainError.badInput(AUTH_MESSAGES.passwordEmpty);
    if (problem === 'tooShort') throw DomainError.badInput(AUTH_MESSAGES.passwordTooShort);
    const email = (input.email ?? '').trim().toLowerCase();
    if (!email) throw DomainError.badInput(SETUP_ERROR.EMAIL_REQUIRED);
    if (!isEmailAddress(email)) throw DomainError.badInput(USER_ERROR.EMAIL_INVALID);
    const realmName = (input.realm ?? '').trim();
    if (!realmName) throw DomainError.badInput(SETUP_ERROR.REALM_EMPTY);
    if (realmName.length > MAX_REALM_NAME_LENGTH) throw DomainError.badInput(SETUP_ERROR.REALM_TOO_LONG);
    // A platform without an administrator may still hold other accounts (a database kept from before).
    if (await this.deps.users.byName(name)) throw new DomainError('conflict', USER_ERROR.NAME_TAKEN);
    if (await this.deps.users.byEmail(email)) throw new DomainError('conflict', USER_ERROR.EMAIL_TAKEN);
    return { name, email, realmName };
  }
}

/** Twelve characters of a 31-letter alphabet (about 59 bits) as XXXX-XXXX-XXXX. */
export function newSetupCode(): string {
  const chars = Array.from({ length: 12 }, () => SETUP_CODE_ALPHABET[randomInt(SETUP_CODE_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

/** Compared by hash in constant time, so the answer's timing tells nothing of the code. */
function sameCode(typed: string, code: string): boolean {
  return timingSafeEqual(Buffer.from(hashSecret(typed), 'hex'), Buffer.from(hashSecret(code), 'hex'));
}
