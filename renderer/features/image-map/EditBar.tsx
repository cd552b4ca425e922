/** The edit mode's tool bar (spec 3 §2.6 editMode, §2.11): add, rename and delete sets, layers and
 *  maps, and a new floor plan for the shown map, in one menu per level so the bar stays one row and
 *  the plan keeps the widget's room. A level's menu offers what applies to what is shown (no rename
 *  without a set); a level that cannot be added to yet has no menu. Administrators only; the
 *  platform checks again. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu, MenuItem } from '../../ui';
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
  const menu = (level: 'set' | 'layer' | 'map', kinds: ReadonlyArray<Exclude<Open, null> | false>) => {
    const offered = kinds.filter((kind): kind is Exclude<Open, null> => kind !== false);
    if (offered.length === 0) return null;
    return (
      <Menu
        label={t(`imageMap.edit.${level}Menu`)}
        face={<>{t(`imageMap.edit.${level}Menu`)} ▾</>}
        triggerClassName="vt-image-map-editbar__menu"
        side="bottom"
      >
        {offered.map((kind) => (
          <MenuItem key={kind} label={t(`imageMap.edit.${kind}`)} onSelect={() => setOpen(kind)} />
        ))}
      </Menu>
    );
  };
  return (
    <div className="vt-image-map-editbar" role="toolbar" aria-label={t('imageMap.edit.toolbar')}>
      {menu('set', ['addSet', !!set && 'renameSet', !!set && 'deleteSet'])}
      {menu('layer', [!!set && 'addLayer', !!layer && 'renameLayer', !!layer && 'deleteLayer'])}
      {menu('map', [!!layer && 'addMap', !!map && 'renameMap', !!map && 'replacePlan', !!map && 'deleteMap'])}

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
