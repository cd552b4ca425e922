/** One caller of the authorisation matrices: a user whose password is their name, a member of one
 *  realm with one role, stored through the platform's own repositories. */
import { hashPassword } from '../../auth/passwords';
import type { Platform } from '../createPlatform';

export interface PersonaUser {
  id: string;
  /** The sign-in name; the id when not given. */
  name?: string;
  /** A confirmed e-mail address, or none. */
  email?: string;
  realmId: string;
  role: string;
}

export async function insertPersonaUser(platform: Platform, user: PersonaUser): Promise<string> {
  const { users } = platform.services;
  const name = user.name ?? user.id;
  const now = Date.now();
  await users.insert({
    id: user.id,
    name,
    name_key: name,
    email: user.email ?? null,
    email_confirmed: user.email ? 1 : 0,
    password_hash: await hashPassword(name),
    password_changed_at: now,
    password_expired: 0,
    verify_login: 0,
    blocked_at: null,
    guis: JSON.stringify(['SOLID']),
    visual_config: '{}',
    created_at: now,
  });
  await users.addMemberships([{ user_id: user.id, realm_id: user.realmId, role: user.role }]);
  return user.id;
}
