/** A wall's presets on the VMX (issue 30): pick one and recall it (every display it holds shows its
 *  content), save what the wall shows now under a name, or delete the picked one (asked first).
 *  Read-only for an operator who may not control the wall: the presets are listed, not used. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, SelectField } from '../../ui';
import type { VmxWall } from './vmxDocuments';
import { SavePresetDialog } from './SavePresetDialog';
import type { WallControl } from './useWallControl';

export interface WallPresetBarProps {
  wall: VmxWall;
  control: WallControl;
}

export function WallPresetBar({ wall, control }: WallPresetBarProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState('');
  const [dialog, setDialog] = useState<'save' | 'delete' | null>(null);
  const preset = wall.presets.find((p) => p.id === picked) ?? wall.presets[0];
  const busy = control.busy === 'preset';
  if (!wall.canControl && wall.presets.length === 0) return null;

  return (
    <div className="vt-vmx-presets" role="group" aria-label={t('vmx.presets.label')}>
      {wall.presets.length > 0 ? (
        <SelectField
          label={t('vmx.presets.label')}
          value={preset?.id ?? ''}
          options={wall.presets.map((p) => ({ value: p.id, label: p.name }))}
          onChange={setPicked}
        />
      ) : (
        <span className="vt-muted">{t('vmx.presets.none')}</span>
      )}
      {wall.canControl && (
        <>
          {preset && (
            <>
              <Button variant="secondary" busy={busy} onClick={() => void control.recallPreset(preset.id)}>
                {t('vmx.presets.recall')}
              </Button>
              <Button variant="quiet" disabled={busy} onClick={() => setDialog('delete')}>
                {t('vmx.presets.delete')}
              </Button>
            </>
          )}
          <Button variant="secondary" disabled={busy} onClick={() => setDialog('save')}>
            {t('vmx.presets.saveCurrent')}
          </Button>
        </>
      )}
      {dialog === 'save' && (
        <SavePresetDialog
          presetNames={wall.presets.map((p) => p.name)}
          onSave={control.savePreset}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && preset && (
        <ConfirmDialog
          title={t('vmx.presets.deleteTitle', { name: preset.name })}
          confirmLabel={t('vmx.presets.delete')}
          busy={busy}
          onConfirm={() => void control.deletePreset(preset.id).then(() => setDialog(null))}
          onCancel={() => setDialog(null)}
        >
          <p>{t('vmx.presets.deleteDetail')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
