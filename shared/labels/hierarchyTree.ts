/** Spec 3 §3.3: a hierarchy's tree of levels (up to 5 deep, labels at leaves) and its checks. */
import { HIERARCHY_NESTING_MAX } from './labelConstants';
import { isLevelNameValid } from './labelNames';

export interface HierarchyLevel {
  id: string;
  name: string;
  levels?: HierarchyLevel[] | null;
  labelIds?: string[] | null;
}

/** A leaf's labels with the path of level names that leads to it (root excluded). */
export interface LeafLabels {
  levelId: string;
  path: string[];
  labelIds: string[];
}

/** Why a tree is refused, or null: too deep, an invalid level name, labels on a branch. */
export function hierarchyTreeError(root: HierarchyLevel): string | null {
  const walk = (level: HierarchyLevel, depth: number): string | null => {
    const children = level.levels ?? [];
    if (depth > HIERARCHY_NESTING_MAX) return `A hierarchy has at most ${HIERARCHY_NESTING_MAX} levels`;
    if (children.length > 0 && (level.labelIds?.length ?? 0) > 0) return 'Labels are assigned at leaves only';
    for (const child of children) {
      if (!isLevelNameValid(child.name, children, child.id))
        return 'Level names must be non-empty and unique among siblings';
      const error = walk(child, depth + 1);
      if (error) return error;
    }
    return null;
  };
  return walk(root, 0);
}

/** Every leaf below the root (the root itself when it has no children) with its labels. */
export function leafLabels(root: HierarchyLevel): LeafLabels[] {
  const leaves: LeafLabels[] = [];
  const walk = (level: HierarchyLevel, path: string[]) => {
    const children = level.levels ?? [];
    if (children.length === 0) {
      if (level.labelIds?.length) leaves.push({ levelId: level.id, path, labelIds: [...new Set(level.labelIds)] });
      return;
    }
    for (const child of children) walk(child, [...path, child.name]);
  };
  walk(root, []);
  return leaves;
}

/** The labels of a level and of every level below it (a branch selects its leaves' labels). */
export function labelsUnder(level: HierarchyLevel): string[] {
  return [...new Set(leafLabels(level).flatMap((leaf) => leaf.labelIds))];
}
