/** Spec 3 §2.6, §4 hierarchy tree: the Device List's hierarchy, a tree of levels opened 3 deep at
 *  first; choosing a level filters the cameras by the labels of every leaf below it. With
 *  openMultipleBranches off, opening a branch closes its siblings. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HIERARCHY_TREE_DEFAULT_DEPTH } from '../../../shared/labels/labelConstants';
import type { HierarchyLevel } from '../../../shared/labels/hierarchyTree';
import { TreeItem } from '../../ui';

export interface HierarchyTreeProps {
  root: HierarchyLevel;
  selectedId: string | null;
  onSelect: (level: HierarchyLevel | null) => void;
  openMultipleBranches: boolean;
}

/** Ids of the levels open at first: those above the default depth. */
function initiallyOpen(root: HierarchyLevel): Set<string> {
  const open = new Set<string>();
  const walk = (level: HierarchyLevel, depth: number) => {
    if (depth >= HIERARCHY_TREE_DEFAULT_DEPTH) return;
    open.add(level.id);
    for (const child of level.levels ?? []) walk(child, depth + 1);
  };
  for (const child of root.levels ?? []) walk(child, 1);
  return open;
}

export function HierarchyTree({ root, selectedId, onSelect, openMultipleBranches }: HierarchyTreeProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => initiallyOpen(root));
  const toggle = (level: HierarchyLevel, siblings: readonly HierarchyLevel[]) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(level.id)) next.delete(level.id);
      else {
        if (!openMultipleBranches) for (const sibling of siblings) next.delete(sibling.id);
        next.add(level.id);
      }
      return next;
    });

  const branch = (levels: readonly HierarchyLevel[]) => (
    <ul role="group">
      {levels.map((level) => {
        const children = level.levels ?? [];
        const expanded = open.has(level.id);
        return (
          <TreeItem
            key={level.id}
            selected={level.id === selectedId}
            expanded={expanded}
            leaf={children.length === 0}
            onToggle={() => toggle(level, levels)}
            branch={children.length > 0 && expanded && branch(children)}
          >
            <button
              type="button"
              className="vt-tree-level"
              onClick={() => onSelect(level.id === selectedId ? null : level)}
            >
              <bdi>{level.name}</bdi>
            </button>
          </TreeItem>
        );
      })}
    </ul>
  );

  return (
    <div role="tree" aria-label={t('labels.hierarchy')} className="vt-hierarchy-tree">
      {branch(root.levels ?? [])}
    </div>
  );
}
