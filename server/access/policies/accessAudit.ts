/** The user audit of the access administration (issue: every administrative change with who and
 *  when; spec 1 §2.5 Access → Audit): groups, their members, policies and visual configuration,
 *  policies and their statements, zones and sets, recorded in the realm they belong to, as the
 *  users administration records its changes. A change made by the platform itself (the demo seed,
 *  a test's fixture) names no one who acted and is not an administrative change: it is not recorded. */
import type { UserAuditKind, UserAuditTargetType } from '../../../shared/access/userAudit';
import type { AuditParty, UserAudit } from '../../events/UserAudit';

/** Who acts, in which realm (the users administration's Acting). */
export interface AccessActing {
  realmId: string;
  actor: AuditParty;
  address?: string;
}

export interface AccessAuditTarget {
  type: UserAuditTargetType;
  id: string;
  name: string;
}

export class AccessAudit {
  constructor(private readonly audit?: UserAudit) {}

  /** Records the change when an administrator made it; never throws (UserAudit.record). */
  async record(
    acting: AccessActing | undefined,
    kind: UserAuditKind,
    target: AccessAuditTarget,
    detail: Record<string, unknown>,
  ): Promise<void> {
    if (!acting || !this.audit) return;
    await this.audit.record([acting.realmId], {
      kind,
      actor: { id: acting.actor.id, name: acting.actor.name },
      target,
      detail,
      address: acting.address ?? null,
    });
  }
}
