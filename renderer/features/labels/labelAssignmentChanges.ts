/** Spec 3 §4 label assignment: what saving the Assign labels dialog sends for one device: new
 *  labels (with client-made ids, attached to the device), additions and removals; null when
 *  nothing changed. */

export interface NewLabel {
  id: string;
  name: string;
}

export interface LabelAssignmentChanges {
  /** Labels to create, attached to the device on creation. */
  created: NewLabel[];
  /** Existing labels to attach. */
  added: string[];
  /** Labels to detach. */
  removed: string[];
}

export function labelAssignmentChanges(
  original: readonly string[],
  selected: readonly string[],
  created: readonly NewLabel[],
): LabelAssignmentChanges | null {
  const createdIds = new Set(created.map((label) => label.id));
  const chosen = new Set(selected);
  const before = new Set(original);
  const changes: LabelAssignmentChanges = {
    created: created.filter((label) => chosen.has(label.id)),
    added: selected.filter((id) => !before.has(id) && !createdIds.has(id)),
    removed: original.filter((id) => !chosen.has(id)),
  };
  const changed = changes.created.length + changes.added.length + changes.removed.length > 0;
  return changed ? changes : null;
}
