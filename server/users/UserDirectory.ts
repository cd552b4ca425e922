/** Users as the transports and the caller check read them: a user, their realm memberships and
 *  consoles. GraphQL and HTTP ask here, never the user repository (design.md §2, issue 35). */
import type { Membership, UserRepository, UserRow } from '../db/repositories/users';

export class UserDirectory {
  constructor(private readonly users: UserRepository) {}

  byId(id: string): Promise<UserRow | undefined> {
    return this.users.byId(id);
  }

  /** The user's role in that realm, or undefined when they are not a member. */
  membership(userId: string, realmId: string): Promise<Membership | undefined> {
    return this.users.membership(userId, realmId);
  }

  /** Every realm the user belongs to, with their role there. */
  memberships(userId: string): Promise<Membership[]> {
    return this.users.memberships(userId);
  }

  isMember(userId: string, realmId: string): Promise<boolean> {
    return this.users.isMember(userId, realmId);
  }

  /** The consoles (GUIs) the user may open, as stored on the user. */
  guis(user: UserRow): string[] {
    return this.users.guis(user);
  }
}
