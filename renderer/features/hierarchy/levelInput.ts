/** A hierarchy level as the platform takes it (HierarchyLevelInput): only its own fields, so
 *  what the cache added (__typename) does not go back. */
import type { HierarchyLevel } from '../../../shared/labels/hierarchyTree';

export interface LevelInput {
  id: string;
  name: string;
  levels: LevelInput[];
  labelIds: string[];
}

export function levelInput(level: HierarchyLevel): LevelInput {
  return {
    id: level.id,
    name: level.name,
    levels: (level.levels ?? []).map(levelInput),
    labelIds: [...(level.labelIds ?? [])],
  };
}
