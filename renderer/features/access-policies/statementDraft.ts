/** A statement as the policy editor edits it (spec 3 §3.6: effect, actions, resources or all
 *  resources), its actions grouped by access level, and its input for createPolicy/updatePolicy. */
import type { ActionData, AccessLevelData, PolicyData } from './accessPoliciesDocuments';

/** A resource a statement names, of any of the platform's resource types. */
export type StatementResource = Pick<
  NonNullable<NonNullable<PolicyData['statements']>[number]['resources']>[number],
  'id' | 'type'
>;

/** The resource types the editor offers pickers for (cameras, zones, sets, video walls). */
export type ResourceKind = Extract<StatementResource['type'], 'device' | 'zone' | 'set' | 'wall'>;

export interface StatementDraft {
  key: string;
  id?: string;
  name: string;
  effect: 'ALLOW' | 'DENY';
  actions: string[];
  allResources: boolean;
  resources: StatementResource[];
}

let drafts = 0;
const nextKey = () => `statement-${++drafts}`;

export function emptyStatement(): StatementDraft {
  return { key: nextKey(), name: '', effect: 'ALLOW', actions: [], allResources: false, resources: [] };
}

export function statementDrafts(policy: PolicyData | null | undefined): StatementDraft[] {
  return (policy?.statements ?? []).map((s) => ({
    key: nextKey(),
    id: s.id,
    name: s.name ?? '',
    effect: s.effect,
    actions: [...(s.actions ?? [])],
    allResources: s.allResources ?? false,
    // Every resource the statement names is kept, those of types without a picker too: saving the
    // policy sends its statements whole, and must not drop what it does not show.
    resources: (s.resources ?? []).map((r) => ({ id: r.id, type: r.type })),
  }));
}

/** Actions by access level, levels in their order. */
export function actionsByLevel(
  actions: readonly ActionData[],
  levels: readonly AccessLevelData[],
): Array<{ level: AccessLevelData; actions: ActionData[] }> {
  return [...levels]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((level) => ({ level, actions: actions.filter((a) => a.level === level.level) }))
    .filter((group) => group.actions.length > 0);
}

export function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? (list.includes(item) ? [...list] : [...list, item]) : list.filter((x) => x !== item);
}

export function toggledResource(draft: StatementDraft, id: string, type: ResourceKind, on: boolean): StatementDraft {
  const rest = draft.resources.filter((r) => !(r.id === id && r.type === type));
  return { ...draft, resources: on ? [...rest, { id, type }] : rest };
}

/** What the platform receives; the platform checks it (spec: the server never trusts the client). */
export function statementInput(draft: StatementDraft) {
  return {
    ...(draft.id && { id: draft.id }),
    name: draft.name.trim() || null,
    effect: draft.effect,
    actions: draft.actions,
    allResources: draft.allResources,
    resources: draft.allResources ? [] : draft.resources,
  };
}

/** Why the statement cannot be saved yet, as a locale key, or null. */
export function statementProblem(draft: StatementDraft): 'noActions' | 'noResources' | null {
  if (draft.actions.length === 0) return 'noActions';
  if (!draft.allResources && draft.resources.length === 0) return 'noResources';
  return null;
}
