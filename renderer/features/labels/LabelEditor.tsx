/** Spec 3 §2.7, §6: the label editor: labels on the left (rename and delete for administrators),
 *  a filter-by-name box and the camera list on the right, filtered by the selected label.
 *  Non-administrators see 'Access-Denied' reading 'Not enough rights'. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { useToast } from '../../ui';
import { useSession } from '../session';
import { CameraSearchList } from './CameraSearchList';
import { DeleteLabelDialog } from './DeleteLabelDialog';
import { LabelList } from './LabelList';
import { UpdateLabelMutation } from './labelsDocuments';
import { SearchBox } from './SearchBox';
import { useDeleteLabel } from './useDeleteLabel';
import { useLabels } from './useLabels';
import './labels.css';

export interface LabelEditorProps {
  /** false when the editor only shows labels (no rename or delete). */
  editable?: boolean;
}

export function LabelEditor({ editable = true }: LabelEditorProps) {
  const { t } = useTranslation();
  const isAdmin = useSession().info?.isAdmin === true;
  if (!isAdmin) {
    return (
      <div className="vt-info-box" role="note" aria-label={t('labels.accessDenied')}>
        <h2>{t('labels.accessDenied')}</h2>
        <p>{t('labels.notEnoughRights')}</p>
      </div>
    );
  }
  return <AdminLabelEditor editable={editable} />;
}

function AdminLabelEditor({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const { labels, refresh } = useLabels();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const deletion = useDeleteLabel(() => {
    setSelectedId(null);
    refresh();
  });

  const rename = async (id: string, name: string) => {
    const result = await client.mutation(UpdateLabelMutation, { label: { id, name } }).toPromise();
    if (result.error) {
      toast(
        t('labels.updateError', { message: result.error.graphQLErrors[0]?.message ?? result.error.message }),
        'error',
      );
    }
  };

  return (
    <div className="vt-label-editor">
      <div className="vt-label-editor__labels">
        <LabelList
          labels={labels}
          selectedId={selectedId}
          onSelect={(id) => setSelectedId((current) => (current === id ? null : id))}
          editable={editable}
          onRename={(id, name) => void rename(id, name)}
          onDelete={(label) => void deletion.remove(label)}
        />
      </div>
      <div className="vt-label-editor__cameras">
        <SearchBox label={t('labels.filterByName')} value={filter} onChange={setFilter} />
        <CameraSearchList
          name={filter}
          labelIds={selectedId ? [selectedId] : null}
          labels={labels}
          canAssign
          onAssigned={refresh}
        />
      </div>
      {deletion.state && (
        <DeleteLabelDialog
          state={deletion.state}
          onConfirm={() => void deletion.confirm()}
          onClose={deletion.dismiss}
        />
      )}
    </div>
  );
}
