/** The PTZ settings table of a camera (spec 2 §2, §3), for administrators: each setting with its
 *  parameter and commands, an edit form per row and an add form. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, VISUALLY_HIDDEN } from '../../ui';
import { ptzConfigInput, type PtzConfigInput } from './ptzConfigInput';
import type { PtzConfig } from './ptzDocuments';
import { PtzSettingForm, type PtzSettingInput } from './PtzSettingForm';

export interface PtzSettingsTableProps {
  config: PtzConfig;
  save(config: PtzConfigInput, successKey: string): Promise<boolean>;
}

export function PtzSettingsTable({ config, save }: PtzSettingsTableProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const input = ptzConfigInput(config);
  const settings = input.settings ?? [];

  const saveSetting = (setting: PtzSettingInput, successKey: string) => {
    const exists = settings.some((s) => s.name === setting.name);
    const next = exists ? settings.map((s) => (s.name === setting.name ? setting : s)) : [...settings, setting];
    return save({ ...input, settings: next }, successKey);
  };
  const editedSetting = settings.find((s) => s.name === editing);

  return (
    <div className="vt-ptz-settings">
      {settings.length === 0 ? (
        <p className="vt-muted">{t('video.ptz.settings.empty')}</p>
      ) : (
        <table className="vt-ptz-settings__table">
          <thead>
            <tr>
              <th scope="col">{t('video.ptz.settings.name')}</th>
              <th scope="col">{t('video.ptz.settings.parameter')}</th>
              <th scope="col">{t('video.ptz.settings.commands')}</th>
              <th scope="col">
                <span className={VISUALLY_HIDDEN}>{t('video.ptz.settings.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {settings.map((setting) => (
              <tr key={setting.name}>
                <th scope="row">{setting.name}</th>
                <td>{setting.param?.name ?? ''}</td>
                <td>{(setting.param?.cmds ?? []).map((command) => command.name).join(', ')}</td>
                <td>
                  <Button
                    variant="quiet"
                    aria-label={t('video.ptz.settings.editNamed', { name: setting.name })}
                    onClick={() => setEditing(setting.name)}
                  >
                    {t('video.ptz.settings.edit')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing === 'new' && <PtzSettingForm onSave={saveSetting} onDone={() => setEditing(null)} />}
      {editedSetting && (
        <PtzSettingForm
          key={editedSetting.name}
          setting={editedSetting}
          onSave={saveSetting}
          onDone={() => setEditing(null)}
        />
      )}
      {editing === null && (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {t('video.ptz.settings.add')}
        </Button>
      )}
    </div>
  );
}
