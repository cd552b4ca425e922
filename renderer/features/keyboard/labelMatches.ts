/** What a palette search finds through labels (issue 30: a camera by name, label or hierarchy): the
 *  labels whose name holds the search, and the labels of every hierarchy leaf with the hierarchy's
 *  or a level's name on its path holding it. Each camera these labels find is told why: the label's
 *  name, or the hierarchy path to its leaf. */
import { type HierarchyLevel, leafLabels } from '../../../shared/labels/hierarchyTree';

export interface NamedLabel {
  id: string;
  name: string;
}

export interface HierarchyTree {
  name: string;
  root?: HierarchyLevel | null;
}

export interface LabelMatch {
  /** The labels to search cameras by; empty when nothing matched. */
  labelIds: string[];
  /** Why a camera with these labels was found, or null when none of them matched. */
  reasonOf(cameraLabelIds: readonly string[]): string | null;
}

/** The separator of a hierarchy path as the palette shows it. */
export const PATH_SEPARATOR = ' › ';

export function labelMatches(
  search: string,
  labels: readonly NamedLabel[],
  hierarchies: readonly HierarchyTree[],
): LabelMatch {
  const needle = search.trim().toLocaleLowerCase();
  const reasons = new Map<string, string>();
  if (needle) {
    const holds = (name: string) => name.toLocaleLowerCase().includes(needle);
    // A label named like the search says so itself: it goes before any path that holds it.
    for (const label of labels) if (holds(label.name)) reasons.set(label.id, label.name);
    for (const hierarchy of hierarchies) {
      if (!hierarchy.root) continue;
      for (const leaf of leafLabels(hierarchy.root)) {
        if (!holds(hierarchy.name) && !leaf.path.some(holds)) continue;
        const reason = [hierarchy.name, ...leaf.path].join(PATH_SEPARATOR);
        for (const id of leaf.labelIds) if (!reasons.has(id)) reasons.set(id, reason);
      }
    }
  }
  return {
    labelIds: [...reasons.keys()],
    reasonOf: (cameraLabelIds) => {
      for (const id of cameraLabelIds) {
        const reason = reasons.get(id);
        if (reason !== undefined) return reason;
      }
      return null;
    },
  };
}
