/** Spec 3 §2.8, §4, §6, §8: the hierarchy editor (administrators only): the hierarchy dropdown with
 *  add, configure (rename) and delete; the tree of levels; the label picker of the selected leaf as
 *  a pending draft; on the right the selected level's breadcrumb and the cameras of its labels. */
import { type MutableRefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { labelsUnder, type HierarchyLevel } from '../../../shared/labels/hierarchyTree';
import { Button } from '../../ui';
import { CameraSearchList, HierarchiesQuery, HierarchyUpdates, useHierarchy, useLabels } from '../labels';
import { useSession } from '../session';
import { HierarchyDeleteConfirm } from './HierarchyDeleteConfirm';
import { HierarchyDeleteRefusal, type ViewUse } from './HierarchyDeleteRefusal';
import { findLevel, pathTo, setLevelLabels } from './hierarchyEdits';
import { HierarchyNameDialog } from './HierarchyNameDialog';
import { LeafLabelsPicker } from './LeafLabelsPicker';
import { LevelTree } from './LevelTree';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useHierarchyMutations } from './useHierarchyMutations';
import './hierarchy.css';

const newId = (kind: string) => `${kind}-${crypto.randomUUID()}`;

export interface HierarchyEditorProps {
  /** Filled with the editor's guard: a dialog around it closes through it, so a pending draft
   *  asks 'Unsaved Changes' first. */
  closeGuard?: MutableRefObject<((close: () => void) => void) | null>;
}

export function HierarchyEditor({ closeGuard }: HierarchyEditorProps) {
  const { t } = useTranslation();
  if (useSession().info?.isAdmin !== true) {
    return (
      <div className="vt-info-box" role="note" aria-label={t('labels.accessDenied')}>
        <h2>{t('labels.accessDenied')}</h2>
        <p>{t('labels.notEnoughRights')}</p>
      </div>
    );
  }
  return <AdminHierarchyEditor closeGuard={closeGuard} />;
}

