/** One level of a role="tree" list (spec 3 §4 hierarchy tree: the Device List's hierarchy and the
 *  hierarchy editor): a treeitem whose open/close toggle shows only when it has a branch, then
 *  what the level shows, then its branch while open. */
import type { ReactNode } from 'react';
import './TreeItem.css';

export interface TreeItemProps {
  selected: boolean;
  /** Whether its branch is open. */
  expanded: boolean;
  /** A level without children: no toggle, no aria-expanded (its branch may still show, e.g. a
   *  child being added). */
  leaf: boolean;
  onToggle: () => void;
  /** The toggle's name. Without one the toggle is the pointer's only (hidden from assistive
   *  technology and the tab order), where the tree's own keys open and close the level. */
  toggleLabel?: string;
  /** What the level shows (its name button, its tools). */
  children: ReactNode;
  /** The level's own children, shown while it is open. */
  branch?: ReactNode;
}

export function TreeItem({ selected, expanded, leaf, onToggle, toggleLabel, children, branch }: TreeItemProps) {
  const unnamed = toggleLabel === undefined;
  return (
    <li role="treeitem" aria-selected={selected} aria-expanded={leaf ? undefined : expanded}>
      {!leaf && (
        <button
          type="button"
          className="vt-tree-toggle"
          aria-label={toggleLabel}
          aria-hidden={unnamed || undefined}
          tabIndex={unnamed ? -1 : undefined}
          onClick={onToggle}
        >
          {expanded ? '▾' : '▸'}
        </button>
      )}
      {children}
      {expanded && branch}
    </li>
  );
}
