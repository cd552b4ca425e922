/** The row of a new account with the platform's starting settings, built once for every path that
 *  creates one outside the users screen (the first-run claim, the demo seed, the matrix personas). */
import type { UserRow } from './users';

export interface NewUser {
  id: string;
  name: string;
  email: string | null;
  /** Whether the address is known to be the user's own (typed by the installer, or a seeded one). */
  emailConfirmed: boolean;
  passwordHash: string;
  /** When the account and its password were made. */
  now: number;
}

export function newUserRow(user: NewUser): UserRow {
  return {
    id: user.id,
    name: user.name,
    // Names are matched case-insensitively (UserRepository.byName looks the lower-cased name up).
    name_key: user.name.toLowerCase(),
    email: user.email,
    email_confirmed: user.emailConfirmed ? 1 : 0,
    password_hash: user.passwordHash,
    password_changed_at: user.now,
    password_expired: 0,
    verify_login: 0,
    blocked_at: null,
    guis: JSON.stringify(['SOLID']),
    visual_config: '{}',
    send_notification: 0,
    created_at: user.now,
  };
}
