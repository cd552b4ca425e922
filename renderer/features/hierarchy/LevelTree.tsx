/** Spec 3 §4 hierarchy tree, §5, §9: the hierarchy editor's tree: a level is added as root or
 *  child, edited inline (Enter applies, Escape cancels, leaving the field cancels after 250 ms;
 *  apply is disabled for an empty name or one a sibling has), deleted, expanded or collapsed. A new
 *  level exists only once applied; the add-branch button is hidden at the maximum depth; adding a
 *  branch under a leaf with labels asks first, since the leaf's labels go. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INLINE_EDIT_BLUR_CANCEL_MS } from '../../../shared/labels/labelConstants';
import { isLevelNameValid } from '../../../shared/labels/labelNames';
import type { HierarchyLevel } from '../../../shared/labels/hierarchyTree';
import { Button, Dialog, TreeItem } from '../../ui';
import { addLevel, canAddChild, labelsClearedByChild, removeLevel, renameLevel, siblingsOf } from './hierarchyEdits';

interface Editing {
  id: string;
  parentId: string;
  name: string;
  isNew: boolean;
}

export interface LevelTreeProps {
  root: HierarchyLevel;
  selectedId: string | null;
  onSelect: (level: HierarchyLevel) => void;
  /** A structural change (add, rename, delete) to save. */
  onChange: (root: HierarchyLevel) => void;
  newId: () => string;
}

export function LevelTree({ root, selectedId, onSelect, onChange, newId }: LevelTreeProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirm, setConfirm] = useState<{ parent: HierarchyLevel; count: number } | null>(null);
  const [closed, setClosed] = useState<Set<string>>(new Set());
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const valid =
    editing !== null && isLevelNameValid(editing.name, siblingsOf(root, editing.id, editing.parentId), editing.id);
  const apply = () => {
    if (!editing || !valid) return;
    clearTimeout(blurTimer.current);
    const name = editing.name.trim();
    onChange(
      editing.isNew
        ? addLevel(root, editing.parentId, { id: editing.id, name, levels: [], labelIds: [] })
        : renameLevel(root, editing.id, name),
    );
    setEditing(null);
  };
  const cancel = () => {
    clearTimeout(blurTimer.current);
    setEditing(null);
  };
  const startChild = (parent: HierarchyLevel) => {
    setEditing({ id: newId(), parentId: parent.id, name: '', isNew: true });
    setClosed((current) => new Set([...current].filter((id) => id !== parent.id)));
  };
  const addChild = (parent: HierarchyLevel) => {
    const count = labelsClearedByChild(root, parent.id);
    if (count > 0) setConfirm({ parent, count });
    else startChild(parent);
  };

  const editor = (
    <span className="vt-level-edit">
      <input
        autoFocus
        aria-label={t('hierarchy.levelName')}
        value={editing?.name ?? ''}
        onChange={(event) => setEditing((current) => current && { ...current, name: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
          if (event.key === 'Escape') cancel();
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setEditing(null), INLINE_EDIT_BLUR_CANCEL_MS);
        }}
        onFocus={() => clearTimeout(blurTimer.current)}
      />
      <Button variant="quiet" disabled={!valid} onMouseDown={(event) => event.preventDefault()} onClick={apply}>
        {t('hierarchy.apply')}
      </Button>
    </span>
  );

  const branch = (parent: HierarchyLevel): React.ReactNode => {
    const levels = parent.levels ?? [];
    const adding = editing?.isNew && editing.parentId === parent.id;
    if (levels.length === 0 && !adding) return null;
    return (
      <ul role="group">
        {levels.map((level) => {
          const children = level.levels ?? [];
          const open = !closed.has(level.id);
          return (
            <TreeItem
              key={level.id}
              selected={level.id === selectedId}
              expanded={open}
              leaf={children.length === 0}
              toggleLabel={t(open ? 'hierarchy.collapse' : 'hierarchy.expand', { name: level.name })}
              onToggle={() =>
                setClosed((current) => {
                  const next = new Set(current);
                  if (open) next.add(level.id);
                  else next.delete(level.id);
                  return next;
                })
              }
              branch={open && branch(level)}
            >
              {editing?.id === level.id ? (
                editor
              ) : (
                <>
                  <button type="button" className="vt-tree-level" onClick={() => onSelect(level)}>
                    <bdi>{level.name}</bdi>
                  </button>
                  {canAddChild(root, level.id) && (
                    <Button
                      variant="quiet"
                      aria-label={t('hierarchy.addBranchUnder', { name: level.name })}
                      onClick={() => addChild(level)}
                    >
                      +
                    </Button>
                  )}
                  <Button
                    variant="quiet"
                    aria-label={t('hierarchy.renameLevel', { name: level.name })}
                    onClick={() => setEditing({ id: level.id, parentId: parent.id, name: level.name, isNew: false })}
                  >
                    {t('hierarchy.edit')}
                  </Button>
                  <Button
                    variant="quiet"
                    aria-label={t('hierarchy.deleteLevel', { name: level.name })}
                    onClick={() => {
                      setEditing(null);
                      onChange(removeLevel(root, level.id));
                    }}
                  >
                    {t('hierarchy.delete')}
                  </Button>
                </>
              )}
            </TreeItem>
          );
        })}
        {adding && <li role="treeitem">{editor}</li>}
      </ul>
    );
  };

  return (
    <div className="vt-level-tree">
      <div role="tree" aria-label={t('hierarchy.levels')}>
        {branch(root)}
      </div>
      <Button variant="secondary" onClick={() => startChild(root)}>
        {t('hierarchy.addRoot')}
      </Button>
      {confirm && (
        <Dialog
          title={t('hierarchy.addBranch')}
          onClose={() => setConfirm(null)}
          actions={
            <>
              <Button
                onClick={() => {
                  startChild(confirm.parent);
                  setConfirm(null);
                }}
              >
                {t('hierarchy.ok')}
              </Button>
              <Button variant="quiet" onClick={() => setConfirm(null)}>
                {t('hierarchy.cancel')}
              </Button>
            </>
          }
        >
          <p>{t('hierarchy.branchClearsLabels', { name: confirm.parent.name, number: confirm.count })}</p>
        </Dialog>
      )}
    </div>
  );
}
