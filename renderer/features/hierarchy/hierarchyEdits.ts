/** Spec 3 §3.3, §4 hierarchy tree: the edits of a hierarchy's tree as pure functions: add a level
 *  as root or child, rename, delete, set a leaf's labels, and the facts the editor asks (the path
 *  to a level, whether a child may be added, what adding one would clear). */
import { HIERARCHY_NESTING_MAX } from '../../../shared/labels/labelConstants';
import type { HierarchyLevel } from '../../../shared/labels/hierarchyTree';

const childrenOf = (level: HierarchyLevel) => level.levels ?? [];

/** The tree with `change` applied to the level `id` (the root included). */
function mapLevel(level: HierarchyLevel, id: string, change: (l: HierarchyLevel) => HierarchyLevel): HierarchyLevel {
  if (level.id === id) return change(level);
  const levels = childrenOf(level);
  return levels.length ? { ...level, levels: levels.map((child) => mapLevel(child, id, change)) } : level;
}

/** The levels from below the root down to `id`; empty when there is no such level. */
export function pathTo(root: HierarchyLevel, id: string): HierarchyLevel[] {
  for (const child of childrenOf(root)) {
    if (child.id === id) return [child];
    const below = pathTo(child, id);
    if (below.length) return [child, ...below];
  }
  return [];
}

export function findLevel(root: HierarchyLevel, id: string): HierarchyLevel | undefined {
  return id === root.id ? root : pathTo(root, id).at(-1);
}

/** A child may be added under the root, or under a level above the nesting maximum. */
export function canAddChild(root: HierarchyLevel, parentId: string): boolean {
  return parentId === root.id || pathTo(root, parentId).length < HIERARCHY_NESTING_MAX;
}

/** How many label assignments adding a child under `parentId` would clear (a leaf's labels). */
export function labelsClearedByChild(root: HierarchyLevel, parentId: string): number {
  const parent = findLevel(root, parentId);
  return parent && childrenOf(parent).length === 0 ? (parent.labelIds?.length ?? 0) : 0;
}

/** Adds `level` as the last child of `parentId` (the root for a root level); the parent's labels go. */
export function addLevel(root: HierarchyLevel, parentId: string, level: HierarchyLevel): HierarchyLevel {
  return mapLevel(root, parentId, (parent) => ({ ...parent, labelIds: [], levels: [...childrenOf(parent), level] }));
}

export function renameLevel(root: HierarchyLevel, id: string, name: string): HierarchyLevel {
  return mapLevel(root, id, (level) => ({ ...level, name: name.trim() }));
}

export function removeLevel(root: HierarchyLevel, id: string): HierarchyLevel {
  const prune = (level: HierarchyLevel): HierarchyLevel => {
    const levels = childrenOf(level);
    if (!levels.some((child) => child.id === id))
      return levels.length ? { ...level, levels: levels.map(prune) } : level;
    return { ...level, levels: levels.filter((child) => child.id !== id) };
  };
  return prune(root);
}

export function setLevelLabels(root: HierarchyLevel, id: string, labelIds: readonly string[]): HierarchyLevel {
  return mapLevel(root, id, (level) => ({ ...level, labelIds: [...labelIds] }));
}

/** The siblings a level's name must differ from: the other children of its parent. */
export function siblingsOf(root: HierarchyLevel, id: string, parentId?: string): HierarchyLevel[] {
  const path = pathTo(root, id);
  const parent = parentId !== undefined ? findLevel(root, parentId) : (path.at(-2) ?? root);
  return childrenOf(parent ?? root).filter((level) => level.id !== id);
}
