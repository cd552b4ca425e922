/** Spec 3 §2.7, §4 label assignment: the Assign labels dialog, titled with the device name: a
 *  searchable multi-select of labels, 'Create label' for a typed name, OK and Cancel, and an
 *  Updating indicator while the changes go out; nothing is sent when nothing changed. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { EDITABLE_LABEL_TYPE, LABEL_DROPDOWN_MAX_UNSELECTED } from '../../../shared/labels/labelConstants';
import { isLabelNameValid, matchesLabelSearch } from '../../../shared/labels/labelNames';
import { Button, Dialog, useToast } from '../../ui';
import { labelAssignmentChanges, type NewLabel } from './labelAssignmentChanges';
import { AssignLabelsMutation, InsertLabelsMutation, RemoveLabelsMutation } from './labelsDocuments';
import { newLabelId } from './newLabelId';
import { SearchBox } from './SearchBox';
import type { LabelItem } from './useLabels';

export interface AssignLabelsDialogProps {
  device: { id: string; name: string; labelIds: readonly string[] };
  labels: readonly LabelItem[];
  onClose: (saved: boolean) => void;
}

export function AssignLabelsDialog({ device, labels, onClose }: AssignLabelsDialogProps) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [selected, setSelected] = useState<string[]>([...device.labelIds]);
  const [created, setCreated] = useState<NewLabel[]>([]);
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [updating, setUpdating] = useState(false);

  const options = useMemo(
    () => [
      ...labels.filter((l) => l.type === EDITABLE_LABEL_TYPE).map((l) => ({ id: l.id, name: l.name })),
      ...created,
    ],
    [labels, created],
  );
  const matching = options.filter((o) => matchesLabelSearch(o.name, search));
  const chosen = matching.filter((o) => selected.includes(o.id));
  const unchosen = matching.filter((o) => !selected.includes(o.id));
  const shownUnchosen = showAll ? unchosen : unchosen.slice(0, LABEL_DROPDOWN_MAX_UNSELECTED);
  const canCreate = search.trim() !== '' && isLabelNameValid(search, [...labels, ...created]);

  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  const create = () => {
    const label = { id: newLabelId(), name: search.trim() };
    setCreated((current) => [...current, label]);
    setSelected((current) => [...current, label.id]);
    setSearch('');
  };

  const save = async () => {
    const changes = labelAssignmentChanges(device.labelIds, selected, created);
    if (!changes) return onClose(false);
    setUpdating(true);
    const results = [];
    if (changes.created.length) {
      const labelsIn = changes.created.map((l) => ({ ...l, objectIds: [device.id] }));
      results.push(await client.mutation(InsertLabelsMutation, { labels: labelsIn }).toPromise());
    }
    if (changes.added.length) {
      const input = { objectId: device.id, labelIds: changes.added };
      results.push(await client.mutation(AssignLabelsMutation, { input }).toPromise());
    }
    if (changes.removed.length) {
      const input = { objectId: device.id, labelIds: changes.removed };
      results.push(await client.mutation(RemoveLabelsMutation, { input }).toPromise());
    }
    setUpdating(false);
    const failed = results.find((r) => r.error);
    if (failed?.error)
      toast(
        t('labels.assignError', { message: failed.error.graphQLErrors[0]?.message ?? failed.error.message }),
        'error',
      );
    onClose(!failed);
  };

  const row = (option: { id: string; name: string }) => (
    <li key={option.id}>
      <label>
        <input type="checkbox" checked={selected.includes(option.id)} onChange={() => toggle(option.id)} />
        <bdi>{option.name}</bdi>
      </label>
    </li>
  );

  return (
    <Dialog
      title={device.name}
      onClose={() => onClose(false)}
      actions={
        <>
          {updating && <span role="status">{t('labels.updating')}</span>}
          <Button onClick={() => void save()} busy={updating}>
            {t('labels.ok')}
          </Button>
          <Button variant="quiet" onClick={() => onClose(false)} disabled={updating}>
            {t('labels.cancel')}
          </Button>
        </>
      }
    >
      <div className="vt-assign-labels">
        <SearchBox
          label={t('labels.searchLabels')}
          value={search}
          onChange={setSearch}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && canCreate) create();
          }}
        />
        {canCreate && (
          <Button variant="secondary" onClick={create}>
            {t('labels.createLabel')}
          </Button>
        )}
        <ul aria-label={t('labels.labels')} className="vt-label-options">
          {chosen.map(row)}
          {shownUnchosen.map(row)}
        </ul>
        {!showAll && unchosen.length > shownUnchosen.length && (
          <Button variant="quiet" onClick={() => setShowAll(true)}>
            {t('labels.showAllLabels')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
