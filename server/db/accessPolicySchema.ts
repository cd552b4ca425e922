/** The access policy tables as Kysely sees them (spec 3 §3.6: group, policy, statement). */
import type { ColumnType } from 'kysely';

type Millis = ColumnType<number, number, number>;

/** A group of a realm's users; the policies assigned to it apply to them. */
export interface AccessGroupTable {
  id: string;
  realm_id: string;
  name: string;
  /** Lower-cased trimmed name, unique per realm. */
  name_key: string;
  created_at: Millis;
}

/** A named set of statements. */
export interface AccessPolicyTable {
  id: string;
  realm_id: string;
  name: string;
  name_key: string;
  created_at: Millis;
}

/** A rule of a policy: ALLOW or DENY of actions over resources (or all resources). */
export interface AccessStatementTable {
  id: string;
  policy_id: string;
  realm_id: string;
  name: string | null;
  effect: string;
  /** JSON array of action names. */
  actions: string;
  /** JSON array of {id, type}. */
  resources: string;
  all_resources: number;
  /** Order within the policy. */
  position: number;
}

export interface AccessGroupUserTable {
  group_id: string;
  user_id: string;
  realm_id: string;
}

export interface AccessGroupPolicyTable {
  group_id: string;
  policy_id: string;
  realm_id: string;
}

/** A group's visual configuration (spec 1 §3), for stored and system-managed groups alike. */
export interface AccessGroupVisualConfigTable {
  realm_id: string;
  group_id: string;
  /** JSON of the shared VisualConfig. */
  visual_config: string;
}