function AdminHierarchyEditor({ closeGuard }: HierarchyEditorProps) {
  const { t } = useTranslation();
  const client = useClient();
  const mutations = useHierarchyMutations();
  const { labels } = useLabels();
  const [list, reexecute] = useQuery({ query: HierarchiesQuery });
  const hierarchies = list.data?.hierarchies ?? [];
  const [chosenId, setChosenId] = useState('');
  const hierarchyId = chosenId || hierarchies[0]?.id || '';
  const tree = useHierarchy(hierarchyId);
  // The hierarchy as read on its own: a new one is here before the list has been read again.
  const current = tree ? { id: hierarchyId, name: tree.name } : undefined;
  const [levelId, setLevelId] = useState<string | null>(null);
  const [draft, setDraft] = useState<{ levelId: string; labelIds: string[] } | null>(null);
  const [prompt, setPrompt] = useState<(() => void) | null>(null);
  const [dialog, setDialog] = useState<'add' | 'rename' | 'delete' | null>(null);
  const [refusal, setRefusal] = useState<{ name: string; message: string | null; views: ViewUse[] } | null>(null);

  useEffect(() => {
    const subscription = client
      .subscription(HierarchyUpdates, {})
      .subscribe(() => reexecute({ requestPolicy: 'network-only' }));
    return () => subscription.unsubscribe();
  }, [client, reexecute]);

  // A tree being saved is shown as saved until updateHierarchy answers with the platform's copy
  // (the whole tree, into the cache); refreshes that could answer older trees are held off meanwhile.
  const [saving, setSaving] = useState<{ hierarchyId: string; root: HierarchyLevel } | null>(null);
  const root = saving?.hierarchyId === hierarchyId ? saving.root : tree?.root;
  const level = root && levelId ? findLevel(root, levelId) : undefined;
  const isLeaf = level !== undefined && (level.levels ?? []).length === 0;
  const leafLabels = draft && draft.levelId === levelId ? draft.labelIds : (level?.labelIds ?? []);
  const shownLevel = level && { ...level, labelIds: isLeaf ? leafLabels : level.labelIds };
  const saveTree = async (next: HierarchyLevel): Promise<boolean> => {
    if (!current) return false;
    setSaving({ hierarchyId: current.id, root: next });
    const saved = await mutations.saveTree(current.id, current.name, next);
    setSaving(null);
    return saved;
  };

  /** Runs `action` now, or after Save or Discard when a draft is pending. */
  const guard = (action: () => void) => (draft ? setPrompt(() => action) : action());
  useEffect(() => {
    if (!closeGuard) return;
    closeGuard.current = guard;
    return () => {
      closeGuard.current = null;
    };
  });
  const saveDraft = async () => {
    if (root && draft && (await saveTree(setLevelLabels(root, draft.levelId, draft.labelIds)))) setDraft(null);
  };
  const remove = async () => {
    if (!current) return;
    const outcome = await mutations.remove(current.id);
    if (outcome.deleted) {
      setChosenId('');
      setLevelId(null);
      reexecute({ requestPolicy: 'network-only' });
    } else setRefusal({ name: current.name, message: outcome.message, views: outcome.views });
  };

  return (
    <div className="vt-hierarchy-editor">
      <div className="vt-hierarchy-editor__left">
        <div className="vt-hierarchy-editor__bar">
          <select
            aria-label={t('hierarchy.hierarchy')}
            value={hierarchyId}
            onChange={(event) => {
              const id = event.target.value;
              guard(() => {
                setChosenId(id);
                setLevelId(null);
              });
            }}
          >
            {hierarchies.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </select>
          <Button variant="quiet" onClick={() => setDialog('add')}>
            {t('hierarchy.add')}
          </Button>
          <Button variant="quiet" disabled={!current} onClick={() => setDialog('rename')}>
            {t('hierarchy.configure')}
          </Button>
          <Button variant="quiet" disabled={!current} onClick={() => guard(() => setDialog('delete'))}>
            {t('hierarchy.delete')}
          </Button>
        </div>
        {root && (
          <LevelTree
            root={root}
            selectedId={levelId}
            onSelect={(next) => guard(() => setLevelId(next.id))}
            onChange={(next) => void saveTree(next)}
            newId={() => newId('level')}
          />
        )}
        {level && isLeaf && (
          <LeafLabelsPicker
            key={level.id}
            labels={labels}
            selected={leafLabels}
            pending={draft !== null}
            onChange={(labelIds) => setDraft({ levelId: level.id, labelIds })}
            onSave={() => void saveDraft()}
            onDiscard={() => setDraft(null)}
          />
        )}
      </div>
      <div className="vt-hierarchy-editor__right">
        {current && (
          <nav aria-label={t('hierarchy.breadcrumb')} className="vt-breadcrumb">
            <bdi>
              {[current.name, ...(root && levelId ? pathTo(root, levelId).map((l) => l.name) : [])].join(' / ')}
            </bdi>
          </nav>
        )}
        {shownLevel && (
          <CameraSearchList name="" labelIds={labelsUnder(shownLevel)} labels={labels} canAssign={false} />
        )}
      </div>
      {dialog === 'delete' && current && (
        <HierarchyDeleteConfirm
          name={current.name}
          onConfirm={() => {
            setDialog(null);
            void remove();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {(dialog === 'add' || dialog === 'rename') && (
        <HierarchyNameDialog
          title={t(dialog === 'add' ? 'hierarchy.addHierarchy' : 'hierarchy.configureHierarchy')}
          submitLabel={t(dialog === 'add' ? 'hierarchy.add' : 'hierarchy.ok')}
          initialName={dialog === 'rename' ? current?.name : ''}
          hierarchies={hierarchies}
          selfId={dialog === 'rename' ? current?.id : undefined}
          onSubmit={async (name) => {
            const id = dialog === 'add' ? newId('hierarchy') : (current?.id ?? '');
            const error = dialog === 'add' ? await mutations.insert(id, name) : await mutations.rename(id, name);
            if (!error) {
              reexecute({ requestPolicy: 'network-only' });
              if (dialog === 'add') guard(() => setChosenId(id));
            }
            return error;
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {refusal && <HierarchyDeleteRefusal {...refusal} onClose={() => setRefusal(null)} />}
      {prompt && (
        <UnsavedChangesDialog
          onSave={() => {
            void saveDraft().then(prompt);
            setPrompt(null);
          }}
          onDiscard={() => {
            setDraft(null);
            prompt();
            setPrompt(null);
          }}
          onClose={() => setPrompt(null)}
        />
      )}
    </div>
  );
}
