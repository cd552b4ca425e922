/** The edit mode's tool bar (spec 3 §2.6 editMode, §2.11): add, rename and delete sets, layers and
 *  maps, and a new floor plan for the shown map. Administrators only; the platform checks again. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import { ConfirmDeleteDialog, NameDialog } from './ImageMapDialogs';
import type { ImageMapEdits } from './useImageMapEdits';
import type { Selection } from './mapSelection';

type Open =
  | 'addSet'
  | 'renameSet'
  | 'deleteSet'
  | 'addLayer'
  | 'renameLayer'
  | 'deleteLayer'
  | 'addMap'
  | 'renameMap'
  | 'replacePlan'
  | 'deleteMap'
  | null;

export interface EditBarProps {
  selection: Selection;
  /** Every set of the realm (names are unique among them). */
  allSets: Selection['sets'];
  edits: ImageMapEdits;
  /** Shows what was just made. */
  onCreated(picked: { setId?: string; layerId?: string; mapId?: string }): void;
}

const named = (items: ReadonlyArray<{ id: string; name?: string | null }>) =>
  items.map((i) => ({ id: i.id, name: i.name ?? '' }));

export function EditBar({ selection, allSets, edits, onCreated }: EditBarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const { set, layer, map } = selection;
  const close = () => setOpen(null);
  const layers = named(set?.layers ?? []);
  const maps = named(layer?.maps ?? []);
  const button = (kind: Exclude<Open, null>, enabled: boolean) => (
    <Button variant="quiet" disabled={!enabled} onClick={() => setOpen(kind)}>
      {t(`imageMap.edit.${kind}`)}
    </Button>
  );
  return (
    <div className="vt-image-map-editbar" role="toolbar" aria-label={t('imageMap.edit.toolbar')}>
      {button('addSet', true)}
      {button('renameSet', !!set)}
      {button('deleteSet', !!set)}
      <span className="vt-image-map-editbar__gap" />
      {button('addLayer', !!set)}
      {button('renameLayer', !!layer)}
      {button('deleteLayer', !!layer)}
      <span className="vt-image-map-editbar__gap" />
      {button('addMap', !!layer)}
      {button('renameMap', !!map)}
      {button('replacePlan', !!map)}
      {button('deleteMap', !!map)}

      {open === 'addSet' && (
        <NameDialog
          title={t('imageMap.edit.addSet')}
          siblings={named(allSets)}
          onSubmit={async (name) => {
            const id = await edits.insertSet(name);
            if (id) onCreated({ setId: id });
            return id !== null;
          }}
          onClose={close}
        />
      )}
      {open === 'renameSet' && set && (
        <NameDialog
          title={t('imageMap.edit.renameSet')}
          initialName={set.name ?? ''}
          siblings={named(allSets)}
          selfId={set.id}
          onSubmit={(name) => edits.renameSet(set.id, name)}
          onClose={close}
        />
      )}
      {open === 'deleteSet' && set && (
        <ConfirmDeleteDialog name={set.name ?? ''} onConfirm={() => edits.deleteSet(set.id)} onClose={close} />
      )}
      {open === 'addLayer' && set && (
        <NameDialog
          title={t('imageMap.edit.addLayer')}
          siblings={layers}
          onSubmit={async (name) => {
            const id = await edits.insertLayer(set.id, name);
            if (id) onCreated({ setId: set.id, layerId: id });
            return id !== null;
          }}
          onClose={close}
        />
      )}
      {open === 'renameLayer' && layer && (
        <NameDialog
          title={t('imageMap.edit.renameLayer')}
          initialName={layer.name ?? ''}
          siblings={layers}
          selfId={layer.id}
          onSubmit={(name) => edits.renameLayer(layer.id, name)}
          onClose={close}
        />
      )}
      {open === 'deleteLayer' && layer && (
        <ConfirmDeleteDialog name={layer.name ?? ''} onConfirm={() => edits.deleteLayer(layer.id)} onClose={close} />
      )}
      {open === 'addMap' && set && layer && (
        <NameDialog
          title={t('imageMap.edit.addMap')}
          siblings={maps}
          withPlan="required"
          onSubmit={async (name, base64) => {
            const id = await edits.insertMap(layer.id, name, base64 ?? '');
            if (id) onCreated({ setId: set.id, layerId: layer.id, mapId: id });
            return id !== null;
          }}
          onClose={close}
        />
      )}
      {open === 'renameMap' && map && (
        <NameDialog
          title={t('imageMap.edit.renameMap')}
          initialName={map.name ?? ''}
          siblings={maps}
          selfId={map.id}
          onSubmit={(name) => edits.renameMap(map.id, name)}
          onClose={close}
        />
      )}
      {open === 'replacePlan' && map && (
        <NameDialog
          title={t('imageMap.edit.replacePlan')}
          siblings={[]}
          withPlan="only"
          onSubmit={(_, base64) => edits.replacePlan(map.id, base64 ?? '')}
          onClose={close}
        />
      )}
      {open === 'deleteMap' && map && (
        <ConfirmDeleteDialog name={map.name ?? ''} onConfirm={() => edits.deleteMap(map.id)} onClose={close} />
      )}
    </div>
  );
}
