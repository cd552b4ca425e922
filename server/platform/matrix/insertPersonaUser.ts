/** One caller of the authorisation matrices: a user whose password is their name, a member of one
 *  realm with one role, stored through the platform's own repositories. */
import { hashPassword } from '../../auth/passwords';
import { newUserRow } from '../../db/repositories/newUserRow';
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
  await users.insert(
    newUserRow({
      id: user.id,
      name,
      email: user.email ?? null,
      emailConfirmed: Boolean(user.email),
      passwordHash: await hashPassword(name),
      now: Date.now(),
    }),
  );
  await users.addMemberships([{ user_id: user.id, realm_id: user.realmId, role: user.role }]);
  return user.id;
}
